import TextField from '@mui/material/TextField';
import { AGENT_FIELD_LABELS, createAgentFormSchema } from '@parley/domain';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { LABEL_CREATE, LABEL_CREATE_AGENT, LABEL_CREATING } from '../../../lib/strings';

interface CreateAgentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the agent; rejects with a readable message (e.g. the plan-limit refusal) to show in the dialog. */
  onCreate: (name: string) => Promise<void>;
}

/** Asks for the new agent's name; the server fills in the spec's defaults. */
export function CreateAgentDialog({ open, onClose, onCreate }: CreateAgentDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_CREATE_AGENT}
      submitLabel={LABEL_CREATE}
      submittingLabel={LABEL_CREATING}
      schema={createAgentFormSchema}
      initialValues={{ name: '' }}
      onSubmit={({ name }) => onCreate(name)}
    >
      {(formik) => (
        <TextField {...fieldProps(formik, 'name')} label={AGENT_FIELD_LABELS.name} required fullWidth />
      )}
    </FormDialog>
  );
}
