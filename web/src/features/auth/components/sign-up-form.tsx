import { LABEL_NAME } from '@parley/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { fieldProps, formikValidate } from '../../../lib/forms';
import {
  PASSWORD_MIN_LENGTH,
  signUpFormSchema,
  useSignUp,
  type SignUpForm as SignUpValues,
} from '../api/sign-up';
import type { SignInOutcome } from '../utils/finish-sign-in';
import {
  LABEL_CREATE_ACCOUNT,
  LABEL_CREATING_ACCOUNT,
  LABEL_PASSWORD,
  LABEL_SIGN_UP,
  passwordLengthHint,
} from '../../../lib/strings';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { useEmailOrGoogle, WithGoogleSignIn } from './with-google-sign-in';

interface SignUpFormProps {
  onSignedUp: (outcome: SignInOutcome) => void;
}

/** Name, e-mail and password (or Google); the account is provisioned before moving on. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const auth = useEmailOrGoogle(signUp, onSignedUp);
  const formik = useFormik<SignUpValues>({
    initialValues: { displayName: '', email: '', password: '' },
    validate: formikValidate(signUpFormSchema),
    onSubmit: (values) => auth.submitEmail(signUpFormSchema.parse(values)),
  });
  const password = fieldProps(formik, 'password');
  return (
    <WithGoogleSignIn auth={auth}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={formik.handleSubmit}
        aria-label={LABEL_SIGN_UP}
      >
        <TextField
          {...fieldProps(formik, 'displayName')}
          label={LABEL_NAME}
          autoComplete="name"
          required
          fullWidth
        />
        <EmailField {...fieldProps(formik, 'email')} />
        <PasswordField
          {...password}
          helperText={password.helperText ?? passwordLengthHint(PASSWORD_MIN_LENGTH)}
          label={LABEL_PASSWORD}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={auth.busy} fullWidth>
          {signUp.isPending ? LABEL_CREATING_ACCOUNT : LABEL_CREATE_ACCOUNT}
        </Button>
      </Stack>
    </WithGoogleSignIn>
  );
}
