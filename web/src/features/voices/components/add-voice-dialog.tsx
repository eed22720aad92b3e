import TextField from '@mui/material/TextField';
import {
  ADD_VOICE_PROVIDER_OPTIONS,
  CLONE_LANGUAGES,
  LABEL_ADD_ID_PLACEHOLDER,
  LABEL_ADD_VOICE,
  LABEL_ADD_VOICE_TITLE,
  LABEL_ADDING_VOICE,
  LABEL_ID,
  LABEL_LANGUAGE,
  LABEL_PROVIDER,
  addVoiceFormSchema,
  type AddVoiceForm,
} from '@parley/domain';
import { FormDialog } from '../../../components/form-dialog';
import { OptionSelectField } from '../../../components/option-select-field';
import { fieldProps } from '../../../lib/forms';

const initialValues: AddVoiceForm = { provider: '', id: '', language: '' };

interface AddVoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the voice; resolves false when it failed (the caller has toasted why), keeping the dialog open. */
  onSubmit: (values: AddVoiceForm) => Promise<void> | Promise<boolean>;
}

/** 'Add a voice': a voice from a provider by its id. */
export function AddVoiceDialog({ open, onClose, onSubmit }: AddVoiceDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_ADD_VOICE_TITLE}
      submitLabel={LABEL_ADD_VOICE}
      submittingLabel={LABEL_ADDING_VOICE}
      schema={addVoiceFormSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
