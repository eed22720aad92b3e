import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AbArm, AbSplit, AbTest } from '@parley/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredProgress } from '../../../components/centered-progress';
import { useConfirm } from '../../../components/confirm/use-confirm';
import type { AsyncState } from '../../../lib/async-state';
import { paths } from '../../../lib/paths';
import type { AbArmStats } from '../api/ab-arm-stats';
import {
  AB_INTRO,
  AB_NONE,
  AB_TITLE,
  CONFIRM_DISCARD,
  CONFIRM_KEEP_A,
  CONFIRM_PROMOTE_B,
  LABEL_CHANGE_SPLIT,
  LABEL_DISCARD,
  LABEL_EDIT_B,
  LABEL_KEEP_A,
  LABEL_LOADING_AB,
  LABEL_PROMOTE_B,
  LABEL_SAVE_SPLIT,
  LABEL_SAVING,
  LABEL_START_AB,
  LABEL_STARTING_AB,
} from '../strings';
import { AbArmResults } from './ab-arm-results';
import { SplitFormDialog } from './split-form-dialog';

/** How a test ends: promote an arm (B is published; A keeps the live agent) or discard it. */
export type AbTestEnd = { outcome: 'promote'; winner: AbArm } | { outcome: 'discard' };

export interface AbTestPanelProps {
  /** The running test: null when there is none (or it has ended). */
  test: AsyncState<AbTest | null>;
  stats: AsyncState<Record<AbArm, AbArmStats>>;
  readOnlyReason: string | null;
  onStart: (split: AbSplit) => Promise<void>;
  onChangeSplit: (testCaseId: string, split: AbSplit) => Promise<void>;
  onEnd: (testCaseId: string, end: AbTestEnd) => Promise<void>;
}

const EVEN_SPLIT: AbSplit = { a: 50, b: 50 };

/**
 * The A/B test tab of a live agent: start a test (a B copy and a split), then change the split, open B
 * to edit it, compare the arms, and end it — make B live, keep A, or discard — each confirmed first.
 */
export function AbTestPanel({
  test,
  stats,
  readOnlyReason,
  onStart,
  onChangeSplit,
  onEnd,
}: AbTestPanelProps) {
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<'start' | 'split' | null>(null);
  const [ending, setEnding] = useState(false);
  const readOnly = readOnlyReason !== null;
  const close = () => {
    setDialog(null);
  };

  let body: ReactNode;
  if (test.status === 'loading') {
    body = <CenteredProgress label={LABEL_LOADING_AB} />;
  } else if (test.status === 'error') {
    body = <Alert severity="error">{test.error.message}</Alert>;
  } else if (test.data?.status !== 'running') {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{AB_NONE}</Typography>
        <Button
          variant="contained"
          disabled={readOnly}
          onClick={() => {
            setDialog('start');
          }}
        >
          {LABEL_START_AB}
        </Button>
        <SplitFormDialog
          open={dialog === 'start'}
          onClose={close}
          title={LABEL_START_AB}
          submitLabel={LABEL_START_AB}
          submittingLabel={LABEL_STARTING_AB}
          initialSplit={EVEN_SPLIT}
          onSubmit={onStart}
        />
      </Stack>
    );
  } else {
    const running = test.data;
    const end = async (options: typeof CONFIRM_DISCARD | typeof CONFIRM_KEEP_A, how: AbTestEnd) => {
      if (!(await confirm(options))) return;
      setEnding(true);
      try {
        await onEnd(running.id, how);
      } finally {
        setEnding(false);
      }
    };
    body = (
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            disabled={readOnly}
            onClick={() => {
              setDialog('split');
            }}
          >
            {LABEL_CHANGE_SPLIT}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.agent(running.variantAgentId)}>
            {LABEL_EDIT_B}
          </Button>
        </Stack>
        <AbArmResults split={running.split} stats={stats} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            disabled={readOnly || ending}
            onClick={() => void end(CONFIRM_PROMOTE_B, { outcome: 'promote', winner: 'B' })}
          >
            {LABEL_PROMOTE_B}
          </Button>
          <Button
            variant="outlined"
            disabled={readOnly || ending}
            onClick={() => void end(CONFIRM_KEEP_A, { outcome: 'promote', winner: 'A' })}
          >
            {LABEL_KEEP_A}
          </Button>
          <Button
            color="error"
            disabled={readOnly || ending}
            onClick={() => void end(CONFIRM_DISCARD, { outcome: 'discard' })}
          >
            {LABEL_DISCARD}
          </Button>
        </Stack>
        <SplitFormDialog
          open={dialog === 'split'}
          onClose={close}
          title={LABEL_CHANGE_SPLIT}
          submitLabel={LABEL_SAVE_SPLIT}
          submittingLabel={LABEL_SAVING}
          initialSplit={running.split}
          onSubmit={(split) => onChangeSplit(running.id, split)}
        />
      </Stack>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="ab-test-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="ab-test-title" variant="h5" component="h2">
            {AB_TITLE}
          </Typography>
          <Typography color="text.secondary">{AB_INTRO}</Typography>
          {readOnlyReason && <Alert severity="info">{readOnlyReason}</Alert>}
          {body}
        </Stack>
      </CardContent>
    </Card>
  );
}
