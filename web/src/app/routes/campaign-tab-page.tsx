// A campaign's page, composed here: the campaigns feature shows the campaign, the calls feature its
// call log (the one call log, pinned to the campaign), passed in as the page's call-log slot, and the
// billing feature the used-up-credits banner above it (calls are made here).
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { CreditsUsedUpBanner } from '../../features/billing/components/credits-problem';
import { CampaignCallLog } from '../../features/calls/components/campaign-call-log';
import CampaignPage from '../../features/campaigns/routes/campaign-page';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';

/** /agent/:agentId/campaigns/:campaignId. */
export function CampaignTabPage({ orgId, agentId, agentName }: AgentWorkspacePageProps) {
  const callLog = useCallback(
    (campaignId: string) => <CampaignCallLog orgId={orgId} agentId={agentId} campaignId={campaignId} />,
    [orgId, agentId],
  );
  return (
    <Stack spacing={2}>
      <CreditsUsedUpBanner />
      <CampaignPage orgId={orgId} agentId={agentId} agentName={agentName} callLog={callLog} />
    </Stack>
  );
}
