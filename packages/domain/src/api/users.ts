// Request and response bodies of the /user/... and /api/sendWelcomeEmail routes.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';

// An invite token names its invite document (or is an organisation's public inviteToken).
const token = documentIdSchema;

/**
 * POST /user/new. Idempotent: it makes sure the caller has a t_users profile and, unless they arrive
 * through a valid invite, a personal organisation ('My Org' or `orgName`). The Auth-user-created
 * trigger does the same, so whichever runs first wins and the other changes nothing.
 */
export const newUserRequestSchema = z.object({
  phoneNumber: z.string().trim().max(32).nullish(),
  /** The personal organisation's name; blank or missing gives 'My Org'. */
  orgName: z.string().trim().max(100).nullish(),
  /** The token of the pending invite kept in the browser (private invite or an org's public token). */
  inviteToken: token.nullish(),
  /** The display name entered at sign-up, when the identity provider has none yet. */
  displayName: z.string().trim().max(100).nullish(),
});
export type NewUserRequest = z.infer<typeof newUserRequestSchema>;

export const newUserResponseSchema = z.object({
  uid: z.string(),
  /** false when the profile already existed (replay, or the trigger ran first). */
  created: z.boolean(),
  /** The personal organisation created now or earlier; null when the user joined through an invite. */
  personalOrgId: z.string().nullable(),
  orgIds: z.array(z.string()),
  /**
   * Why the request's inviteToken was not joined (an API_ERROR_REASONS value), or null. With
   * 'email-not-verified' the invite still waits for the user, so no personal organisation was made.
   */
  inviteRefusal: z.string().nullable().default(null),
});
export type NewUserResponse = z.infer<typeof newUserResponseSchema>;

/** POST /user/accept-invite: accept a private invite by its token. Same answer as PUT /api/org-invite. */
export const acceptInviteRequestSchema = z.object({ token });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;

export const acceptInviteResponseSchema = z.object({
  orgId: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
  /** false when the caller was already in the organisation (accepting twice changes nothing). */
  joined: z.boolean(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

export const GET_USERS_MAX_IDS = 100;

/** POST /user/get-users: basic profiles of users who share an organisation with the caller. */
export const getUsersRequestSchema = z.object({
  userIds: z.array(documentIdSchema).min(1).max(GET_USERS_MAX_IDS),
});
export type GetUsersRequest = z.infer<typeof getUsersRequestSchema>;

export const basicUserProfileSchema = z.object({
  uid: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
});
export type BasicUserProfile = z.infer<typeof basicUserProfileSchema>;

/** Unknown ids and users sharing no organisation with the caller are left out. */
export const getUsersResponseSchema = z.object({ data: z.array(basicUserProfileSchema) });
export type GetUsersResponse = z.infer<typeof getUsersResponseSchema>;

/** POST /api/sendWelcomeEmail. */
export const sendWelcomeEmailRequestSchema = z.object({
  userName: z.string().trim().min(1).max(100),
  userEmailAddress: z.email(),
});
export type SendWelcomeEmailRequest = z.infer<typeof sendWelcomeEmailRequestSchema>;

/** Every route that only acknowledges answers this. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
