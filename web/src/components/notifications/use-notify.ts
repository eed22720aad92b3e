import { use } from 'react';
import { NotificationsContext, type Notify } from './notifications-context';

/**
 * Shows a toast: `notify('Saved', { severity: 'success' })` or `notify({ title, description })`.
 * One toast is visible at a time; a new one replaces the current one.
 */
export function useNotify(): Notify {
  const notify = use(NotificationsContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>.');
  return notify;
}
