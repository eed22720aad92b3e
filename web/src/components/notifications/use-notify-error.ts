import { causeMessage, requestFailedToast } from '@parley/domain';
import { useCallback } from 'react';
import type { NotificationContent } from './notifications-context';
import { useNotify } from './use-notify';

/** Words a failure's message as a toast (the domain's toast builders fit: `importNumberFailedToast`). */
export type ErrorToast = (message: string) => NotificationContent;

/** Toasts a failure, worded by `toast` (the generic request failure unless told). */
export type NotifyError = (error: unknown, toast?: ErrorToast) => void;

/** The failure's own message as the toast, for screens whose spec text is the server's message. */
export const messageToast: ErrorToast = (message) => message;

/**
 * Toasts a failure: `notifyError(error)` shows the spec's 'Uh oh! Something went wrong.' / 'There was a
 * problem with your request: {message}'; a screen with its own spec toast passes its builder,
 * `notifyError(error, importNumberFailedToast)`. The one way the web turns a thrown error into a toast.
 */
export function useNotifyError(): NotifyError {
  const notify = useNotify();
  return useCallback(
    (error: unknown, toast: ErrorToast = requestFailedToast) => {
      notify(toast(causeMessage(error)), { severity: 'error' });
    },
    [notify],
  );
}
