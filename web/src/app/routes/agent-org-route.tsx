import Alert from '@mui/material/Alert';
import { MSG_AGENT_NOT_FOUND, MSG_AGENT_WITHOUT_ORGANIZATION } from '@parley/domain';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { useAgent } from '../../features/agents/api/get-agent';
import type { AgentOrgPageProps } from '../../lib/agent-org-page';
import { paths } from '../../lib/paths';
import { LeaveForAgentList, RouteErrorBoundary } from '../route-error-boundary';

export interface AgentOrgRouteProps {
  page: ComponentType<AgentOrgPageProps>;
  /**
   * The toast when the page's own document (a campaign) is missing or forbidden, the agent being
   * readable; the user is sent to the agent list. A missing agent always says MSG_AGENT_NOT_FOUND.
   */
  deniedMessage?: string;
}

/**
 * /agent/:agentId/...: loads the agent and renders `page` in the agent's own organisation (its orgId),
 * not the one selected in the switcher, so an agent of another organisation still shows its data. A
 * missing agent sends the user to the agent list; a failed read is thrown to the route's error boundary.
 */
export default function AgentOrgRoute(props: AgentOrgRouteProps) {
  const { agentId } = useParams();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  return <LoadedAgentOrg key={agentId} agentId={agentId} {...props} />;
}

function LoadedAgentOrg({ agentId, page: Page, deniedMessage }: AgentOrgRouteProps & { agentId: string }) {
  const agent = useAgent(agentId);
  if (agent.status === 'loading') return <PageLoader />;
  if (agent.status === 'error') throw agent.error;
  if (!agent.data) return <LeaveForAgentList message={MSG_AGENT_NOT_FOUND} />;
  if (!agent.data.orgId) return <Alert severity="error">{MSG_AGENT_WITHOUT_ORGANIZATION}</Alert>;
  const page = <Page orgId={agent.data.orgId} agentId={agentId} agentName={agent.data.name} />;
  if (deniedMessage === undefined) return page;
  return <RouteErrorBoundary deniedMessage={deniedMessage}>{page}</RouteErrorBoundary>;
}
