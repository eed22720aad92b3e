import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGN_ACTION_CONFIRM_MESSAGES,
  CAMPAIGN_ACTION_DONE,
  CAMPAIGN_ACTION_LABELS,
  campaignActionConfirmTitle,
  campaignActionRefusal,
  campaignActionsFor,
  type Campaign,
  type CampaignAction,
} from '@parley/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';

export interface CampaignControlsProps {
  campaign: Campaign;
  /** Why starting is not possible on this plan ('Upgrade your plan to create outbound campaigns'), or null. */
  startBlockedReason: string | null;
  onAction: (action: CampaignAction, campaign: Campaign) => Promise<void>;
}

const DESTRUCTIVE: ReadonlySet<CampaignAction> = new Set(['terminate', 'delete']);

/**
 * The actions the campaign's status allows (the domain's lifecycle table, the one the routes apply),
 * each after a confirmation. Start is disabled with its reason shown beside it — the plan gate, or a
 * campaign not ready (no active number, no contacts) — so a click never fails on either.
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

  const actions = campaignActionsFor(campaign.status);
  const startBlocked = actions.includes('start')
    ? (startBlockedReason ?? campaignActionRefusal('start', campaign)?.message ?? null)
    : null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Stack direction="row" spacing={1} role="group" aria-label={`${campaign.name} actions`}>
        {actions.map((action) => {
          const blocked = action === 'start' && startBlocked !== null;
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
      {startBlocked === null ? null : (
        <Typography id={reasonId} variant="caption" color="warning.main">
          {startBlocked}
        </Typography>
      )}
    </Stack>
  );
}
