import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LABEL_NO_CAMPAIGNS, LABEL_OPEN_CAMPAIGNS, loadCampaignsErrorMessage } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAgentCampaigns } from '../api/get-agent-campaigns';
import { CampaignStatusChip } from './campaign-status-chip';

/** How many campaigns the agent-page section names before 'Open campaigns'. */
const SHOWN = 3;

/**
 * The agent page's Campaigns section: the newest campaigns, each a link to its page, with their live
 * status, and a link to all.
 */
export function CampaignsSummary({ agentId }: { agentId: string }) {
  const campaigns = useAgentCampaigns({ agentId });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {campaigns.status === 'error' ? (
        <Typography color="error">{loadCampaignsErrorMessage(campaigns.error.message)}</Typography>
      ) : null}
      {campaigns.status === 'success' && campaigns.data.length === 0 ? (
        <Typography color="text.secondary">{LABEL_NO_CAMPAIGNS}</Typography>
      ) : null}
      {campaigns.status === 'success'
        ? campaigns.data.slice(0, SHOWN).map((campaign) => (
            <Stack key={campaign.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Link component={RouterLink} to={paths.agentCampaign(agentId, campaign.id)}>
                {campaign.name}
              </Link>
              <CampaignStatusChip status={campaign.status} />
            </Stack>
          ))
        : null}
      {campaigns.status === 'success' && campaigns.data.length > SHOWN ? (
        <Chip size="small" label={`+${String(campaigns.data.length - SHOWN)}`} />
      ) : null}
      <Button component={RouterLink} to={paths.agentCampaigns(agentId)} variant="outlined">
        {LABEL_OPEN_CAMPAIGNS}
      </Button>
    </Stack>
  );
}
