import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  LABEL_COUNTRY,
  LABEL_IMPORT,
  LABEL_IMPORT_NUMBER,
  LABEL_PHONE_NUMBER,
  LABEL_PROVIDER,
  LABEL_TWILIO_ACCOUNT_SID,
  LABEL_TWILIO_AUTH_TOKEN,
  LABEL_VONAGE_API_KEY,
  LABEL_VONAGE_API_SECRET,
  MSG_TWILIO_CREDENTIALS_REQUIRED,
  MSG_VONAGE_CREDENTIALS_REQUIRED,
  TELEPHONY_PROVIDERS,
  TELEPHONY_PROVIDER_LABELS,
  countryCodeSchema,
  e164Schema,
  telephonyProviderSchema,
} from '@parley/domain';
import { useId } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';

const optional = z.string().trim();

/** The import form: the number, its provider and that provider's credentials. */
export const importNumberFormSchema = z
  .object({
    provider: telephonyProviderSchema,
    countryCode: countryCodeSchema,
    phoneNumber: e164Schema,
    twilioAccountSid: optional,
    twilioAuthToken: optional,
    vonageApiKey: optional,
    vonageApiSecret: optional,
  })
  .superRefine((form, context) => {
    if (form.provider === 'twilio' && (!form.twilioAccountSid || !form.twilioAuthToken)) {
      context.addIssue({
        code: 'custom',
        message: MSG_TWILIO_CREDENTIALS_REQUIRED,
        path: ['twilioAccountSid'],
      });
    }
    if (form.provider === 'vonage' && (!form.vonageApiKey || !form.vonageApiSecret)) {
      context.addIssue({ code: 'custom', message: MSG_VONAGE_CREDENTIALS_REQUIRED, path: ['vonageApiKey'] });
    }
  });
export type ImportNumberForm = z.output<typeof importNumberFormSchema>;

export interface ImportNumberDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (form: ImportNumberForm) => Promise<void>;
}

/** Imports a number the user holds at Twilio or Vonage, checked with the provider. */
export function ImportNumberDialog({ open, onClose, onSubmit }: ImportNumberDialogProps) {
  const providerLabelId = useId();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_IMPORT_NUMBER}
      submitLabel={LABEL_IMPORT}
      schema={importNumberFormSchema}
      initialValues={{
        provider: 'twilio',
        countryCode: 'US',
        phoneNumber: '',
        twilioAccountSid: '',
        twilioAuthToken: '',
        vonageApiKey: '',
        vonageApiSecret: '',
      }}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
          <FormControl>
            <FormLabel id={providerLabelId}>{LABEL_PROVIDER}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={providerLabelId}
              name="provider"
              value={formik.values.provider}
              onChange={formik.handleChange}
            >
              {TELEPHONY_PROVIDERS.map((provider) => (
                <FormControlLabel
                  key={provider}
                  value={provider}
                  control={<Radio />}
                  label={TELEPHONY_PROVIDER_LABELS[provider]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={LABEL_PHONE_NUMBER}
            placeholder="+14155550123"
            required
            {...fieldProps(formik, 'phoneNumber')}
          />
          <TextField label={LABEL_COUNTRY} required {...fieldProps(formik, 'countryCode')} />
          {formik.values.provider === 'twilio' ? (
            <>
              <TextField
                label={LABEL_TWILIO_ACCOUNT_SID}
                autoComplete="off"
                {...fieldProps(formik, 'twilioAccountSid')}
              />
              <TextField
                label={LABEL_TWILIO_AUTH_TOKEN}
                type="password"
                autoComplete="off"
                {...fieldProps(formik, 'twilioAuthToken')}
              />
            </>
          ) : (
            <>
              <TextField
                label={LABEL_VONAGE_API_KEY}
                autoComplete="off"
                {...fieldProps(formik, 'vonageApiKey')}
              />
              <TextField
                label={LABEL_VONAGE_API_SECRET}
                type="password"
                autoComplete="off"
                {...fieldProps(formik, 'vonageApiSecret')}
              />
            </>
          )}
        </>
      )}
    </FormDialog>
  );
}
