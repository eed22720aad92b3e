// Asked when another save conflicts with our unsaved edits (use-workflow-sync.ts): reload theirs or
// merge by step. It cannot be dismissed otherwise: leaving the choice open would risk losing a change.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { EDITOR_STRINGS } from './strings';

export interface ConflictDialogProps {
  readonly open: boolean;
  /** Their content has arrived: until then neither choice can be made. */
  readonly ready: boolean;
  readonly onReload: () => void;
  readonly onMerge: () => void;
}

export function ConflictDialog({ open, ready, onReload, onMerge }: ConflictDialogProps) {
  return (
    <Dialog open={open} aria-labelledby="workflow-conflict-title" aria-describedby="workflow-conflict-body">
      <DialogTitle id="workflow-conflict-title">{EDITOR_STRINGS.conflictTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="workflow-conflict-body">{EDITOR_STRINGS.conflictBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button disabled={!ready} onClick={onReload}>
          {EDITOR_STRINGS.conflictReload}
        </Button>
        <Button disabled={!ready} variant="contained" onClick={onMerge}>
          {EDITOR_STRINGS.conflictMerge}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
