import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { passwordResetSentMessage } from '@parley/domain';
import { useFormik } from 'formik';
import { fieldProps, formikValidate } from '../../../lib/forms';
import {
  resetPasswordFormSchema,
  useResetPassword,
  type ResetPasswordForm as ResetPasswordValues,
} from '../api/reset-password';
import { authErrorMessage } from '../utils/auth-error-message';
import { LABEL_RESET_PASSWORD, LABEL_SENDING, LABEL_SEND_RESET_LINK } from '../../../lib/strings';
import { EmailField } from './email-field';

/** Asks for the e-mail address and sends the reset link; the answer never reveals whether it exists. */
export function ResetPasswordForm() {
  const reset = useResetPassword();
  const formik = useFormik<ResetPasswordValues>({
    initialValues: { email: '' },
    validate: formikValidate(resetPasswordFormSchema),
    onSubmit: async (values) => {
      try {
        await reset.mutateAsync(resetPasswordFormSchema.parse(values));
      } catch {
        // Shown from reset.error.
      }
    },
  });
  if (reset.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {passwordResetSentMessage(reset.variables.email)}
      </Alert>
    );
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-label={LABEL_RESET_PASSWORD}
    >
      {reset.error && <Alert severity="error">{authErrorMessage(reset.error)}</Alert>}
      <EmailField {...fieldProps(formik, 'email')} />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending} fullWidth>
        {reset.isPending ? LABEL_SENDING : LABEL_SEND_RESET_LINK}
      </Button>
    </Stack>
  );
}
