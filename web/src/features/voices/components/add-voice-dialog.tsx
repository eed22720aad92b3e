import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ADD_VOICE_PROVIDER_OPTIONS,
  CLONE_LANGUAGES,
  LABEL_ADD_ID_PLACEHOLDER,
  LABEL_ADD_VOICE,
  LABEL_ADD_VOICE_TITLE,
  LABEL_ADDING_VOICE,
  LABEL_CANCEL,
  LABEL_ID,
  LABEL_LANGUAGE,
  LABEL_PROVIDER,
  addVoiceFormSchema,
  type AddVoiceForm,
} from '@parley/domain';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { OptionSelectField } from '../../../components/option-select-field';
import { fieldProps, formikValidate } from '../../../lib/forms';

const initialValues: AddVoiceForm = { provider: '', id: '', language: '' };
const validate = formikValidate(addVoiceFormSchema);

interface AddVoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the voice; the caller shows the outcome and closes the dialog on success. */
  onSubmit: (values: AddVoiceForm) => Promise<void>;
}

/** 'Add a voice': a voice from a provider by its id. */
export function AddVoiceDialog({ open, onClose, onSubmit }: AddVoiceDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Formik
        initialValues={initialValues}
        validate={validate}
        onSubmit={async (values) => {
          await onSubmit(addVoiceFormSchema.parse(values));
        }}
      >
        {(formik) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{LABEL_ADD_VOICE_TITLE}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <OptionSelectField
                  label={LABEL_PROVIDER}
                  required
                  options={ADD_VOICE_PROVIDER_OPTIONS}
                  {...fieldProps(formik, 'provider')}
                />
                <TextField
                  label={LABEL_ID}
                  placeholder={LABEL_ADD_ID_PLACEHOLDER}
                  required
                  autoComplete="off"
                  {...fieldProps(formik, 'id')}
                />
                <OptionSelectField
                  label={LABEL_LANGUAGE}
                  required
                  options={CLONE_LANGUAGES}
                  {...fieldProps(formik, 'language')}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={formik.isSubmitting}>
                {LABEL_CANCEL}
              </Button>
              <Button type="submit" variant="contained" loading={formik.isSubmitting} loadingPosition="start">
                {formik.isSubmitting ? LABEL_ADDING_VOICE : LABEL_ADD_VOICE}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
