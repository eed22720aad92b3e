import {
  API_ROUTES,
  MSG_AUTH_INVALID_EMAIL,
  MSG_EMAIL_REQUIRED,
  orgInviteRoleSchema,
  sendOrgInviteResponseSchema,
  type SendOrgInviteRequest,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

/** The invite form: one schema for its field errors and for what is sent. */
export const inviteFormSchema = z.object({
  email: z.string().trim().min(1, MSG_EMAIL_REQUIRED).pipe(z.email(MSG_AUTH_INVALID_EMAIL)),
  role: orgInviteRoleSchema,
});
export type InviteForm = z.infer<typeof inviteFormSchema>;

/** POST /api/org-invite: e-mails a private invite to join the organisation as admin or member. */
export function useSendOrgInvite() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: SendOrgInviteRequest) => {
      const route = API_ROUTES.sendOrgInvite;
      return api(route.path, { method: route.method, body: input, schema: sendOrgInviteResponseSchema });
    },
  });
}
