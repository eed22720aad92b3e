import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { fieldProps, formikValidate } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { signInFormSchema, useSignIn, type SignInForm as SignInValues } from '../api/sign-in';
import type { SignInOutcome } from '../utils/finish-sign-in';
import { LABEL_FORGOT_PASSWORD, LABEL_PASSWORD, LABEL_SIGNING_IN, LABEL_SIGN_IN } from '../../../lib/strings';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useEmailOrGoogle, WithGoogleSignIn } from './with-google-sign-in';

interface SignInFormProps {
  onSignedIn: (outcome: SignInOutcome) => void;
}

/** E-mail and password, or Google; a failure is shown above the fields in words a person can act on. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  const auth = useEmailOrGoogle(signIn, onSignedIn);
  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '' },
    validate: formikValidate(signInFormSchema),
    onSubmit: (values) => auth.submitEmail(signInFormSchema.parse(values)),
  });
  return (
    <WithGoogleSignIn auth={auth}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={formik.handleSubmit}
        aria-label={LABEL_SIGN_IN}
      >
        <EmailField {...fieldProps(formik, 'email')} />
        <PasswordField
          {...fieldProps(formik, 'password')}
          label={LABEL_PASSWORD}
          autoComplete="current-password"
          required
          fullWidth
        />
        <Link component={RouterLink} to={paths.resetPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          {LABEL_FORGOT_PASSWORD}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={auth.busy} fullWidth>
          {signIn.isPending ? LABEL_SIGNING_IN : LABEL_SIGN_IN}
        </Button>
      </Stack>
    </WithGoogleSignIn>
  );
}
