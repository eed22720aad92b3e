import { API_ROUTES, newUserRequestSchema } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { provisionUser } from './provision-user';

/** POST /user/new: idempotent provisioning of the caller's profile and personal organisation or invite. */
export const newUserRoute = defineRoute(API_ROUTES.newUser, newUserRequestSchema, ({ uid, token, input }) =>
  provisionUser({
    uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    displayName: input.displayName ?? (typeof token.name === 'string' ? token.name : null),
    phoneNumber: input.phoneNumber ?? null,
    orgName: input.orgName ?? null,
    inviteToken: input.inviteToken ?? null,
    via: 'user-new',
  }),
);
