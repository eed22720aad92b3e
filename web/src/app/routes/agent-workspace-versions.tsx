import { CenteredProgress } from '../../components/centered-progress';
import { useAgent } from '../../features/agents/api/get-agent';
import { VersionsPanel } from '../../features/versions/components/versions-panel';
import { LABEL_LOADING_VERSIONS, MSG_RESTORE_NEEDS_VERSION_CONTROL } from '../../features/versions/strings';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { useOrganisation } from '../../lib/use-organisation';
import { AgentVersionSides } from './agent-workspace-sides';

/** The Versions tab: the live agent's history, restore, and diffs between versions, live and the draft. */
export function AgentVersionsPage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  const live = useAgent(agentId);
  const org = useOrganisation(orgId);
  if (live.status === 'error') throw live.error;
  if (org.status === 'error') throw org.error;
  if (live.status === 'loading' || org.status === 'loading' || !live.data) {
    return <CenteredProgress label={LABEL_LOADING_VERSIONS} />;
  }
  const versionControl = org.data?.enableAgentVersionControl ?? false;
  const liveAgent = live.data;
  return (
    <AgentVersionSides live={liveAgent} draftAgentId={edit.isDraft ? edit.agentId : null}>
      {({ live: liveSide, draft, draftAgent }) => (
        <VersionsPanel
          orgId={orgId}
          agentId={agentId}
          liveVersion={liveAgent.version}
          live={liveSide}
          draft={draft}
          draftEdited={draftAgent?.isEdited ?? false}
          restoreRefusal={edit.readOnlyReason ?? (versionControl ? null : MSG_RESTORE_NEEDS_VERSION_CONTROL)}
        />
      )}
    </AgentVersionSides>
  );
}
