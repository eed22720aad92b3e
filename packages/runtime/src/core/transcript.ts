// A turn's events as the spec's transcript event types (user, assistant, action, workflow_triggered,
// kb_retrieval, state_transition, stored_variables, response_type), in order, with their timings. The
// call's transcript is these, appended turn by turn.
import type { TranscriptEvent, TranscriptEventType } from '@parley/domain';
import type { ReplySource, RuntimeEvent } from './events';

export interface TurnTiming {
  /** Seconds since the conversation started, at the start of the turn. */
  at: number;
  /** The index the turn's first transcript event gets. */
  firstIndex: number;
}

/** What kind of reply the turn gave: the model's, the agent's fixed texts, the fallback, or a mix. */
function responseType(events: readonly RuntimeEvent[]): string {
  const sources = new Set<ReplySource>();
  for (const event of events) if (event.type === 'message') sources.add(event.source);
  if (sources.size === 0) return 'none';
  const [only] = sources;
  return sources.size === 1 && only ? only : 'mixed';
}

export function transcriptEvents(events: readonly RuntimeEvent[], timing: TurnTiming): TranscriptEvent[] {
  const out: TranscriptEvent[] = [];
  const add = (type: TranscriptEventType, content: string, data: Record<string, unknown> = {}) => {
    out.push({ index: timing.firstIndex + out.length, type, content, at: timing.at, data });
  };
  let llm = {
    calls: 0,
    firstTokenMs: null as number | null,
    totalMs: 0,
    promptTokens: 0,
    completionTokens: 0,
  };
  const tools: { name: string; ms: number }[] = [];
  for (const event of events) {
    switch (event.type) {
      case 'caller':
        add('user', event.text);
        break;
      case 'message':
        add('assistant', event.text, { source: event.source });
        break;
      case 'workflow-started':
        add('workflow_triggered', event.name, { workflowId: event.workflowId });
        break;
      case 'node-entered':
        add('state_transition', event.label, { nodeId: event.nodeId, nodeType: event.nodeType });
        break;
      case 'branch-taken':
        add('state_transition', `${event.label}: ${event.reason}`, {
          nodeId: event.nodeId,
          handle: event.handle,
        });
        break;
      case 'variables-set':
        add('stored_variables', Object.keys(event.values).join(', '), {
          nodeId: event.nodeId,
          values: event.values,
        });
        break;
      case 'knowledge-used':
        add('kb_retrieval', event.query, { passages: event.passages });
        break;
      case 'tool-result':
        tools.push({ name: event.name, ms: event.ms });
        add('action', event.name, {
          nodeId: event.nodeId,
          ok: event.ok,
          request: event.request,
          response: event.response,
          error: event.error,
          ms: event.ms,
        });
        break;
      case 'transfer':
        add('action', 'transfer', { number: event.number });
        break;
      case 'call-ended':
        add('action', 'end_call', { reason: event.reason });
        break;
      case 'failure':
        add('action', 'failure', { reason: event.reason, detail: event.detail });
        break;
      case 'llm-timing':
        llm = {
          calls: llm.calls + 1,
          firstTokenMs: llm.firstTokenMs ?? event.firstTokenMs,
          totalMs: llm.totalMs + event.totalMs,
          promptTokens: llm.promptTokens + event.promptTokens,
          completionTokens: llm.completionTokens + event.completionTokens,
        };
        break;
      case 'message-delta':
        break;
    }
  }
  add('response_type', responseType(events), {
    llmCalls: llm.calls,
    llmFirstTokenMs: llm.firstTokenMs,
    llmTotalMs: llm.totalMs,
    promptTokens: llm.promptTokens,
    completionTokens: llm.completionTokens,
    tools,
  });
  return out;
}
