import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import { TestLabPanel } from '../components/test-lab-panel';

/** The agent workspace's Tests tab: `agentId` is the live agent, `edit` the draft a run talks to. */
export function TestLabPage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  return (
    <TestLabPanel
      orgId={orgId}
      liveAgentId={agentId}
      runAgentId={edit.agentId}
      runsDraft={edit.isDraft}
      readOnlyReason={edit.readOnlyReason}
    />
  );
}
