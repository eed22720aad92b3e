import Stack from '@mui/material/Stack';
import { Navigate, useSearchParams } from 'react-router-dom';
import { EDIT_PARAM, paths } from '../../../lib/paths';
import { AgentCampaigns } from '../components/agent-campaigns';
import { CampaignBreadcrumbs } from '../components/page-header';
import type { AgentOrgPageProps } from '../../../lib/agent-org-page';

/**
 * /agent/:agentId/campaigns: the agent's campaigns, in the agent's organisation. `?edit={campaignId}`
 * (the spec's query parameter) opens that campaign.
 */
export default function CampaignsPage({ orgId, agentId, agentName }: AgentOrgPageProps) {
  const [search] = useSearchParams();
  const edit = search.get(EDIT_PARAM);
  if (edit) return <Navigate to={paths.agentCampaign(agentId, edit)} replace />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <CampaignBreadcrumbs agentId={agentId} agentName={agentName} current={null} />
      <AgentCampaigns key={`${orgId}/${agentId}`} orgId={orgId} agentId={agentId} />
    </Stack>
  );
}
