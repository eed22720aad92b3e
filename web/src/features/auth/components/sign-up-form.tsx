import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { fieldProps, formikValidate } from '../../../lib/forms';
import { useGoogleSignIn } from '../api/google-sign-in';
import {
  PASSWORD_MIN_LENGTH,
  signUpFormSchema,
  useSignUp,
  type SignUpForm as SignUpValues,
} from '../api/sign-up';
import { authErrorMessage } from '../utils/auth-error-message';
import type { SignInOutcome } from '../utils/finish-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { PasswordField } from './password-field';

interface SignUpFormProps {
  onSignedUp: (outcome: SignInOutcome) => void;
}

/** Name, e-mail and password (or Google); the account is provisioned before moving on. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const google = useGoogleSignIn();
  const formik = useFormik<SignUpValues>({
    initialValues: { displayName: '', email: '', password: '' },
    validate: formikValidate(signUpFormSchema),
    onSubmit: async (values) => {
      google.reset();
      try {
        onSignedUp(await signUp.mutateAsync(signUpFormSchema.parse(values)));
      } catch {
        // Shown from signUp.error.
      }
    },
  });
  const failure = signUp.error ?? google.error;
  const busy = signUp.isPending || google.isPending;
  return (
    <Stack spacing={2}>
      {failure && <Alert severity="error">{authErrorMessage(failure)}</Alert>}
      <Stack component="form" noValidate spacing={2} onSubmit={formik.handleSubmit} aria-label="Sign up">
        <TextField
          {...fieldProps(formik, 'displayName')}
          label="Name"
          autoComplete="name"
          required
          fullWidth
        />
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
          helperText={
            fieldProps(formik, 'password').helperText ?? `At least ${PASSWORD_MIN_LENGTH} characters`
          }
          label="Password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </Stack>
      <Divider>or</Divider>
      <GoogleSignInButton
        disabled={busy}
        onClick={() => {
          signUp.reset();
          google.mutate(undefined, { onSuccess: onSignedUp });
        }}
      />
    </Stack>
  );
}
