import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_CAMPAIGNS,
  LABEL_LOADING_CAMPAIGNS,
  LABEL_NEW_CAMPAIGN,
  LABEL_NO_CAMPAIGNS,
  MSG_NO_CAMPAIGNS_HINT,
  loadCampaignsErrorMessage,
  type Campaign,
  type CampaignAction,
} from '@parley/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlanGateNotice } from '../../../components/upgrade-link';
import type { AsyncState } from '../../../lib/async-state';
import { CallingWindowNote } from './calling-window-note';
import { CampaignControls } from './campaign-controls';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusChip } from './campaign-status-chip';

export interface CampaignsListProps {
  campaigns: AsyncState<readonly Campaign[]>;
  /** The plan gate ('Upgrade your plan to create outbound campaigns'), or null when allowed. */
  planBlockedReason: string | null;
  onCreateClick: () => void;
  onAction: (action: CampaignAction, campaign: Campaign) => Promise<void>;
  campaignHref: (campaignId: string) => string;
}

function CreateButton({
  planBlockedReason,
  onCreateClick,
  reasonId,
}: Pick<CampaignsListProps, 'planBlockedReason' | 'onCreateClick'> & { reasonId: string }) {
  return (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      disabled={planBlockedReason !== null}
      aria-describedby={planBlockedReason === null ? undefined : reasonId}
      onClick={onCreateClick}
    >
      {LABEL_NEW_CAMPAIGN}
    </Button>
  );
}

function CampaignRows({
  campaigns,
  planBlockedReason,
  onAction,
  campaignHref,
}: Omit<CampaignsListProps, 'campaigns' | 'onCreateClick'> & { campaigns: readonly Campaign[] }) {
  return (
    <List aria-label={LABEL_CAMPAIGNS} disablePadding>
      {campaigns.map((campaign) => (
        <ListItem key={campaign.id} divider sx={{ flexWrap: 'wrap', gap: 2, py: 2 }}>
          <Stack spacing={0.5} sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={campaignHref(campaign.id)}
              variant="subtitle1"
              sx={{ wordBreak: 'break-word' }}
            >
              {campaign.name}
            </Link>
            <CampaignStatusChip status={campaign.status} />
            <CallingWindowNote campaign={campaign} />
          </Stack>
          <CampaignProgress campaign={campaign} />
          <CampaignControls campaign={campaign} startBlockedReason={planBlockedReason} onAction={onAction} />
        </ListItem>
      ))}
    </List>
  );
}

/** An agent's campaigns with live status and progress, their controls, and 'New campaign'. */
export function CampaignsList(props: CampaignsListProps) {
  const { campaigns, planBlockedReason } = props;
  const headingId = useId();
  const reasonId = useId();
  let body;
  if (campaigns.status === 'loading') {
    body = (
      <Stack role="status" aria-label={LABEL_LOADING_CAMPAIGNS} spacing={1} sx={{ p: 2 }}>
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  } else if (campaigns.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        {loadCampaignsErrorMessage(campaigns.error.message)}
      </Alert>
    );
  } else if (campaigns.data.length === 0) {
    body = (
      <Stack spacing={1} sx={{ p: 4, alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h6" component="h3">
          {LABEL_NO_CAMPAIGNS}
        </Typography>
        <Typography color="text.secondary">{MSG_NO_CAMPAIGNS_HINT}</Typography>
      </Stack>
    );
  } else {
    body = <CampaignRows {...props} campaigns={campaigns.data} />;
  }
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={headingId} variant="h5" component="h2">
          {LABEL_CAMPAIGNS}
        </Typography>
        <CreateButton {...props} reasonId={reasonId} />
      </Stack>
      {planBlockedReason === null ? null : (
        <PlanGateNotice id={reasonId} severity="warning" message={planBlockedReason} />
      )}
      <Paper variant="outlined">{body}</Paper>
    </Stack>
  );
}
