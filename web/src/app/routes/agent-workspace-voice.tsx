import { CenteredProgress } from '../../components/centered-progress';
import { useEditedAgent } from '../../features/agents/api/use-edited-agent';
import { AgentVoicePanel } from '../../features/voices/components/agent-voice-panel';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { useSignedInUser } from '../../lib/session';
import { LABEL_LOADING_AGENT } from '../../lib/strings';
import { useUserProfile } from '../../lib/use-user-profile';

/**
 * The voice panel of the edit target (the draft under version control), every change written to
 * `await edit.ensure()`. Composed here: the voices feature does not read agents itself.
 */
export function AgentWorkspaceVoice({ edit }: Pick<AgentWorkspacePageProps, 'edit'>) {
  const user = useSignedInUser();
  const profile = useUserProfile(user.uid);
  const agent = useEditedAgent(edit.agentId);
  if (agent.status === 'loading') return <CenteredProgress label={LABEL_LOADING_AGENT} />;
  if (agent.status === 'error') throw agent.error;
  if (!agent.data) return null;
  return (
    <AgentVoicePanel
      agent={agent.data}
      profile={profile.status === 'success' ? profile.data : null}
      resolveAgentId={edit.ensure}
    />
  );
}

/** The Voice tab. */
export function AgentWorkspaceVoicePage({ edit }: AgentWorkspacePageProps) {
  return <AgentWorkspaceVoice edit={edit} />;
}
