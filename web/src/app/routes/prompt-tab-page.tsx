// The Prompt tab, composed here: the prompt feature edits the modules, the agents feature reads the
// agent and writes it (the one client write path of agent fields, buildAgentUpdate + updateAgent).
import { agentUpdateFailedToast, type PromptModule } from '@parley/domain';
import { useCallback } from 'react';
import { CenteredProgress } from '../../components/centered-progress';
import { useNotifyError } from '../../components/notifications/use-notify-error';
import { useUpdateAgent } from '../../features/agents/api/update-agent';
import { useEditedAgent } from '../../features/agents/api/use-edited-agent';
import { buildAgentUpdate } from '../../features/agents/utils/agent-update';
import { PromptEditor } from '../../features/prompt/components/prompt-editor';
import { LABEL_LOADING_PROMPT } from '../../features/prompt/strings';
import { checkedPromptModules } from '../../features/prompt/utils/checked-prompt-modules';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { useSignedInUser } from '../../lib/session';

/**
 * Edits the prompt modules of the edit target (the draft under version control), each save written to
 * `await edit.ensure()`. While the target switches from the live agent to its new draft, the agent
 * shown last stays on screen (useEditedAgent), so an edit waiting to be saved is not thrown away.
 */
export function PromptTabPage({ edit }: AgentWorkspacePageProps) {
  const agent = useEditedAgent(edit.agentId);
  const shown = agent.status === 'success' ? agent.data : null;
  const { mutateAsync } = useUpdateAgent();
  const notifyError = useNotifyError();
  const { uid, email, displayName } = useSignedInUser();
  const category = shown?.category ?? 'General';
  const { ensure } = edit;

  const save = useCallback(
    async (modules: readonly PromptModule[]): Promise<boolean> => {
      try {
        const promptModules = checkedPromptModules(modules, category);
        const agentId = await ensure();
        const update = buildAgentUpdate('root', {}, { promptModules }, { uid, email, displayName });
        if (update) await mutateAsync({ agentId, update });
        return true;
      } catch (error) {
        notifyError(error, agentUpdateFailedToast);
        return false;
      }
    },
    [category, ensure, mutateAsync, notifyError, uid, email, displayName],
  );

  if (agent.status === 'error') throw agent.error;
  if (!shown) return <CenteredProgress label={LABEL_LOADING_PROMPT} />;
  return (
    <PromptEditor
      modules={shown.promptModules}
      category={category}
      readOnlyReason={edit.readOnlyReason}
      onSave={save}
    />
  );
}
