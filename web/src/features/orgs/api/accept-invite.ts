import { useMutation } from '@tanstack/react-query';
import { acceptInvite } from '../../../lib/pending-invite';
import type { InviteSource } from '../../../lib/paths';
import { useServices } from '../../../lib/services';

/** POST /user/accept-invite (private) or /api/accept-public-invite (an organisation's public link). */
export function useAcceptInvite() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (invite: { token: string; source: InviteSource }) => acceptInvite(api, invite),
  });
}
