import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useGoogleSignIn } from '../api/google-sign-in';
import { authErrorMessage } from '../utils/auth-error-message';
import type { SignInOutcome } from '../utils/finish-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';

type EmailAuthMutation<Values> = UseMutationResult<SignInOutcome, Error, Values>;

/**
 * Sign-in and sign-up both offer e-mail and Google: whichever starts clears the other's error, both share
 * one busy flag, and a failure of either is shown above the form in words a person can act on.
 */
export function useEmailOrGoogle<Values>(
  emailAuth: EmailAuthMutation<Values>,
  onDone: (outcome: SignInOutcome) => void,
) {
  const google = useGoogleSignIn();
  return {
    failure: emailAuth.error ?? google.error,
    busy: emailAuth.isPending || google.isPending,
    submitEmail: async (values: Values): Promise<void> => {
      google.reset();
      try {
        onDone(await emailAuth.mutateAsync(values));
      } catch {
        // Shown from `failure`.
      }
    },
    signInWithGoogle: (): void => {
      emailAuth.reset();
      google.mutate(undefined, { onSuccess: onDone });
    },
  };
}

interface WithGoogleSignInProps {
  auth: Pick<ReturnType<typeof useEmailOrGoogle>, 'failure' | 'busy' | 'signInWithGoogle'>;
  children: ReactNode;
}

/** The failure alert, the e-mail form (children), then 'or' and the Google button. */
export function WithGoogleSignIn({ auth, children }: WithGoogleSignInProps) {
  return (
    <Stack spacing={2}>
      {auth.failure && <Alert severity="error">{authErrorMessage(auth.failure)}</Alert>}
      {children}
      <Divider>or</Divider>
      <GoogleSignInButton disabled={auth.busy} onClick={auth.signInWithGoogle} />
    </Stack>
  );
}
