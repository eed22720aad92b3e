// The runtime's events and final state as the facts the domain's assertions check.
import type { AssertionFacts } from '@parley/domain';
import type { ConversationState, RuntimeEvent } from '@parley/runtime';

export function factsOf(events: readonly RuntimeEvent[], state: ConversationState): AssertionFacts {
  const reply: string[] = [];
  const toolCalls: AssertionFacts['toolCalls'][number][] = [];
  for (const event of events) {
    if (event.type === 'message') reply.push(event.text);
    if (event.type === 'tool-result') {
      toolCalls.push({ nodeId: event.nodeId, name: event.name, request: event.request });
    }
  }
  return {
    reply: reply.join(' '),
    toolCalls,
    path: state.path,
    variables: state.variables,
    endedReason: state.status === 'ended' ? (state.endedReason ?? 'flow-ended') : null,
  };
}
