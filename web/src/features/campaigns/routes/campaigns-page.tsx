import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MSG_AGENT_WITHOUT_ORGANIZATION } from '@parley/domain';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentOrg } from '../../../lib/current-org';
import { EDIT_PARAM, paths } from '../../../lib/paths';
import { AgentCampaigns } from '../components/agent-campaigns';
import { CampaignBreadcrumbs } from '../components/page-header';

/**
 * /agent/:agentId/campaigns: the agent's campaigns. `?edit={campaignId}` (the spec's query parameter)
 * opens that campaign.
 */
export default function CampaignsPage() {
  const { agentId } = useParams();
  const [search] = useSearchParams();
  const { status, orgId, error } = useCurrentOrg();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  const edit = search.get(EDIT_PARAM);
  if (edit) return <Navigate to={paths.agentCampaign(agentId, edit)} replace />;
  if (status === 'loading') return <PageLoader />;
  if (status === 'error' || !orgId)
    return <Alert severity="error">{error?.message ?? MSG_AGENT_WITHOUT_ORGANIZATION}</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <CampaignBreadcrumbs agentId={agentId} current={null} />
      <AgentCampaigns key={`${orgId}/${agentId}`} orgId={orgId} agentId={agentId} />
    </Stack>
  );
}
