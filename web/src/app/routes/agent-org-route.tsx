import Alert from '@mui/material/Alert';
import { MSG_AGENT_NOT_FOUND, MSG_AGENT_WITHOUT_ORGANIZATION } from '@parley/domain';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { useAgent } from '../../features/agents/api/get-agent';
import { paths } from '../../lib/paths';

/** A page of one agent that acts in that agent's organisation. */
export interface AgentOrgPageProps {
  orgId: string;
  agentId: string;
}

/**
 * /agent/:agentId/...: loads the agent and renders `page` in the agent's own organisation (its orgId),
 * not the one selected in the switcher, so an agent of another organisation still shows its data.
 */
export default function AgentOrgRoute({ page: Page }: { page: ComponentType<AgentOrgPageProps> }) {
  const { agentId } = useParams();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  return <LoadedAgentOrg key={agentId} agentId={agentId} page={Page} />;
}

function LoadedAgentOrg({ agentId, page: Page }: { agentId: string; page: ComponentType<AgentOrgPageProps> }) {
  const agent = useAgent(agentId);
  if (agent.status === 'loading') return <PageLoader />;
  if (agent.status === 'error') return <Alert severity="error">{agent.error.message}</Alert>;
  if (!agent.data) return <Alert severity="error">{MSG_AGENT_NOT_FOUND}</Alert>;
  if (!agent.data.orgId) return <Alert severity="error">{MSG_AGENT_WITHOUT_ORGANIZATION}</Alert>;
  return <Page orgId={agent.data.orgId} agentId={agentId} />;
}
