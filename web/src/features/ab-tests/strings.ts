// The A/B test screen's own words; the spec's texts (MSG_AB_*) come from @parley/domain.
// docs/versions.md, "A/B tests".
import type { AbArm } from '@parley/domain';

export const AB_TITLE = 'A/B test';
export const AB_INTRO =
  'Run a copy of this agent (B) beside the live one (A): callers are split between them by percentage, and each caller always hears the same one. Edit B, compare the results, then make the better one live.';
export const AB_NONE = 'No A/B test is running for this agent.';
export const LABEL_START_AB = 'Start an A/B test';
export const LABEL_STARTING_AB = 'Starting…';
export const LABEL_CHANGE_SPLIT = 'Change split';
export const LABEL_SAVE_SPLIT = 'Save split';
export const LABEL_SAVING = 'Saving…';
export const LABEL_SPLIT_A = 'A (live agent), %';
export const LABEL_SPLIT_B = 'B (copy), %';
export const MSG_ENTER_PERCENT = 'Enter a percentage';
export const LABEL_EDIT_B = 'Edit version B';
export const LABEL_PROMOTE_B = 'Make B live';
export const LABEL_KEEP_A = 'Keep A';
export const LABEL_DISCARD = 'Discard test';
export const LABEL_LOADING_AB = 'Loading the A/B test';
export const LABEL_LOADING_STATS = 'Loading the results';
export const LABEL_RESULTS = 'Results';
export const LABEL_ARM = 'Arm';
export const LABEL_SHARE = 'Share';
export const LABEL_CALLS = 'Calls';
export const LABEL_COMPLETIONS = 'Completions';
export const LABEL_AVERAGE_DURATION = 'Average duration';
export const STATS_FAILED = 'The results could not be loaded.';
export const AB_SPLIT_SAVED = 'Split saved.';
export const AB_STARTED = 'A/B test started. Edit version B, then watch the results.';
export const AB_IS_COPY =
  'This agent is version B of an A/B test. Its results and the promote or discard choice are on the live agent.';
export const LABEL_OPEN_LIVE = 'Open the live agent';
export const ARM_NAMES: Record<AbArm, string> = { A: 'A (live)', B: 'B (copy)' };

export const CONFIRM_PROMOTE_B = {
  title: 'Make B live?',
  message: 'Version B is published onto the live agent as a new version, and the test ends.',
  confirmLabel: LABEL_PROMOTE_B,
};
export const CONFIRM_KEEP_A = {
  title: 'Keep A?',
  message: 'The live agent stays as it is, version B is deleted and the test ends.',
  confirmLabel: LABEL_KEEP_A,
};
export const CONFIRM_DISCARD = {
  title: 'Discard the A/B test?',
  message: 'The live agent stays as it is, version B is deleted and the test ends without a winner.',
  confirmLabel: LABEL_DISCARD,
  destructive: true,
};
