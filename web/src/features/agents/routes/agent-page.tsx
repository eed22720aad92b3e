import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { useAgent } from '../api/get-agent';
import { useUserProfile } from '../api/get-user-profile';
import { AgentDetail } from '../components/agent-detail';
import { useSaveAgentSection } from '../hooks/use-save-agent-section';
import { clusterHostsFromEnv } from '../utils/cluster-hosts-config';

/** The cluster hosts of this deployment (VITE_APP_HOST, VITE_APP_HOST_AU, VITE_APP_HOST_ENTERPRISE). */
const CLUSTER_HOSTS = clusterHostsFromEnv(import.meta.env);

const leaveFor = (url: string) => {
  window.location.assign(url);
};

function LiveAgent({ agentId }: { agentId: string }) {
  const user = useSignedInUser();
  const agentState = useAgent(agentId);
  const profile = useUserProfile(user.uid);
  const onSave = useSaveAgentSection(agentId);
  return (
    <AgentDetail
      agentState={agentState}
      checklist={profile.status === 'success' ? (profile.data?.newUserCheckList ?? null) : null}
      onSave={onSave}
      location={window.location}
      hosts={CLUSTER_HOSTS}
      redirect={leaveFor}
    />
  );
}

/** /agent/:agentId: the live agent on its cluster's host, with its edit forms. */
export default function AgentPage() {
  const { agentId } = useParams();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  return <LiveAgent key={agentId} agentId={agentId} />;
}
