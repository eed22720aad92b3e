import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LABEL_CANCEL } from '@parley/domain';
import { useId, useState } from 'react';
import type { CreateGate } from '../utils/plan-gate';

export interface OrgOption {
  readonly id: string;
  /** null while the organisation's name loads. */
  readonly name: string | null;
  /** Whether its owner's plan has room for the copy; absent when unknown (the server decides). */
  readonly gate?: CreateGate;
}

/** Whether an organisation can take the copy, as far as the web knows (the server checks again). */
export const canTakeCopy = (org: OrgOption): boolean => org.gate?.allowed !== false;

/** Why no organisation can take a copy (the first refusal), or null when one can. */
export function duplicateRefusal(orgs: readonly OrgOption[]): string | null {
  if (orgs.length === 0 || orgs.some(canTakeCopy)) return null;
  return orgs.find((org) => org.gate?.reason)?.gate?.reason ?? null;
}

interface DuplicateAgentDialogProps {
  agentName: string;
  /** The organisations the user belongs to. */
  orgs: readonly OrgOption[];
  /** Preselected target: the current organisation. */
  defaultOrgId: string | null;
  onClose: () => void;
  onDuplicate: (targetOrgId: string) => Promise<void>;
}

/** Copies an agent (and its workflows) into one of the user's organisations. */
export function DuplicateAgentDialog({
  agentName,
  orgs,
  defaultOrgId,
  onClose,
  onDuplicate,
}: DuplicateAgentDialogProps) {
  const titleId = useId();
  const labelId = useId();
  const [target, setTarget] = useState<string | null>(() => {
    const preferred = orgs.find((org) => org.id === defaultOrgId);
    return preferred && canTakeCopy(preferred) ? preferred.id : (orgs.find(canTakeCopy)?.id ?? null);
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await onDuplicate(target);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Duplicate {agentName}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {
          <FormControl>
            <FormLabel id={labelId}>Copy into organisation</FormLabel>
            <DialogContentText variant="body2">
              The copy gets the same settings and workflows.
            </DialogContentText>
            <RadioGroup
              aria-labelledby={labelId}
              value={target ?? ''}
              onChange={(event) => {
                setTarget(event.target.value);
              }}
            >
              {orgs.map((org) => (
                <FormControlLabel
                  key={org.id}
                  value={org.id}
                  control={<Radio />}
                  disabled={!canTakeCopy(org)}
                  label={
                    canTakeCopy(org) ? (
                      (org.name ?? 'Loading…')
                    ) : (
                      <>
                        {org.name ?? 'Loading…'}
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          component="span"
                          sx={{ display: 'block' }}
                        >
                          {org.gate?.reason}
                        </Typography>
                      </>
                    )
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        }
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LABEL_CANCEL}</Button>
        <Button
          variant="contained"
          disabled={!target}
          loading={busy}
          onClick={() => {
            void submit();
          }}
        >
          Duplicate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
