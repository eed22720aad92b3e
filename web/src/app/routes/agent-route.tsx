import Skeleton from '@mui/material/Skeleton';
import {
  LABEL_CAMPAIGNS,
  LABEL_LOADING_VOICES,
  LABEL_PHONE_NUMBERS,
  LABEL_VOICE_SECTION,
} from '@parley/domain';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAgent } from '../../features/agents/api/get-agent';
import { AgentDetail, type AgentDetailSection } from '../../features/agents/components/agent-detail';
import { useSaveAgentSection } from '../../features/agents/hooks/use-save-agent-section';
import { CampaignsSummary } from '../../features/campaigns/components/campaigns-summary';
import { NumbersSummary } from '../../features/numbers/components/numbers-summary';
import { env } from '../../lib/env';
import { AGENT_VOICE_SECTION_ID, paths } from '../../lib/paths';
import { useSignedInUser } from '../../lib/session';
import { useUserProfile } from '../../lib/use-user-profile';

// Each feature section is its own chunk, so the page's forms show without waiting for the voice library.
const AgentVoicePanel = lazy(async () => ({
  default: (await import('../../features/voices/components/agent-voice-panel')).AgentVoicePanel,
}));

const sectionFallback = (label: string) => (
  <Skeleton variant="rounded" height={96} role="status" aria-label={label} />
);

const leaveFor = (url: string) => {
  window.location.assign(url);
};

function LiveAgent({ agentId }: { agentId: string }) {
  const user = useSignedInUser();
  const agentState = useAgent(agentId);
  const profile = useUserProfile(user.uid);
  const onSave = useSaveAgentSection(agentId);
  const profileData = profile.status === 'success' ? profile.data : null;
  // The agent page is composed here, in the app layer, so features never import each other: each
  // feature adds its own section to AgentDetail.
  const sections = useMemo<AgentDetailSection[]>(
    () => [
      {
        id: AGENT_VOICE_SECTION_ID,
        title: LABEL_VOICE_SECTION,
        render: (agent) => (
          <Suspense fallback={sectionFallback(LABEL_LOADING_VOICES)}>
            <AgentVoicePanel agent={agent} profile={profileData} />
          </Suspense>
        ),
      },
      {
        id: 'agent-phone-numbers',
        title: LABEL_PHONE_NUMBERS,
        render: (agent) => <NumbersSummary orgId={agent.orgId} agentId={agent.id} />,
      },
      {
        id: 'agent-campaigns',
        title: LABEL_CAMPAIGNS,
        render: (agent) => <CampaignsSummary agentId={agent.id} />,
      },
    ],
    [profileData],
  );
  return (
    <AgentDetail
      agentState={agentState}
      checklist={profileData?.newUserCheckList ?? null}
      onSave={onSave}
      location={window.location}
      hosts={env.clusterHosts}
      redirect={leaveFor}
      sections={sections}
    />
  );
}

/** /agent/:agentId: the live agent on its cluster's host, with its edit forms and feature sections. */
export default function AgentRoute() {
  const { agentId } = useParams();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  return <LiveAgent key={agentId} agentId={agentId} />;
}
