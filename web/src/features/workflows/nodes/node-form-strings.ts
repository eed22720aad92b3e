// The wording of the CODE and API request node forms (spec texts stay in @parley/domain).
export const LABEL_METHOD = 'Method';
export const LABEL_URL = 'URL';
export const LABEL_HEADERS = 'Headers';
export const LABEL_HEADER_NAME = 'Header name';
export const LABEL_HEADER_VALUE = 'Header value';
export const LABEL_ADD_HEADER = 'Add header';
export const labelRemoveHeader = (index: number) => `Remove header ${String(index + 1)}`;
export const LABEL_BODY_TEMPLATE = 'Body template';
export const HINT_BODY_TEMPLATE = 'Use {{variable}} for values from the call. GET sends no body.';
export const LABEL_TEST_REQUEST = 'Test this request';
export const LABEL_TESTING_REQUEST = 'Sending…';

export const LABEL_CODE = 'Code';
export const HINT_CODE =
  'Export one function of input, e.g. export default function run(input) { return { total: input.a + input.b }; }';
export const LABEL_OUTPUT_VARIABLES = 'Output variables';
export const HINT_OUTPUT_VARIABLES = 'Keys of the returned object the call keeps, separated by commas';
export const LABEL_VALIDATE = 'Validate';
export const LABEL_VALIDATING = 'Validating…';
export const MSG_CODE_VALID = 'Valid: signed for this workflow.';
export const MSG_CODE_NOT_VALIDATED = 'Not validated since the last change.';
export const LABEL_SAMPLE_INPUT = 'Sample input (JSON)';
export const MSG_SAMPLE_INPUT_INVALID = 'The sample input must be valid JSON';
export const LABEL_RUN_SAMPLE = 'Run with sample input';
export const LABEL_RUNNING = 'Running…';
export const LABEL_OUTPUT = 'Output';
export const LABEL_LOGS = 'Logs';
export const MSG_NO_LOGS = 'No console output';
export const MSG_LOGS_TRUNCATED = 'More console output was dropped (100 lines, 16 KB at most).';
export const durationText = (ms: number) => `Ran in ${String(Math.round(ms))} ms`;
export const LABEL_LOADING_EDITOR = 'Loading the code editor';
