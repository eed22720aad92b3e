import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_ACTION_CONFIRM_MESSAGES,
  CAMPAIGN_ACTION_DONE,
  CAMPAIGN_ACTION_LABELS,
  campaignActionConfirmTitle,
  isCampaignIdle,
  isCampaignTerminable,
  type Campaign,
} from '@parley/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import type { CampaignAction } from '../api/campaign-controls';

export interface CampaignControlsProps {
  campaign: Campaign;
  /** Why starting is not possible on this plan ('Upgrade your plan to create outbound campaigns'), or null. */
  startBlockedReason: string | null;
  onAction: (action: CampaignAction, campaign: Campaign) => Promise<void>;
}

/** The actions a campaign offers in its status (docs/campaigns.md). */
export function availableActions(status: Campaign['status']): CampaignAction[] {
  const actions: CampaignAction[] = [];
  if (isCampaignIdle(status)) actions.push('start');
  if (status === 'IN_PROGRESS') actions.push('pause');
  if (status === 'PAUSED') actions.push('resume');
  if (isCampaignTerminable(status)) actions.push('terminate');
  actions.push('delete');
  return actions;
}

const DESTRUCTIVE: ReadonlySet<CampaignAction> = new Set(['terminate', 'delete']);

/**
 * Start, Pause, Resume, Terminate and Delete, each after a confirmation. Start is disabled with the plan
 * gate's reason shown beside it, so a click never fails on the plan.
 */
export function CampaignControls({ campaign, startBlockedReason, onAction }: CampaignControlsProps) {
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reasonId = useId();
  const [running, setRunning] = useState<CampaignAction | null>(null);

  const run = async (action: CampaignAction) => {
    const label = CAMPAIGN_ACTION_LABELS[action];
    const confirmed = await confirm({
      title: campaignActionConfirmTitle(label, campaign.name),
      message: CAMPAIGN_ACTION_CONFIRM_MESSAGES[action],
      confirmLabel: label,
      destructive: DESTRUCTIVE.has(action),
    });
    if (!confirmed) return;
    setRunning(action);
    try {
      await onAction(action, campaign);
      notify(CAMPAIGN_ACTION_DONE[action], { severity: 'success' });
    } catch (error) {
      notifyError(error);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1} role="group" aria-label={`${campaign.name} actions`}>
        {availableActions(campaign.status).map((action) => {
          const blocked = action === 'start' && startBlockedReason !== null;
          return (
            <Button
              key={action}
              size="small"
              variant={action === 'start' || action === 'resume' ? 'contained' : 'outlined'}
              color={DESTRUCTIVE.has(action) ? 'error' : 'primary'}
              disabled={blocked || running !== null}
              loading={running === action}
              aria-describedby={blocked ? reasonId : undefined}
              onClick={() => void run(action)}
            >
              {CAMPAIGN_ACTION_LABELS[action]}
            </Button>
          );
        })}
      </Stack>
      {startBlockedReason !== null && availableActions(campaign.status).includes('start') ? (
        <Typography id={reasonId} variant="caption" color="warning.main">
          {startBlockedReason}
        </Typography>
      ) : null}
    </Stack>
  );
}
