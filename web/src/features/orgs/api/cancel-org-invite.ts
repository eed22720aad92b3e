import { API_ROUTES, okResponseSchema, type CancelOrgInviteRequest } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/** DELETE /api/org-invite: withdraws a pending invite; the org document updates live. */
export function useCancelOrgInvite() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: CancelOrgInviteRequest) => {
      const route = API_ROUTES.cancelOrgInvite;
      return api(route.path, { method: route.method, body: input, schema: okResponseSchema });
    },
  });
}
