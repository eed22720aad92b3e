import { editsGoToDraft } from '@parley/domain';
import { CenteredProgress } from '../../components/centered-progress';
import { useAgent } from '../../features/agents/api/get-agent';
import { VersionsPanel } from '../../features/versions/components/versions-panel';
import { LABEL_LOADING_VERSIONS } from '../../features/versions/strings';
import { restoreRefusal } from '../../features/versions/utils/restore-refusal';
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
  const liveAgent = live.data;
  // The header's test (an A/B test copy has no versions of its own to restore).
  const versionControl = editsGoToDraft(liveAgent, {
    enableAgentVersionControl: org.data?.enableAgentVersionControl ?? false,
  });
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
          restoreRefusal={restoreRefusal(edit.readOnlyReason, versionControl)}
        />
      )}
    </AgentVersionSides>
  );
}
