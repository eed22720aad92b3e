import { versionLabel } from '@parley/domain';
import { useCallback } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useRestoreVersion } from '../api/publish-agent';
import { LABEL_RESTORE, MSG_RESTORE_REPLACES_EDITS, restoredToast, restoreTitle } from '../strings';

/**
 * Restores a version of a live agent as its draft (POST /agent/restore-version), first asking the user
 * when the draft holds unpublished edits it would replace; toasts the outcome. Resolves true once
 * restored, false when the user cancelled or it failed.
 */
export function useRestoreVersionFlow(agentId: string, draftEdited: boolean) {
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { mutateAsync: restore, isPending } = useRestoreVersion();
  const run = useCallback(
    async (version: number): Promise<boolean> => {
      const label = versionLabel(version);
      if (draftEdited) {
        const confirmed = await confirm({
          title: restoreTitle(label),
          message: MSG_RESTORE_REPLACES_EDITS,
          confirmLabel: LABEL_RESTORE,
          destructive: true,
        });
        if (!confirmed) return false;
      }
      try {
        await restore({ agentId, version });
      } catch (error) {
        notifyError(error);
        return false;
      }
      notify(restoredToast(label), { severity: 'success' });
      return true;
    },
    [agentId, draftEdited, confirm, restore, notify, notifyError],
  );
  return { restore: run, isRestoring: isPending };
}
