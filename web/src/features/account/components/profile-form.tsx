import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { causeMessage, LABEL_NAME, LABEL_PHONE_NUMBER, MSG_PROFILE_SAVED } from '@parley/domain';
import { useFormik } from 'formik';
import { useNotify } from '../../../components/notifications/use-notify';
import { fieldProps, formikValidate } from '../../../lib/forms';
import {
  LABEL_EMAIL,
  LABEL_PROFILE,
  LABEL_SAVE_CHANGES,
  LABEL_SAVING_ELLIPSIS,
  MSG_PROFILE_PHONE_HINT,
  MSG_SIGN_IN_ADDRESS,
} from '../../../lib/strings';
import { profileFormSchema, useUpdateProfile, type ProfileFormInput } from '../api/update-profile';

interface ProfileFormProps {
  uid: string;
  email: string | null;
  initialValues: ProfileFormInput;
}

/** Display name and phone number; the e-mail address is shown, not edited. */
export function ProfileForm({ uid, email, initialValues }: ProfileFormProps) {
  const update = useUpdateProfile(uid);
  const notify = useNotify();
  const formik = useFormik<ProfileFormInput>({
    initialValues,
    enableReinitialize: true,
    validate: formikValidate(profileFormSchema),
    onSubmit: async (values, helpers) => {
      try {
        await update.mutateAsync(profileFormSchema.parse(values));
        notify(MSG_PROFILE_SAVED, { severity: 'success' });
        helpers.resetForm({ values });
      } catch {
        // Shown from update.error.
      }
    },
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label={LABEL_PROFILE}>
      {update.error && <Alert severity="error">{causeMessage(update.error)}</Alert>}
      <TextField
        {...fieldProps(formik, 'displayName')}
        label={LABEL_NAME}
        autoComplete="name"
        required
        fullWidth
      />
      <TextField
        label={LABEL_EMAIL}
        value={email ?? ''}
        fullWidth
        disabled
        helperText={MSG_SIGN_IN_ADDRESS}
      />
      <TextField
        {...fieldProps(formik, 'phoneNumber')}
        label={LABEL_PHONE_NUMBER}
        type="tel"
        autoComplete="tel"
        fullWidth
        helperText={fieldProps(formik, 'phoneNumber').helperText ?? MSG_PROFILE_PHONE_HINT}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={update.isPending || !formik.dirty}>
          {update.isPending ? LABEL_SAVING_ELLIPSIS : LABEL_SAVE_CHANGES}
        </Button>
      </Stack>
    </Stack>
  );
}
