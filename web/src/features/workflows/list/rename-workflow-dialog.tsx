import TextField from '@mui/material/TextField';
import { workflowNameSchema } from '@parley/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { LABEL_NAME, LABEL_RENAME_WORKFLOW, LABEL_SAVE } from './strings';

const renameSchema = z.object({ name: workflowNameSchema });

/** Renames a workflow; open while `name` is the workflow's current name. */
export function RenameWorkflowDialog({
  name,
  onClose,
  onSubmit,
}: {
  name: string | null;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  return (
    <FormDialog
      open={name !== null}
      onClose={onClose}
      title={LABEL_RENAME_WORKFLOW}
      submitLabel={LABEL_SAVE}
      schema={renameSchema}
      initialValues={{ name: name ?? '' }}
      onSubmit={(value) => onSubmit(value.name)}
    >
      {(formik) => <TextField label={LABEL_NAME} required {...fieldProps(formik, 'name')} />}
    </FormDialog>
  );
}
