import { useIsMutating } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { AUTH_MUTATION_KEY } from '../api/auth-mutation-key';
import { useNextPath } from './use-after-sign-in';

/**
 * Where a signed-out screen should send someone who is already signed in (the next page), or null.
 * While a sign-in or sign-up is still finishing (provisioning, invite) it waits, so that work is not cut off.
 */
export function useSignedInRedirect(): string | null {
  const { session } = useSession();
  const next = useNextPath();
  const finishing = useIsMutating({ mutationKey: AUTH_MUTATION_KEY }) > 0;
  return session.status === 'signedIn' && !finishing ? next : null;
}
