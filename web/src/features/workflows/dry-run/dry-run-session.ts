// A dry-run as the panel keeps it: the domain's state plus the answers that led there, so a recorded
// run can be reopened by replaying its answers (the dry-run is deterministic) and go on from there.
import {
  answerDryRun,
  simulationStatus,
  startDryRun,
  type DryRunAnswer,
  type DryRunState,
  type RecordSimulationRequest,
  type WorkflowContent,
} from '@parley/domain';

/** Each step the tester answered carries its answer (`answer`), beside the domain's fields. */
export type RecordedStep = Record<string, unknown> & { answer?: DryRunAnswer };

/**
 * Answers the step the run waits at. A refused answer (a value of the wrong type) leaves the steps
 * as they were, with the reason in `error`; an accepted one marks the answered step with the answer.
 */
export function answer(content: WorkflowContent, state: DryRunState, given: DryRunAnswer): DryRunState {
  const next = answerDryRun(content, state, given);
  if (next.steps.length === state.steps.length) return next;
  const steps = next.steps.map((step, index) =>
    index === state.steps.length ? Object.assign({ ...step }, { answer: given }) : step,
  );
  return { ...next, steps };
}

/** The answers a recorded run was given, in order. */
export function answersOf(steps: readonly RecordedStep[]): DryRunAnswer[] {
  return steps.flatMap((step) => (step.answer ? [step.answer] : []));
}

/** A recorded run brought back: its answers replayed on the workflow as it is now. */
export function replay(content: WorkflowContent, steps: readonly RecordedStep[]): DryRunState {
  let state = startDryRun(content);
  for (const given of answersOf(steps)) {
    if (state.status !== 'awaiting_input') break;
    state = answer(content, state, given);
  }
  return state;
}

/** What POST /agent/workflow/simulation stores of a run. */
export function recordOf(
  state: DryRunState,
): Pick<RecordSimulationRequest, 'status' | 'steps' | 'variables' | 'error'> {
  return {
    status: simulationStatus(state),
    steps: state.steps as unknown as Record<string, unknown>[],
    variables: state.variables,
    error: state.status === 'failed' ? state.error : null,
  };
}
