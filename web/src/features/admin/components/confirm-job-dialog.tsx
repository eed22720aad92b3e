import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LABEL_CANCEL, type StartAdminJobRequest } from '@parley/domain';
import { useId, useState } from 'react';
import {
  CONFIRM_WORD,
  LABEL_CONFIRM_WORD,
  LABEL_START_JOB,
  LABEL_STARTING_JOB,
  confirmTitle,
  describeOperation,
  describeSelection,
} from '../strings';

export interface ConfirmJobDialogProps {
  /** The job to confirm; null keeps the dialog closed. */
  request: StartAdminJobRequest | null;
  onCancel: () => void;
  onConfirm: (request: StartAdminJobRequest) => Promise<void>;
}

/** Says what the job will do to which agents; a delete starts only once DELETE is typed. */
export function ConfirmJobDialog({ request, onCancel, onConfirm }: ConfirmJobDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [starting, setStarting] = useState(false);
  const destructive = request?.operation.kind === 'delete';
  const close = () => {
    setTyped('');
    onCancel();
  };
  return (
    <Dialog open={request !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {request && (
        <>
          <DialogTitle id={titleId}>
            {confirmTitle(describeOperation(request.operation), describeSelection(request.selection))}
          </DialogTitle>
          {destructive && (
            <DialogContent>
              <TextField
                label={LABEL_CONFIRM_WORD}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                }}
                fullWidth
                sx={{ mt: 1 }}
              />
            </DialogContent>
          )}
          <DialogActions>
            <Button onClick={close}>{LABEL_CANCEL}</Button>
            <Button
              variant="contained"
              color={destructive ? 'error' : 'primary'}
              disabled={starting || (destructive && typed !== CONFIRM_WORD)}
              onClick={() => {
                setStarting(true);
                void onConfirm(request).finally(() => {
                  setStarting(false);
                  setTyped('');
                });
              }}
            >
              {starting ? LABEL_STARTING_JOB : LABEL_START_JOB}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
