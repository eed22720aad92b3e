import Chip, { type ChipProps } from '@mui/material/Chip';
import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '@parley/domain';

const COLORS: Record<CampaignStatus, ChipProps['color']> = {
  IDLE: 'default',
  QUEUED: 'info',
  IN_PROGRESS: 'primary',
  PAUSED: 'warning',
  COMPLETED: 'success',
  FAILED: 'error',
};

/**
 * A campaign's run state; no status counts as idle. It keeps its own width (a column stack would
 * otherwise stretch it across the row).
 */
export function CampaignStatusChip({ status }: { status: CampaignStatus | null | undefined }) {
  const shown = status ?? 'IDLE';
  return (
    <Chip
      size="small"
      label={CAMPAIGN_STATUS_LABELS[shown]}
      color={COLORS[shown]}
      sx={{ alignSelf: 'flex-start', width: 'fit-content' }}
    />
  );
}
