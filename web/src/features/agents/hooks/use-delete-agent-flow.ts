import {
  MSG_DELETE_AGENT_FORBIDDEN,
  deleteAgentError,
  type Agent,
  type Organisation,
  type Role,
  LABEL_DELETE,
} from '@parley/domain';
import { useCallback } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { isPermissionError } from '../../../lib/errors';
import { useDeleteAgent } from '../api/delete-agent';
import { MSG_AGENT_DELETED, MSG_DELETE_AGENT_CONFIRM, deleteAgentConfirmTitle } from '../../../lib/strings';

interface DeleteAgentFlowInput {
  /** The signed-in user with their role; null while the profile loads (the server then decides). */
  user: { uid: string; role: Role } | null;
  org: Pick<Organisation, 'ownerUid' | 'adminUids' | 'memberUids'> | null;
}

/**
 * Deleting from the list: the spec's permission message when the user may not delete (checked here
 * and again by the callable), else a confirmation, then the deleteAgent callable.
 */
export function useDeleteAgentFlow({ user, org }: DeleteAgentFlowInput): (agent: Agent) => Promise<void> {
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { mutateAsync } = useDeleteAgent();
  return useCallback(
    async (agent: Agent) => {
      const refusal = user && org ? deleteAgentError(user, org) : null;
      if (refusal) {
        notify(refusal, { severity: 'error' });
        return;
      }
      const confirmed = await confirm({
        title: deleteAgentConfirmTitle(agent.name),
        message: MSG_DELETE_AGENT_CONFIRM,
        confirmLabel: LABEL_DELETE,
        destructive: true,
      });
      if (!confirmed) return;
      try {
        await mutateAsync({ agentId: agent.id });
        notify(MSG_AGENT_DELETED, { severity: 'success' });
      } catch (error) {
        notifyError(error, (message) => (isPermissionError(error) ? MSG_DELETE_AGENT_FORBIDDEN : message));
      }
    },
    [user, org, confirm, notify, notifyError, mutateAsync],
  );
}
