import { acceptInviteRequestSchema, API_ROUTES } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { acceptInvite, inviteCallerOf } from '../orgs/accept-invite-service';

/** POST /user/accept-invite: accept a private invite by its token (as PUT /api/org-invite). */
export const acceptUserInviteRoute = defineRoute(
  API_ROUTES.acceptUserInvite,
  acceptInviteRequestSchema,
  ({ uid, token, input }) =>
    acceptInvite({ caller: inviteCallerOf(uid, token), token: input.token, kind: 'private' }),
);
