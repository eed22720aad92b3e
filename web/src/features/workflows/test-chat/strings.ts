// The Test chat panel's own wording (spec texts stay in @parley/domain).

export const LABEL_OPEN_TEST_CHAT = 'Test chat';
export const LABEL_CLOSE_TEST_CHAT = 'Close the test chat';
export const LABEL_TEST_CHAT = 'Test chat';
export const MSG_MODEL_CAPTION =
  "Replies come from the agent's configured language model; on the local stack that is a scripted test model.";
export const LABEL_CONVERSATION = 'Conversation';
export const MSG_EMPTY = 'No conversation yet. The agent greets you when the chat starts.';
export const LABEL_MESSAGE = 'Your message';
export const LABEL_SEND = 'Send';
export const LABEL_RESTART = 'Restart';
export const LABEL_RETRY = 'Retry';
export const LABEL_REPLYING = 'The agent is replying';
export const MSG_REPLYING = 'The agent is replying…';
export const LABEL_VERSION = 'Talk to';
export const LABEL_THIS_DRAFT = 'This draft';
export const labelVersionOption = (label: string) => `Published ${label}`;
export const LABEL_LOADING_VERSIONS = 'Loading versions';
export const loadVersionsErrorMessage = (message: string) =>
  `Could not load the published versions: ${message}`;
export const LABEL_CALLER = 'You';
export const LABEL_AGENT = 'Agent';
export const LABEL_FALLBACK = 'Fallback line';
export const LABEL_EDIT = 'Edit';
export const labelEditLine = (line: string) => `Edit "${line}"`;
export const LABEL_EDITED_LINE = 'Edited line';
export const LABEL_SAVE = 'Save';
export const LABEL_CANCEL = 'Cancel';
export const turnErrorMessage = (message: string) => `The agent could not answer: ${message}`;

export const LABEL_DETAILS = 'Details';
export const LABEL_STEPS = 'Steps entered';
export const branchText = (label: string, reason: string) => `→ ${label}${reason ? `: ${reason}` : ''}`;
export const LABEL_VARIABLES_SET = 'Variables set';
export const variableText = (name: string, value: string | number | boolean) => `${name} = ${String(value)}`;
export const LABEL_KNOWLEDGE = 'Knowledge used';
export const LABEL_TOOLS = 'Tool calls';
export const toolText = (name: string, ok: boolean, ms: number) =>
  `${name}: ${ok ? 'succeeded' : 'failed'} in ${String(ms)} ms`;
export const LABEL_REQUEST = 'Request';
export const LABEL_RESPONSE = 'Response';
export const labelShowJson = (what: string, tool: string) => `${what} of ${tool}`;
export const LABEL_LATENCY = 'Latency';
export const modelLatencyText = (firstTokenMs: number | null, totalMs: number) =>
  `Model: first token ${firstTokenMs === null ? '–' : `${String(firstTokenMs)} ms`}, total ${String(totalMs)} ms`;
export const tokensText = (prompt: number, completion: number) =>
  `Tokens: ${String(prompt)} in, ${String(completion)} out`;
export const LABEL_FAILURES = 'Failures';
export const transferText = (number: string) => `Transferred the call to ${number}`;
export const MSG_NO_DETAILS = 'Nothing happened behind the scenes in this turn.';

/** What each runtime failure means, in words (the event's detail follows). */
export const FAILURE_TEXTS: Readonly<Record<string, string>> = {
  'step-cap': 'The workflow took too many steps in one turn',
  llm: 'The language model did not answer',
  tool: 'A tool call failed',
  'unsupported-step': 'A step of this kind cannot run in a conversation yet',
  'invalid-step': 'A step is not configured correctly',
  'no-workflow': 'The agent has no workflow to run',
};
export const failureText = (reason: string, detail: string) =>
  `${FAILURE_TEXTS[reason] ?? reason}${detail ? `: ${detail}` : ''}`;

export const LABEL_SUMMARY = 'Summary';
export const LABEL_CURRENT_STEP = 'Current step';
export const LABEL_NO_STEP = 'None';
export const LABEL_COLLECTED = 'Collected variables';
export const MSG_NO_VARIABLES = 'None yet.';
export const LABEL_SHOW_STEP = 'Show on canvas';
/** Why the call ended, in words. */
export const END_REASON_TEXTS: Readonly<Record<string, string>> = {
  'end-call-step': 'an End call step',
  'end-call-phrase': 'the caller said goodbye',
  'end-call-tool': 'the agent ended it',
  'max-duration': 'the longest call allowed was reached',
  transferred: 'the call was transferred',
  'flow-ended': 'the workflow ended',
  'opted-out': 'the caller asked not to be called again',
  failed: 'something went wrong',
};
export const callEndedText = (reason: string | null) =>
  reason === null ? 'The call ended.' : `The call ended: ${END_REASON_TEXTS[reason] ?? reason}.`;
