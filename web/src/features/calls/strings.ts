// The calls feature's own UI wording (the spec's texts live in @parley/domain messages.ts).
import type { CallStatus, CallType, TranscriptEventType } from '@parley/domain';

export const LABEL_CALLS = 'Calls';
export const LABEL_CALL_LOG_TABLE = 'Call log';
export const LABEL_FILTERS = 'Filters';
/** The phone's one button standing for the folded filters, with how many are set. */
export const showFiltersLabel = (set: number): string => (set > 0 ? `Filters (${String(set)})` : 'Filters');
export const LABEL_CLEAR_FILTERS = 'Clear filters';
export const LABEL_ANY = 'Any';
export const LABEL_FROM_DAY = 'From (UTC)';
export const LABEL_TO_DAY = 'To (UTC)';
export const LABEL_FILTER_TYPE = 'Type';
export const LABEL_FILTER_STATUS = 'Status';
export const LABEL_FILTER_SENTIMENT = 'Sentiment';
export const LABEL_FILTER_REASON = 'Reason';
export const LABEL_FILTER_NUMBER = 'Number';
export const LABEL_FILTER_CAMPAIGN = 'Campaign id';
export const LABEL_FILTER_VERSION = 'Version';
export const LABEL_FILTER_ARM = 'A/B arm';
export const LABEL_FILTER_DURATION = 'Duration (s)';
export const MSG_NO_CALLS_YET = 'No calls yet. Calls appear here live as your agent takes and places them.';
export const MSG_NO_MATCHING_CALLS = 'No calls match these filters.';
export const loadCallsFailed = (reason: string) => `Could not load calls: ${reason}`;

export const COLUMN_STARTED = 'Started';
export const COLUMN_TYPE = 'Type';
export const COLUMN_STATUS = 'Status';
export const COLUMN_SENTIMENT = 'Sentiment';
export const COLUMN_REASON = 'Reason';
export const COLUMN_DURATION = 'Duration';
export const COLUMN_COST = 'Cost';
export const COLUMN_NUMBER = 'Number';
export const COLUMN_FROM = 'From';
export const COLUMN_TO = 'To';
export const COLUMN_ROUTING = 'Routing reason';
export const COLUMN_VERSION = 'Version';
export const COLUMN_ARM = 'Arm';

export const CALL_TYPE_LABELS: Readonly<Record<CallType, string>> = {
  inboundPhoneCall: 'Inbound',
  outboundPhoneCall: 'Outbound',
  dailyCall: 'Transfer leg',
  webCall: 'Web',
  messagingSession: 'Messaging',
};

export const CALL_STATUS_LABELS: Readonly<Record<CallStatus, string>> = {
  completed: 'Completed',
  failed: 'Failed',
  busy: 'Busy',
  'no-answer': 'No answer',
  canceled: 'Canceled',
  queued: 'Queued',
  ringing: 'Ringing',
  'in-progress': 'In progress',
  queueing: 'Queueing',
};

// ---- export -------------------------------------------------------------------------------------------
export const LABEL_EXPORT_CSV = 'Export CSV';
export const LABEL_EXPORTING = 'Exporting…';
export const LABEL_CANCEL_EXPORT = 'Cancel export';
export const exportProgress = (rows: number) => `${rows.toLocaleString()} calls exported`;
export const exportDone = (rows: number) => `Exported ${rows.toLocaleString()} calls`;
export const exportFailed = (reason: string) => `Export failed: ${reason}`;
export const EXPORT_FILE_NAME = 'calls.csv';

// ---- detail -------------------------------------------------------------------------------------------
export const LABEL_BACK_TO_CALLS = 'Back to calls';
export const callTitle = (when: string) => `Call of ${when}`;
export const LABEL_TRANSCRIPT = 'Transcript';
export const LABEL_RECORDING = 'Recording';
export const LABEL_RECORDING_PLAYER = 'Call recording';
export const MSG_NO_RECORDING = 'No recording for this call.';
export const MSG_NO_TRANSCRIPT = 'No transcript for this call.';
export const LABEL_VARIABLES = 'Variables';
export const MSG_NO_VARIABLES = 'No variables were extracted.';
export const LABEL_WORKFLOW_PATH = 'Workflow path';
export const MSG_NO_WORKFLOW_PATH = 'No workflow steps were recorded.';
export const LABEL_DETAILS = 'Details';
export const LABEL_SUMMARY = 'Summary';
export const LABEL_HIGHLIGHTS = 'Highlights';
export const MSG_NO_HIGHLIGHTS = 'Nothing needed attention on this call.';
export const MSG_CALL_NOT_FOUND = 'This call does not exist or is not in your organisation.';
export const loadCallFailed = (reason: string) => `Could not load the call: ${reason}`;
export const LABEL_LOADING_CALL = 'Loading call';
export const LABEL_PLAY_FROM = 'Play from';
export const LABEL_PASSAGES = 'Passages';
export const LABEL_CURRENT_LINE = 'Playing';

export const TRANSCRIPT_EVENT_LABELS: Readonly<Record<TranscriptEventType, string>> = {
  user: 'Caller',
  assistant: 'Agent',
  interruption: 'Interruption',
  action: 'Action',
  workflow_triggered: 'Workflow',
  kb_retrieval: 'Knowledge base',
  state_transition: 'Step',
  stored_variables: 'Stored variables',
  tts_failover: 'Voice failover',
  endpointing_result: 'End of turn',
  response_type: 'Response',
};

export const HIGHLIGHT_LABELS = {
  errorLiveAction: 'Live action failed',
  errorUnhappyCustomer: 'Unhappy customer',
  errorRequiredInformation: 'Required information missing',
  errorHumanFollowup: 'Transfer request',
} as const;

// ---- queue --------------------------------------------------------------------------------------------
export const LABEL_CALL_QUEUE = 'Call queue';
export const queueWaiting = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? 'call' : 'calls'} waiting`;
export const LABEL_QUEUE_RUNNING = 'Running';
export const LABEL_QUEUE_PAUSED = 'Paused';
export const LABEL_PAUSE_QUEUE = 'Pause queue';
export const LABEL_RESUME_QUEUE = 'Resume queue';
export const LABEL_QUEUE_MODE = 'Queue mode';
export const QUEUE_MODE_LABELS = { continuous: 'Continuous', batch: 'Batch' } as const;
export const QUEUE_MODE_HELP = {
  continuous: 'Queued calls are dialled as soon as a line is free.',
  batch:
    'Calls are dialled in batches as large as the agent’s concurrency: a new batch starts once the previous one has ended.',
} as const;

export const MSG_NO_ORGANISATION = 'Join or create an organisation to see its calls.';
