import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  LABEL_BETA_WARNING_TITLE,
  LABEL_CANCEL,
  MSG_BETA_WARNING_BODY,
  betaConfirmButton,
} from '@parley/domain';
import { useId } from 'react';

interface BetaWarningDialogProps {
  open: boolean;
  /** The account flag enableBetaVoices: without it the voice is unavailable. */
  enableBetaVoices: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asked before a realtime (beta) voice is chosen. */
export function BetaWarningDialog({ open, enableBetaVoices, onCancel, onConfirm }: BetaWarningDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const confirm = betaConfirmButton(enableBetaVoices);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <DialogTitle id={titleId}>{LABEL_BETA_WARNING_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{MSG_BETA_WARNING_BODY}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{LABEL_CANCEL}</Button>
        <Button variant="contained" color="warning" disabled={confirm.disabled} onClick={onConfirm}>
          {confirm.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
