import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { finishSignIn, type SignInOutcome } from '../utils/finish-sign-in';
import { AUTH_MUTATION_KEY } from './auth-mutation-key';

/**
 * Google sign-in (or sign-up: the first Google sign-in creates the account). POST /user/new is
 * idempotent, so it runs every time: it provisions a new account, and joins a pending invite's
 * organisation for an existing one.
 */
export function useGoogleSignIn() {
  const services = useServices();
  return useMutation({
    mutationKey: [...AUTH_MUTATION_KEY, 'google'],
    mutationFn: async (): Promise<SignInOutcome> => {
      const { uid } = await services.account.signInWithGoogle();
      return finishSignIn(services, { uid, provision: true });
    },
  });
}
