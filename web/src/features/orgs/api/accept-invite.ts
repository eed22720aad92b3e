import { useMutation } from '@tanstack/react-query';
import type { InviteSource } from '../../../lib/paths';
import { acceptInvite } from '../../../lib/pending-invite';
import { useServices } from '../../../lib/services';
import { welcomeIfVerified } from '../../../lib/welcome-email';

/**
 * POST /user/accept-invite (private) or /api/accept-public-invite (an organisation's public link). The
 * Auth user is reloaded first: an address verified by a link since the last sign-in then counts (a
 * private invite needs it), and such a user gets their welcome e-mail.
 */
export function useAcceptInvite() {
  const services = useServices();
  return useMutation({
    mutationFn: async (invite: { token: string; source: InviteSource }) => {
      const identity = await services.account.reloadIdentity();
      const result = await acceptInvite(services.api, invite);
      await welcomeIfVerified(services, identity);
      return result;
    },
  });
}

/** Sends the signed-in user the verification e-mail again; its link comes back to `continueUrl`. */
export function useSendEmailVerification() {
  const { account } = useServices();
  return useMutation({ mutationFn: (continueUrl: string) => account.sendEmailVerification(continueUrl) });
}
