import Stack from '@mui/material/Stack';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { CampaignScreen, type CampaignCallLogSlot } from '../components/campaign-screen';
import type { AgentOrgPageProps } from '../../../lib/agent-org-page';

export interface CampaignPageProps extends AgentOrgPageProps {
  callLog: CampaignCallLogSlot;
}

/** /agent/:agentId/campaigns/:campaignId: one campaign with its numbers and call log, in the agent's organisation. */
export default function CampaignPage({ orgId, agentId, agentName, callLog }: CampaignPageProps) {
  const { campaignId } = useParams();
  if (!campaignId) return <Navigate to={paths.agentCampaigns(agentId)} replace />;
  return (
    <Stack sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <CampaignScreen
        key={campaignId}
        orgId={orgId}
        agentId={agentId}
        agentName={agentName}
        campaignId={campaignId}
        callLog={callLog}
      />
    </Stack>
  );
}
