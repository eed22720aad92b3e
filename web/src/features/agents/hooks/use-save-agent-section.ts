import { useCallback } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useSignedInUser } from '../../../lib/session';
import { useUpdateAgent } from '../api/update-agent';
import type { SaveAgentSection } from '../components/agent-editor';
import { saveAgentSection } from '../utils/save-agent-section';

/** The agent page's save handler: direct Firestore update as the signed-in user, with the spec's toasts. */
export function useSaveAgentSection(agentId: string): SaveAgentSection {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const user = useSignedInUser();
  const { mutateAsync } = useUpdateAgent();
  const { uid, email, displayName } = user;
  return useCallback<SaveAgentSection>(
    (section, before, after) =>
      saveAgentSection(
        {
          write: (update) => mutateAsync({ agentId, update }),
          notify,
          notifyError,
          by: { uid, email, displayName },
        },
        section,
        before,
        after,
      ),
    [agentId, mutateAsync, notify, notifyError, uid, email, displayName],
  );
}
