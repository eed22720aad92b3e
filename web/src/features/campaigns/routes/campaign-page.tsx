import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MSG_AGENT_WITHOUT_ORGANIZATION } from '@parley/domain';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentOrg } from '../../../lib/current-org';
import { paths } from '../../../lib/paths';
import { CampaignScreen } from '../components/campaign-screen';

/** /agent/:agentId/campaigns/:campaignId: one campaign with its numbers and call log. */
export default function CampaignPage() {
  const { agentId, campaignId } = useParams();
  const { status, orgId, error } = useCurrentOrg();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  if (!campaignId) return <Navigate to={paths.agentCampaigns(agentId)} replace />;
  if (status === 'loading') return <PageLoader />;
  if (status === 'error' || !orgId) {
    return <Alert severity="error">{error?.message ?? MSG_AGENT_WITHOUT_ORGANIZATION}</Alert>;
  }
  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <CampaignScreen key={campaignId} orgId={orgId} agentId={agentId} campaignId={campaignId} />
    </Stack>
  );
}
