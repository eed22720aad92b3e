import { useIsMutating } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session';
import { AUTH_MUTATION_KEY } from '../api/auth-mutation-key';
import type { SignInOutcome } from '../utils/finish-sign-in';
import { useAfterSignIn, useNextPath } from './use-after-sign-in';

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

/**
 * The exits of a page with a sign-in or sign-up form: `redirect` for someone already signed in, and
 * `afterSignIn` for the form's outcome. Once the form has handed over, `redirect` stays null: the
 * outcome's navigation (to the invite, say) must not be overtaken by the redirect to the next page,
 * which the same render would otherwise produce as the sign-in stops "finishing".
 */
export function useSignInExit(): { redirect: string | null; afterSignIn: (outcome: SignInOutcome) => void } {
  const redirect = useSignedInRedirect();
  const after = useAfterSignIn();
  const [handedOver, setHandedOver] = useState(false);
  const afterSignIn = useCallback(
    (outcome: SignInOutcome) => {
      setHandedOver(true);
      after(outcome);
    },
    [after],
  );
  return { redirect: handedOver ? null : redirect, afterSignIn };
}
