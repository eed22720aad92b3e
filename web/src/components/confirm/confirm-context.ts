import { createContext } from 'react';

export interface ConfirmOptions {
  title: string;
  /** The consequence, in a sentence. */
  message?: string;
  /** 'Confirm' unless told; name the action ('Remove', 'Delete'). */
  confirmLabel?: string;
  /** 'Cancel' unless told. */
  cancelLabel?: string;
  /** Paints the confirm button as dangerous. */
  destructive?: boolean;
}

/** Resolves true when the user confirms, false when they cancel or dismiss. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);
