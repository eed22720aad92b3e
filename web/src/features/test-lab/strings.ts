// The Tests tab's words (docs/test-lab.md). Not in the spec: Parley's texts.
export const TAB_TESTS = 'Tests';
export const LABEL_LOADING_TESTS = 'Loading tests…';
export const LABEL_NO_TESTS = 'No tests yet. A test plays caller lines to the agent and checks what it does.';
export const LABEL_RUN_ON_DRAFT = 'Run on the draft';
export const LABEL_RUN_TESTS = 'Run tests';
export const LABEL_CANCEL_RUN = 'Cancel run';
export const LABEL_TEST_KIND: Record<string, string> = {
  turn: 'Turn test',
  scenario: 'Scenario',
  invalid: 'Not valid',
};
export const LABEL_PASSED = 'Passed';
export const LABEL_FAILED = 'Failed';
export const LABEL_RESULTS = 'Results';
export const LABEL_RUN_PROGRESS = 'Run progress';
export const runProgressText = (done: number, total: number) =>
  `${String(done)} of ${String(total)} tests run`;
export const runSummaryText = (passed: number, total: number) =>
  `${String(passed)} of ${String(total)} passed`;
export const RUN_STATUS_TEXT: Record<string, string> = {
  in_progress: 'Running',
  succeeded: 'All tests passed',
  failed: 'Some tests failed',
};
export const STOP_REASON_TEXT: Record<string, string> = {
  cancelled: 'Cancelled',
  'out-of-credits': 'Stopped: out of credits',
  error: 'Stopped: the agent or version is no longer there',
};
export const LABEL_NEW_TURN_TEST = 'New turn test';
export const LABEL_TEST_NAME = 'Name';
export const LABEL_CALLER_LINES = 'Caller lines (one a line)';
export const LABEL_REPLY_CONTAINS = 'The reply contains';
export const LABEL_ADD_TEST = 'Add test';
export const LABEL_ADDING_TEST = 'Adding…';
