import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import {
  NotificationsContext,
  type Notify,
  type NotificationContent,
  type NotificationSeverity,
  type NotifyOptions,
} from './notifications-context';

interface ActiveNotification {
  key: number;
  title: string | undefined;
  message: string;
  severity: NotificationSeverity;
  autoHideMs: number | null;
  action: NotifyOptions['action'];
}

const DEFAULT_AUTO_HIDE_MS = 5_000;
const ERROR_AUTO_HIDE_MS = 8_000;

function toParts(content: NotificationContent): { title: string | undefined; message: string } {
  if (typeof content === 'string') return { title: undefined, message: content };
  return content.description === undefined
    ? { title: undefined, message: content.title }
    : { title: content.title, message: content.description };
}

/**
 * Holds the app's single toast (the spec shows at most one at once, MAX_VISIBLE_TOASTS): a new
 * notification replaces the current one. Errors are announced assertively, others politely.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveNotification | null>(null);
  const [open, setOpen] = useState(false);

  const notify = useCallback<Notify>((content, options = {}) => {
    const severity = options.severity ?? 'info';
    const autoHideMs =
      options.autoHideMs === undefined
        ? severity === 'error'
          ? ERROR_AUTO_HIDE_MS
          : DEFAULT_AUTO_HIDE_MS
        : options.autoHideMs;
    setCurrent((previous) => ({
      key: (previous?.key ?? 0) + 1,
      ...toParts(content),
      severity,
      autoHideMs,
      action: options.action,
    }));
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not throw away a message the user has not read.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <NotificationsContext value={notify}>
      {children}
      {current && (
        <Snackbar
          key={current.key}
          open={open}
          autoHideDuration={current.autoHideMs}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={current.severity}
            variant="filled"
            onClose={close}
            action={
              current.action && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    current.action?.onClick();
                    setOpen(false);
                  }}
                >
                  {current.action.label}
                </Button>
              )
            }
            role={current.severity === 'error' ? 'alert' : 'status'}
            sx={{ width: '100%', maxWidth: 560 }}
          >
            {current.title && <AlertTitle>{current.title}</AlertTitle>}
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotificationsContext>
  );
}
