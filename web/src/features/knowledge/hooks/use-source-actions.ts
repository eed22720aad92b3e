import { LABEL_DELETE } from '@parley/domain';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';

/** What the delete confirmation says about the source. */
export interface DeleteQuestion {
  title: string;
  message: string;
}

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

  const removeAfterConfirm = async (question: DeleteQuestion, work: () => Promise<void>, done: string) => {
    const sure = await confirm({ ...question, confirmLabel: LABEL_DELETE, destructive: true });
    if (sure) await run(work, done);
  };

  return { notify, run, removeAfterConfirm };
}
