import { useState, type ReactNode } from 'react';

export const REOPEN_LABEL = 'Reopen';

/**
 * Holds a dialog's `open` the way its parent would: the dialog's close callback sets it to false and a
 * 'Reopen' button outside the dialog sets it back, so tests can check what survives a close.
 */
export function Reopenable({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        {REOPEN_LABEL}
      </button>
      {children(open, () => {
        setOpen(false);
      })}
    </>
  );
}
