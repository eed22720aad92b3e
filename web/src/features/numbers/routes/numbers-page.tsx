import { AgentNumbersSection } from '../components/agent-numbers-section';
import type { AgentOrgPageProps } from '../../../lib/agent-org-page';

/**
 * The agent workspace's Numbers tab (/agent/:agentId/numbers): the agent's phone numbers and SIP
 * addresses, in the agent's organisation. The workspace's header names the agent.
 */
export default function NumbersPage({ orgId, agentId }: AgentOrgPageProps) {
  return <AgentNumbersSection key={`${orgId}/${agentId}`} orgId={orgId} agentId={agentId} />;
}
