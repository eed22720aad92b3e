// Drives a conversation turn by turn in a test, keeping its state the way the store does, with the
// in-memory ports (fake-ports.ts) and a model that records answers from the caller's words.
import { DEFAULT_TURN_LIMITS } from '../core/limits';
import { startConversation, takeTurn } from '../core/run-turn';
import type { CallContext, RuntimeSnapshot } from '../core/snapshot';
import type { ConversationState } from '../core/state';
import { STEP_TOOL_NAME } from '../core/step-tool';
import { inboundContext } from './agent-fixture';
import { fakePorts, type FakePorts, type FakePortsOptions } from './fake-ports';

/** A model that records answers when the step offers its tool, filling each property with the caller's line. */
export const recordingModel: FakePortsOptions['llm'] = ({ messages, tools }) => {
  const tool = tools.find((each) => each.name === STEP_TOOL_NAME);
  const last = messages.at(-1);
  if (tool && last?.role === 'user') {
    const properties = Object.keys((tool.parameters as { properties: object }).properties);
    return { tool: STEP_TOOL_NAME, args: Object.fromEntries(properties.map((name) => [name, last.content])) };
  }
  return { text: 'Okay.' };
};

export function drive(
  snapshot: RuntimeSnapshot,
  options: FakePortsOptions = {},
  context: CallContext = inboundContext,
  ports: FakePorts = fakePorts(options),
) {
  let state: ConversationState | null = null;
  const said = async (run: ReturnType<typeof startConversation>) => {
    const streamed: string[] = [];
    for await (const event of run.events) if (event.type === 'message-delta') streamed.push(event.text);
    const done = await run.done;
    state = done.state;
    return { reply: streamed.join(''), events: done.events, state: done.state };
  };
  return {
    ports,
    start: () => said(startConversation(snapshot, context, ports, DEFAULT_TURN_LIMITS)),
    caller: (text: string) => {
      if (!state) throw new Error('Start the conversation first.');
      return said(takeTurn(snapshot, state, text, ports, DEFAULT_TURN_LIMITS));
    },
  };
}
