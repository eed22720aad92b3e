import Stack from '@mui/material/Stack';
import { MSG_CAMPAIGN_SAVED } from '@parley/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { paths } from '../../../lib/paths';
import { useCampaignAction } from '../api/campaign-controls';
import { useAgentCampaigns } from '../api/get-agent-campaigns';
import { useSaveCampaign } from '../api/save-campaign';
import { useCampaignPlanGate } from '../hooks/use-campaign-gate';
import { CampaignFormDialog } from './campaign-form-dialog';
import { CampaignsList } from './campaigns-list';

/**
 * An agent's campaigns, live, with create and the run controls. A section of its own so the app can
 * place it on the agent page or on a campaigns route.
 */
export function AgentCampaigns({ orgId, agentId }: { orgId: string; agentId: string }) {
  const campaigns = useAgentCampaigns({ agentId });
  const planBlockedReason = useCampaignPlanGate(orgId);
  const action = useCampaignAction();
  const save = useSaveCampaign(orgId, agentId);
  const notify = useNotify();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <CampaignsList
        campaigns={campaigns}
        planBlockedReason={planBlockedReason}
        onCreateClick={() => {
          setCreating(true);
        }}
        onAction={async (kind, campaign) => {
          await action.mutateAsync({ action: kind, campaign });
        }}
        campaignHref={(campaignId) => paths.agentCampaign(agentId, campaignId)}
      />
      <CampaignFormDialog
        open={creating}
        campaign={null}
        onClose={() => {
          setCreating(false);
        }}
        onSubmit={async ({ form, contacts }) => {
          const created = await save.mutateAsync({ campaignId: null, form, contacts });
          notify(MSG_CAMPAIGN_SAVED, { severity: 'success' });
          void navigate(paths.agentCampaign(agentId, created.id));
        }}
      />
    </Stack>
  );
}
