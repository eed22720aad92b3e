import { use } from 'react';
import { ConfirmContext, type Confirm } from './confirm-context';

/** `if (await confirm({ title: 'Remove Ann?', confirmLabel: 'Remove', destructive: true })) …` */
export function useConfirm(): Confirm {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>.');
  return confirm;
}
