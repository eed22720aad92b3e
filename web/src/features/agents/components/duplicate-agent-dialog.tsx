import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { duplicateAgentRequestSchema } from '@parley/domain';
import { useId } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import {
  LABEL_COPY_INTO_ORGANISATION,
  LABEL_DUPLICATE,
  LABEL_DUPLICATING,
  LABEL_LOADING,
  MSG_DUPLICATE_COPIES_EVERYTHING,
  duplicateAgentTitle,
} from '../../../lib/strings';
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

/** The dialog's one field: the organisation that receives the copy. */
const duplicateAgentFormSchema = duplicateAgentRequestSchema.pick({ targetOrgId: true });

/** Copies an agent (and its workflows) into one of the user's organisations. */
export function DuplicateAgentDialog({
  agentName,
  orgs,
  defaultOrgId,
  onClose,
  onDuplicate,
}: DuplicateAgentDialogProps) {
  const labelId = useId();
  const preferred = orgs.find((org) => org.id === defaultOrgId);
  const initialTarget =
    preferred && canTakeCopy(preferred) ? preferred.id : (orgs.find(canTakeCopy)?.id ?? null);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={duplicateAgentTitle(agentName)}
      submitLabel={LABEL_DUPLICATE}
      submittingLabel={LABEL_DUPLICATING}
      schema={duplicateAgentFormSchema}
      initialValues={{ targetOrgId: initialTarget ?? '' }}
      // Only organisations with room can be chosen: with none, there is nothing to submit.
      submitDisabled={initialTarget === null}
      onSubmit={({ targetOrgId }) => onDuplicate(targetOrgId)}
    >
      {(formik) => (
        <FormControl>
          <FormLabel id={labelId}>{LABEL_COPY_INTO_ORGANISATION}</FormLabel>
          <DialogContentText variant="body2">{MSG_DUPLICATE_COPIES_EVERYTHING}</DialogContentText>
          <RadioGroup
            aria-labelledby={labelId}
            name="targetOrgId"
            value={formik.values.targetOrgId}
            onChange={formik.handleChange}
          >
            {orgs.map((org) => (
              <FormControlLabel
                key={org.id}
                value={org.id}
                control={<Radio />}
                disabled={!canTakeCopy(org)}
                label={
                  canTakeCopy(org) ? (
                    (org.name ?? LABEL_LOADING)
                  ) : (
                    <>
                      {org.name ?? LABEL_LOADING}
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
      )}
    </FormDialog>
  );
}
