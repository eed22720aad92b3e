import type { AlertColor } from '@mui/material/Alert';
import { createContext } from 'react';

export type NotificationSeverity = AlertColor;

/** What a toast says: a message, or the domain's `{ title, description }` Toast shape. */
export type NotificationContent = string | { readonly title: string; readonly description?: string };

export interface NotifyOptions {
  /** 'info' unless told. */
  severity?: NotificationSeverity;
  /** Milliseconds before it hides itself; null keeps it until dismissed. Errors stay 8 s, others 5 s. */
  autoHideMs?: number | null;
  /** A button in the toast (e.g. 'Undo' after a removal); the toast closes when it is pressed. */
  action?: { readonly label: string; readonly onClick: () => void };
}

export type Notify = (content: NotificationContent, options?: NotifyOptions) => void;

export const NotificationsContext = createContext<Notify | null>(null);
