import { acceptPublicInviteRequestSchema, API_ROUTES } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { acceptInvite, inviteCallerOf } from './accept-invite-service';

/** POST /api/accept-public-invite: join through an organisation's public link token, as member. */
export const acceptPublicInviteRoute = defineRoute(
  API_ROUTES.acceptPublicInvite,
  acceptPublicInviteRequestSchema,
  ({ uid, token, input }) =>
    acceptInvite({ caller: inviteCallerOf(uid, token), token: input.token, kind: 'public' }),
);
