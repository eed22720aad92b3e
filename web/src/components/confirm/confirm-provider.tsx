import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { LABEL_CANCEL } from '@parley/domain';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { LABEL_CONFIRM } from '../../lib/strings';
import { ConfirmContext, type Confirm, type ConfirmOptions } from './confirm-context';

/** One confirmation dialog for the whole app, opened through useConfirm(). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const titleId = useId();
  const messageId = useId();

  const confirm = useCallback<Confirm>((next) => {
    // A second confirm while one is open answers the first with "no".
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      <Dialog
        open={open}
        onClose={() => {
          settle(false);
        }}
        aria-labelledby={titleId}
        aria-describedby={options?.message ? messageId : undefined}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{options?.title}</DialogTitle>
        {options?.message && (
          <DialogContent>
            <DialogContentText id={messageId}>{options.message}</DialogContentText>
          </DialogContent>
        )}
        <DialogActions>
          <Button
            onClick={() => {
              settle(false);
            }}
          >
            {options?.cancelLabel ?? LABEL_CANCEL}
          </Button>
          <Button
            variant="contained"
            color={options?.destructive ? 'error' : 'primary'}
            onClick={() => {
              settle(true);
            }}
          >
            {options?.confirmLabel ?? LABEL_CONFIRM}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext>
  );
}
