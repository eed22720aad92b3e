// The dry-run: start at the trigger, answer for the caller step by step, see each step, the variables
// and the branch taken and why, until END_CALL; each state is recorded as a simulation run the user
// can reopen (docs/workflows.md#dry-run). The data sources come as props (dry-run-panel.tsx wires them).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  startDryRun,
  type DryRunAnswer,
  type DryRunState,
  type RecordSimulationRequest,
  type WorkflowContent,
  type WorkflowSimulation,
} from '@parley/domain';
import { useId, useRef, useState } from 'react';
import { PlanGateNotice } from '../../../components/upgrade-link';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';
import { AnswerForm } from './answer-form';
import { answer, recordOf, replay } from './dry-run-session';
import { DryRunSteps } from './dry-run-steps';
import {
  LABEL_DRY_RUN,
  LABEL_LOADING_RUNS,
  LABEL_PAST_RUNS,
  LABEL_REOPEN,
  LABEL_RESTART,
  LABEL_SHOW_ON_CANVAS,
  LABEL_START,
  LABEL_VARIABLES,
  labelShowStep,
  loadRunsErrorMessage,
  MSG_CALL_ENDED,
  MSG_DRY_RUN_HINT,
  MSG_NO_RUNS,
  RUN_STATUS_LABELS,
  recordFailedMessage,
  runText,
  waitingAt,
} from './strings';

export type RunRecord = Pick<RecordSimulationRequest, 'status' | 'steps' | 'variables' | 'error'>;

export interface DryRunProps {
  content: WorkflowContent;
  runs: AsyncState<readonly WorkflowSimulation[]>;
  /** Why the user may not run it: the plan's 'Upgrade your plan to test your agents' or a VIEWER's reason. */
  blockedReason: string | null;
  /** Whether the block is the plan's (then an upgrade link is offered). */
  planBlocked: boolean;
  /** Saves a run's state: a new run without runId; answers the run's id. */
  record: (run: RunRecord, runId: string | null) => Promise<string>;
  onFocusNode: (nodeId: string) => void;
}

function PastRuns({
  runs,
  disabled,
  onReopen,
}: {
  runs: DryRunProps['runs'];
  disabled: boolean;
  onReopen: (run: WorkflowSimulation) => void;
}) {
  const headingId = useId();
  let body;
  if (runs.status === 'loading')
    body = <Skeleton role="status" aria-label={LABEL_LOADING_RUNS} height={40} />;
  else if (runs.status === 'error')
    body = <Alert severity="error">{loadRunsErrorMessage(runs.error.message)}</Alert>;
  else if (runs.data.length === 0)
    body = (
      <Typography variant="body2" color="text.secondary">
        {MSG_NO_RUNS}
      </Typography>
    );
  else
    body = (
      <List aria-labelledby={headingId} dense disablePadding>
        {runs.data.map((run) => (
          <ListItem
            key={run.id}
            disableGutters
            secondaryAction={
              <Button
                size="small"
                disabled={disabled}
                aria-label={`${LABEL_REOPEN} ${runText(formatTimestamp(run.createdAt), run.steps.length)}`}
                onClick={() => {
                  onReopen(run);
                }}
              >
                {LABEL_REOPEN}
              </Button>
            }
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 10, minWidth: 0 }}>
              <Chip
                size="small"
                label={RUN_STATUS_LABELS[run.status]}
                color={run.status === 'succeeded' ? 'success' : run.status === 'failed' ? 'error' : 'default'}
              />
              <Typography variant="body2" noWrap>
                {runText(formatTimestamp(run.createdAt), run.steps.length)}
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  return (
    <Stack spacing={1}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {LABEL_PAST_RUNS}
      </Typography>
      {body}
    </Stack>
  );
}

function Variables({ variables }: { variables: DryRunState['variables'] }) {
  const headingId = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {LABEL_VARIABLES}
      </Typography>
      <Box
        component="dl"
        aria-labelledby={headingId}
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, fontSize: 13 }}
      >
        {Object.entries(variables).map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontFamily: 'monospace' }}>
              {name}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {String(value)}
            </Box>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/** The dry-run of one workflow, beside its canvas. */
export function DryRun({ content, runs, blockedReason, planBlocked, record, onFocusNode }: DryRunProps) {
  const headingId = useId();
  const [run, setRun] = useState<DryRunState | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Saves go one after another, so the second knows the run id the first was given.
  const saving = useRef<Promise<string | null>>(Promise.resolve(null));

  const show = (state: DryRunState, accepted: boolean) => {
    setRun(state);
    if (!accepted) return;
    saving.current = saving.current.then(async (runId) => {
      try {
        const id = await record(recordOf(state), runId);
        setSaveError(null);
        return id;
      } catch (error) {
        setSaveError(recordFailedMessage(causeMessage(error)));
        return runId;
      }
    });
  };

  const start = () => {
    saving.current = Promise.resolve(null);
    show(startDryRun(content), true);
  };

  const respond = (given: DryRunAnswer) => {
    if (!run) return;
    const next = answer(content, run, given);
    show(next, next.steps.length !== run.steps.length);
  };

  const reopen = (recorded: WorkflowSimulation) => {
    saving.current = Promise.resolve(recorded.id);
    setRun(replay(content, recorded.steps));
  };

  const blocked = blockedReason !== null;
  const awaiting = run?.status === 'awaiting_input' ? run.awaiting : null;
  const waitingNode = awaiting ? content.nodes.find((node) => node.id === awaiting.nodeId) : undefined;
  const label = waitingNode?.data.frontend.label;
  const waitingLabel = typeof label === 'string' && label !== '' ? label : waitingNode?.data.type;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {LABEL_DRY_RUN}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {MSG_DRY_RUN_HINT}
      </Typography>
      {blockedReason === null ? null : planBlocked ? (
        <PlanGateNotice message={blockedReason} />
      ) : (
        <Alert severity="info">{blockedReason}</Alert>
      )}
      <Box>
        <Button variant={run ? 'outlined' : 'contained'} disabled={blocked} onClick={start}>
          {run ? LABEL_RESTART : LABEL_START}
        </Button>
      </Box>
      {saveError ? <Alert severity="warning">{saveError}</Alert> : null}
      {run ? (
        <>
          <DryRunSteps steps={run.steps} onFocusNode={onFocusNode} />
          {awaiting ? (
            <Stack spacing={1}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="subtitle2" component="p" role="status">
                  {waitingAt(waitingLabel ?? awaiting.nodeId)}
                </Typography>
                <Button
                  size="small"
                  aria-label={labelShowStep(waitingLabel ?? awaiting.nodeId)}
                  onClick={() => {
                    onFocusNode(awaiting.nodeId);
                  }}
                  sx={{ flexShrink: 0 }}
                >
                  {LABEL_SHOW_ON_CANVAS}
                </Button>
              </Stack>
              {run.error ? (
                <Alert severity="error" role="alert">
                  {run.error}
                </Alert>
              ) : null}
              <AnswerForm
                key={`${awaiting.nodeId}:${String(run.steps.length)}`}
                prompt={awaiting}
                disabled={blocked}
                onAnswer={respond}
              />
            </Stack>
          ) : null}
          {run.status === 'ended' ? (
            <Alert severity="success" role="status">
              {MSG_CALL_ENDED}
            </Alert>
          ) : null}
          {run.status === 'failed' ? (
            <Alert severity="error" role="alert">
              {run.error}
            </Alert>
          ) : null}
          <Variables variables={run.variables} />
        </>
      ) : null}
      <PastRuns runs={runs} disabled={blocked} onReopen={reopen} />
    </Stack>
  );
}
