// The one event union a turn produces, in order. The endpoint streams the message deltas; the transcript
// (transcript.ts) and Test chat read the rest. docs/runtime.md, "Events".
import type { VariableValue } from './state';

export type ReplySource = 'scripted' | 'llm' | 'fallback';

export type RuntimeEvent =
  /** What the caller said this turn. */
  | { type: 'caller'; text: string }
  /** A piece of the agent's reply, streamed as it comes. */
  | { type: 'message-delta'; text: string }
  /** One complete line the agent said: a fixed text of the agent's (scripted), the model's, or the fallback. */
  | { type: 'message'; text: string; source: ReplySource }
  | { type: 'workflow-started'; workflowId: string; name: string }
  | { type: 'node-entered'; nodeId: string; nodeType: string; label: string }
  | { type: 'branch-taken'; nodeId: string; handle: string; label: string; reason: string }
  | { type: 'variables-set'; nodeId: string | null; values: Record<string, VariableValue> }
  | {
      type: 'tool-result';
      nodeId: string | null;
      name: string;
      ok: boolean;
      request: Record<string, unknown>;
      response: unknown;
      error: string | null;
      ms: number;
    }
  | { type: 'knowledge-used'; query: string; passages: { id: string; title: string; source: string }[] }
  | { type: 'transfer'; number: string }
  | { type: 'call-ended'; reason: EndReason }
  /** Something went wrong; spoken as the fallback line, recorded for the owner, never read to the caller. */
  | { type: 'failure'; reason: FailureReason; detail: string }
  | {
      type: 'llm-timing';
      firstTokenMs: number | null;
      totalMs: number;
      promptTokens: number;
      completionTokens: number;
    };

export type EndReason =
  | 'end-call-step'
  | 'end-call-phrase'
  | 'end-call-tool'
  | 'max-duration'
  | 'transferred'
  | 'flow-ended'
  /** The callee of an outbound call asked not to be called again (issue 37). */
  | 'opted-out'
  | 'failed';

export type FailureReason = 'step-cap' | 'llm' | 'tool' | 'unsupported-step' | 'invalid-step' | 'no-workflow';
