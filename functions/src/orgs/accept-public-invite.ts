import { acceptPublicInviteRequestSchema, API_ROUTES } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { acceptInvite } from './accept-invite-service';

/** POST /api/accept-public-invite: join through an organisation's public link token, as member. */
export const acceptPublicInviteRoute = defineRoute(
  API_ROUTES.acceptPublicInvite,
  acceptPublicInviteRequestSchema,
  ({ uid, token, input }) =>
    acceptInvite({ uid, email: token.email ?? null, token: input.token, kind: 'public' }),
);
