// The agent's campaigns, composed here: the campaigns feature's list, and the billing feature's
// used-up-credits banner above it (calls are made here).
import Stack from '@mui/material/Stack';
import { CreditsUsedUpBanner } from '../../features/billing/components/credits-problem';
import CampaignsPage from '../../features/campaigns/routes/campaigns-page';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';

/** /agent/:agentId/campaigns. */
export function CampaignsTabPage({ orgId, agentId, agentName }: AgentWorkspacePageProps) {
  return (
    <Stack spacing={2}>
      <CreditsUsedUpBanner />
      <CampaignsPage orgId={orgId} agentId={agentId} agentName={agentName} />
    </Stack>
  );
}
