import { acceptOrgInviteRequestSchema, API_ROUTES } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { acceptInvite, inviteCallerOf } from './accept-invite-service';

/** PUT /api/org-invite: accept a private invite ('Error accepting invite' on any refusal). */
export const acceptOrgInviteRoute = defineRoute(
  API_ROUTES.acceptOrgInvite,
  acceptOrgInviteRequestSchema,
  ({ uid, token, input }) =>
    acceptInvite({ caller: inviteCallerOf(uid, token), token: input.token, kind: 'private' }),
);
