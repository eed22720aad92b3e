import { MSG_JOINED_ORG } from '@parley/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { NEXT_PARAM, safeNextPath } from '../../../lib/paths';
import type { SignInOutcome } from '../utils/finish-sign-in';

/** Where to go once signed in: the page the visitor first asked for, else the agent list. */
export function useNextPath(): string {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get(NEXT_PARAM));
}

/**
 * After a successful sign-in or sign-up: say what happened to the invite, then go to the next page (or
 * to the invite's page, when it waits for the address to be verified).
 */
export function useAfterSignIn(): (outcome: SignInOutcome) => void {
  const notify = useNotify();
  const navigate = useNavigate();
  const next = useNextPath();
  return useCallback(
    (outcome: SignInOutcome) => {
      if (outcome.warning) notify(outcome.warning, { severity: 'warning' });
      else if (outcome.joinedOrgId) notify(MSG_JOINED_ORG, { severity: 'success' });
      void navigate(outcome.next ?? next, { replace: true });
    },
    [notify, navigate, next],
  );
}
