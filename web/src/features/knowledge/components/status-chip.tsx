import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import type { KbStatus } from '@parley/domain';
import { STATUS_FAILED, STATUS_PROCESSING, STATUS_READY } from '../strings';

const LABELS: Record<KbStatus, string> = {
  processing: STATUS_PROCESSING,
  ready: STATUS_READY,
  failed: STATUS_FAILED,
};

/** A document's processing state; the spinner says it is still changing on its own. */
export function StatusChip({ status }: { status: KbStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'ready' ? 'success' : status === 'failed' ? 'error' : 'default'}
      icon={status === 'processing' ? <CircularProgress size={12} aria-hidden /> : undefined}
      label={LABELS[status]}
    />
  );
}
