import { useCallback } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useSignedInUser } from '../../../lib/session';
import { useUpdateAgent } from '../api/update-agent';
import type { SaveAgentSection } from '../components/agent-editor';
import { saveAgentSection } from '../utils/save-agent-section';

/**
 * The Settings tab's save handler: a direct Firestore update as the signed-in user, with the spec's
 * toasts, of the agent `resolveAgentId` answers (the workspace's `edit.ensure`: the draft under version
 * control, made on the first save).
 */
export function useSaveAgentSection(resolveAgentId: () => Promise<string>): SaveAgentSection {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const user = useSignedInUser();
  const { mutateAsync } = useUpdateAgent();
  const { uid, email, displayName } = user;
  return useCallback<SaveAgentSection>(
    (section, before, after) =>
      saveAgentSection(
        {
          write: async (update) => mutateAsync({ agentId: await resolveAgentId(), update }),
          notify,
          notifyError,
          by: { uid, email, displayName },
        },
        section,
        before,
        after,
      ),
    [resolveAgentId, mutateAsync, notify, notifyError, uid, email, displayName],
  );
}
