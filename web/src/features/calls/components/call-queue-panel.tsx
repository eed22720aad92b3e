import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { QUEUE_MODES, type QueueMode } from '@parley/domain';
import { useId } from 'react';
import { TitledSection } from '../../../components/titled-section';
import type { AsyncState } from '../../../lib/async-state';
import type { CallQueueState } from '../api/call-queue';
import {
  LABEL_CALL_QUEUE,
  LABEL_PAUSE_QUEUE,
  LABEL_QUEUE_MODE,
  LABEL_QUEUE_PAUSED,
  LABEL_QUEUE_RUNNING,
  LABEL_RESUME_QUEUE,
  QUEUE_MODE_HELP,
  QUEUE_MODE_LABELS,
  loadCallsFailed,
  queueWaiting,
} from '../strings';

export interface CallQueuePanelProps {
  queue: AsyncState<CallQueueState | null>;
  onChange: (change: { paused?: boolean; mode?: QueueMode }) => void;
  /** A change is under way. */
  busy: boolean;
  /** Why the user may not change the queue (a VIEWER), or null. */
  readOnlyReason: string | null;
}

/** The agent's call queue, live: calls waiting, running or paused, and the mode, with their controls. */
export function CallQueuePanel({ queue, onChange, busy, readOnlyReason }: CallQueuePanelProps) {
  const modeLabelId = useId();
  let body;
  if (queue.status === 'loading') body = <Skeleton height={40} />;
  else if (queue.status === 'error')
    body = <Alert severity="error">{loadCallsFailed(queue.error.message)}</Alert>;
  else if (queue.data === null) body = null;
  else {
    const { callQueueIsPaused: paused, callQueueMode: mode, queueCount } = queue.data;
    const disabled = busy || readOnlyReason !== null;
    body = (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography role="status">{queueWaiting(queueCount)}</Typography>
          <Chip
            size="small"
            color={paused ? 'warning' : 'success'}
            label={paused ? LABEL_QUEUE_PAUSED : LABEL_QUEUE_RUNNING}
          />
          <Button
            size="small"
            variant="outlined"
            disabled={disabled}
            onClick={() => {
              onChange({ paused: !paused });
            }}
          >
            {paused ? LABEL_RESUME_QUEUE : LABEL_PAUSE_QUEUE}
          </Button>
        </Stack>
        <Stack spacing={0.5}>
          <Typography id={modeLabelId} variant="body2" color="text.secondary">
            {LABEL_QUEUE_MODE}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={mode}
            aria-labelledby={modeLabelId}
            disabled={disabled}
            onChange={(_, next: QueueMode | null) => {
              if (next && next !== mode) onChange({ mode: next });
            }}
          >
            {QUEUE_MODES.map((option) => (
              <ToggleButton key={option} value={option}>
                {QUEUE_MODE_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {QUEUE_MODE_HELP[mode]}
          </Typography>
        </Stack>
        {readOnlyReason && (
          <Typography variant="body2" color="text.secondary">
            {readOnlyReason}
          </Typography>
        )}
      </Stack>
    );
  }
  return <TitledSection title={LABEL_CALL_QUEUE}>{body}</TitledSection>;
}
