import TextField from '@mui/material/TextField';
import {
  LABEL_CONNECT_AND_FETCH,
  LABEL_TWILIO_ACCOUNT_SID,
  LABEL_TWILIO_AUTH_TOKEN,
  LABEL_TWILIO_IMPORT_TITLE,
  twilioImportFormSchema,
  type TwilioImportForm,
} from '@parley/domain';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';

export interface TwilioImportModalProps {
  open: boolean;
  onClose: () => void;
  /** Connects the account and fetches its numbers; a rejection is shown in the modal. */
  onSubmit: (form: TwilioImportForm) => Promise<void>;
}

/** The 'Import Numbers From Twilio' modal. */
export function TwilioImportModal({ open, onClose, onSubmit }: TwilioImportModalProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_TWILIO_IMPORT_TITLE}
      submitLabel={LABEL_CONNECT_AND_FETCH}
      schema={twilioImportFormSchema}
      initialValues={{ twilioAccountSid: '', twilioAuthToken: '' }}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
          <TextField
            label={LABEL_TWILIO_ACCOUNT_SID}
            required
            autoComplete="off"
            {...fieldProps(formik, 'twilioAccountSid')}
          />
          <TextField
            label={LABEL_TWILIO_AUTH_TOKEN}
            type="password"
            required
            autoComplete="off"
            {...fieldProps(formik, 'twilioAuthToken')}
          />
        </>
      )}
    </FormDialog>
  );
}
