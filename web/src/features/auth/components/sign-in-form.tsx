import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { fieldProps, formikValidate } from '../../../lib/forms';
import { paths } from '../../../lib/paths';
import { useGoogleSignIn } from '../api/google-sign-in';
import { signInFormSchema, useSignIn, type SignInForm as SignInValues } from '../api/sign-in';
import { authErrorMessage } from '../utils/auth-error-message';
import type { SignInOutcome } from '../utils/finish-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordField } from './password-field';

interface SignInFormProps {
  onSignedIn: (outcome: SignInOutcome) => void;
}

/** E-mail and password, or Google; a failure is shown above the fields in words a person can act on. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  const google = useGoogleSignIn();
  const formik = useFormik<SignInValues>({
    initialValues: { email: '', password: '' },
    validate: formikValidate(signInFormSchema),
    onSubmit: async (values) => {
      google.reset();
      try {
        onSignedIn(await signIn.mutateAsync(signInFormSchema.parse(values)));
      } catch {
        // Shown from signIn.error.
      }
    },
  });
  const failure = signIn.error ?? google.error;
  const busy = signIn.isPending || google.isPending;
  return (
    <Stack spacing={2}>
      {failure && <Alert severity="error">{authErrorMessage(failure)}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Sign in">
        <TextField
          {...fieldProps(formik, 'email')}
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(formik, 'password')}
          label="Password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <Link component={RouterLink} to={paths.resetPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
      <Divider>or</Divider>
      <GoogleSignInButton
        disabled={busy}
        onClick={() => {
          signIn.reset();
          google.mutate(undefined, { onSuccess: onSignedIn });
        }}
      />
    </Stack>
  );
}
