import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_CALL_LOG,
  LABEL_EDIT_CAMPAIGN,
  LABEL_LOADING_CAMPAIGN,
  MSG_CAMPAIGN_NOT_FOUND,
  MSG_CAMPAIGN_SAVED,
  MSG_CREDITS_EXHAUSTED,
  type Campaign,
} from '@parley/domain';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { PlanGateNotice } from '../../../components/upgrade-link';
import { paths } from '../../../lib/paths';
import { useAssignCampaignNumbers } from '../api/assign-numbers';
import { useCampaignAction } from '../api/campaign-controls';
import { useAvailableNumbers } from '../api/get-available-numbers';
import { useCampaign } from '../api/get-campaign';
import { useImportTwilioAccount } from '../api/import-twilio-account';
import { useSaveCampaign } from '../api/save-campaign';
import { useUpdateCampaignRouting } from '../api/update-campaign-routing';
import { useCampaignPlanGate } from '../hooks/use-campaign-gate';
import type { AgentOrgPageProps } from '../../../lib/agent-org-page';
import { CallingWindowNote } from './calling-window-note';
import { CampaignDecisions } from './campaign-decisions';
import { CampaignControls } from './campaign-controls';
import { CampaignFormDialog } from './campaign-form-dialog';
import { CampaignNumbersPanel } from './campaign-numbers-panel';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusChip } from './campaign-status-chip';
import { CampaignBreadcrumbs } from './page-header';

/**
 * The campaign's call log, given by the app layer (the calls feature's log pinned to the campaign):
 * features do not import each other.
 */
export type CampaignCallLogSlot = (campaignId: string) => ReactNode;

interface CampaignScreenProps extends AgentOrgPageProps {
  campaignId: string;
  callLog: CampaignCallLogSlot;
}

function CampaignNumbers({
  orgId,
  agentId,
  campaign,
}: {
  orgId: string;
  agentId: string;
  campaign: Campaign;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  const available = useAvailableNumbers(agentId, modalOpen);
  const assign = useAssignCampaignNumbers(agentId);
  const importTwilio = useImportTwilioAccount(orgId);
  const saveRouting = useUpdateCampaignRouting(campaign.id);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <CampaignNumbersPanel
        routing={{ routingType: campaign.routingType, phoneNumbers: campaign.phoneNumbers }}
        onSave={saveRouting}
        available={available}
        onAddModalOpenChange={setModalOpen}
        onAssign={async (phoneNumbers) => {
          await assign.mutateAsync({ campaignId: campaign.id, phoneNumbers });
        }}
        onTwilioImport={async (form) => {
          await importTwilio.mutateAsync(form);
        }}
      />
    </Paper>
  );
}

function CampaignDetail({
  orgId,
  agentId,
  agentName,
  campaign,
  callLog,
}: AgentOrgPageProps & { campaign: Campaign; callLog: CampaignCallLogSlot }) {
  const planBlockedReason = useCampaignPlanGate(orgId);
  const action = useCampaignAction();
  const save = useSaveCampaign(orgId, agentId);
  const callLogHeading = useId();
  const notify = useNotify();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <Stack spacing={3}>
      <CampaignBreadcrumbs agentId={agentId} agentName={agentName} current={campaign.name} />
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Stack spacing={1}>
          <Typography variant="h4" component="h2" sx={{ wordBreak: 'break-word' }}>
            {campaign.name}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CampaignStatusChip status={campaign.status} />
            <CampaignProgress campaign={campaign} />
          </Stack>
          <CallingWindowNote campaign={campaign} />
          <CampaignDecisions campaign={campaign} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            startIcon={<EditIcon />}
            onClick={() => {
              setEditing(true);
            }}
          >
            {LABEL_EDIT_CAMPAIGN}
          </Button>
          <CampaignControls
            campaign={campaign}
            startBlockedReason={planBlockedReason}
            onAction={async (kind, target) => {
              await action.mutateAsync({ action: kind, campaign: target });
              if (kind === 'delete') void navigate(paths.agentCampaigns(agentId), { replace: true });
            }}
          />
        </Stack>
      </Stack>
      {campaign.pausedReason === 'quota_exceeded' ? (
        // The runner paused it: the owner's credits ran out; a grant lets Resume carry on.
        <PlanGateNotice severity="warning" message={MSG_CREDITS_EXHAUSTED} />
      ) : null}
      <CampaignNumbers orgId={orgId} agentId={agentId} campaign={campaign} />
      <Stack component="section" aria-labelledby={callLogHeading} spacing={1} sx={{ minWidth: 0 }}>
        <Typography id={callLogHeading} variant="h6" component="h2">
          {LABEL_CALL_LOG}
        </Typography>
        {callLog(campaign.id)}
      </Stack>
      <CampaignFormDialog
        open={editing}
        campaign={campaign}
        onClose={() => {
          setEditing(false);
        }}
        onSubmit={async ({ form, contacts }) => {
          await save.mutateAsync({ campaignId: campaign.id, form, contacts });
          notify(MSG_CAMPAIGN_SAVED, { severity: 'success' });
        }}
      />
    </Stack>
  );
}

/** One campaign, live: its run state and controls, phone-number routing and call log. */
export function CampaignScreen({ orgId, agentId, agentName, campaignId, callLog }: CampaignScreenProps) {
  const campaign = useCampaign(campaignId);
  if (campaign.status === 'loading') {
    return (
      <Box
        role="status"
        aria-label={LABEL_LOADING_CAMPAIGN}
        sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
      >
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (campaign.status === 'error' || campaign.data === null) {
    return (
      <Alert severity="error" role="alert">
        {campaign.status === 'error' ? campaign.error.message : MSG_CAMPAIGN_NOT_FOUND}
      </Alert>
    );
  }
  return (
    <CampaignDetail
      orgId={orgId}
      agentId={agentId}
      agentName={agentName}
      campaign={campaign.data}
      callLog={callLog}
    />
  );
}
