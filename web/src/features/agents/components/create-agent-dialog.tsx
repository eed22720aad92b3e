import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LABEL_CANCEL } from '@parley/domain';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import * as yup from 'yup';
import { agentNameSchema } from '../utils/agent-form-schemas';
import { LABELS } from '../utils/field-labels';
import { FormTextField } from './form-fields';

interface CreateAgentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the agent; rejects with a readable message (e.g. the plan-limit refusal) to show in the dialog. */
  onCreate: (name: string) => Promise<void>;
}

const schema = yup.object({ name: agentNameSchema });

/** Asks for the new agent's name; the server fills in the spec's defaults. */
export function CreateAgentDialog({ open, onClose, onCreate }: CreateAgentDialogProps) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Formik
        initialValues={{ name: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await onCreate(schema.cast(values).name);
          } catch (error) {
            setFailure(error instanceof Error ? error.message : String(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>Create agent</DialogTitle>
            <DialogContent>
              {failure && (
                <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                  {failure}
                </Alert>
              )}
              <FormTextField name="name" label={LABELS.name} required />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{LABEL_CANCEL}</Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                Create
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
