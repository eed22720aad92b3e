import { LABEL_DELETE } from '@parley/domain';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { MSG_REMOVED_FROM_DRAFT } from '../strings';

/** What the delete confirmation says about the source. */
export interface DeleteQuestion {
  title: string;
  message: string;
}

/**
 * What removing a document, website or FAQ did: deleted it, or only unlinked it from this agent (a draft)
 * while another (the live agent) still uses it (docs/knowledge-base.md#deleting-and-sharing).
 */
export type RemoveOutcome = 'deleted' | 'unlinked';

/**
 * The knowledge sections' one way of acting on a source: `run` toasts `done` on success and the failure
 * otherwise (the sections never throw into React); `removeAfterConfirm` asks first, as deleting a
 * source cannot be undone.
 */
export function useSourceActions() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const confirm = useConfirm();

  const run = async (work: () => Promise<void>, done?: string) => {
    try {
      await work();
      if (done) notify(done, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    }
  };

  const removeAfterConfirm = async (
    question: DeleteQuestion,
    work: () => Promise<RemoveOutcome>,
    done: string,
  ) => {
    const sure = await confirm({ ...question, confirmLabel: LABEL_DELETE, destructive: true });
    if (!sure) return;
    try {
      const outcome = await work();
      notify(outcome === 'unlinked' ? MSG_REMOVED_FROM_DRAFT : done, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    }
  };

  return { notify, run, removeAfterConfirm };
}
