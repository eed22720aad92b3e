// A campaign's page, composed here: the campaigns feature shows the campaign, the calls feature its
// call log (the one call log, pinned to the campaign), passed in as the page's call-log slot.
import { useCallback } from 'react';
import { CampaignCallLog } from '../../features/calls/components/campaign-call-log';
import CampaignPage from '../../features/campaigns/routes/campaign-page';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';

/** /agent/:agentId/campaigns/:campaignId. */
export function CampaignTabPage({ orgId, agentId, agentName }: AgentWorkspacePageProps) {
  const callLog = useCallback(
    (campaignId: string) => <CampaignCallLog orgId={orgId} agentId={agentId} campaignId={campaignId} />,
    [orgId, agentId],
  );
  return <CampaignPage orgId={orgId} agentId={agentId} agentName={agentName} callLog={callLog} />;
}
