// The dry-run panel's own wording (spec texts stay in @parley/domain).
import type { SimulationRunStatus } from '@parley/domain';

export const LABEL_DRY_RUN = 'Dry-run';
export const MSG_DRY_RUN_HINT =
  'Walk the workflow step by step, typing what the caller says. Nothing is sent: actions are only described.';
export const LABEL_START = 'Start a dry-run';
export const LABEL_RESTART = 'Start again';
export const LABEL_STEPS = 'Steps';
export const LABEL_ANSWER = 'Answer';
export const LABEL_CONTINUE = 'Continue';
export const labelVariable = (name: string, type: string) => `${name} (${type})`;
export const LABEL_OUTCOME = 'What did the caller answer?';
export const waitingAt = (label: string) => `Waiting for the caller at "${label}"`;
export const LABEL_SHOW_ON_CANVAS = 'Show on canvas';
export const labelShowStep = (label: string) => `Show "${label}" on the canvas`;
export const LABEL_AGENT_SAYS = 'Agent';
export const branchText = (label: string, reason: string) => `→ ${label}: ${reason}`;
export const conditionText = (branch: string, condition: string, result: boolean) =>
  `${branch}: ${condition} is ${result ? 'true' : 'false'}`;
export const MSG_CALL_ENDED = 'The call ended. The dry-run succeeded.';
export const LABEL_VARIABLES = 'Variables';
export const LABEL_PAST_RUNS = 'Past runs';
export const LABEL_LOADING_RUNS = 'Loading past runs';
export const MSG_NO_RUNS = 'No runs yet.';
export const loadRunsErrorMessage = (message: string) => `Could not load past runs: ${message}`;
export const LABEL_REOPEN = 'Reopen';
export const runText = (when: string, steps: number) => `${when || 'Just now'} · ${String(steps)} steps`;
export const RUN_STATUS_LABELS: Readonly<Record<SimulationRunStatus, string>> = {
  in_progress: 'In progress',
  succeeded: 'Succeeded',
  failed: 'Failed',
};
export const recordFailedMessage = (message: string) => `The run could not be saved: ${message}`;
export const LABEL_OPEN_DRY_RUN = 'Dry-run';
export const LABEL_CLOSE_DRY_RUN = 'Close the dry-run';
