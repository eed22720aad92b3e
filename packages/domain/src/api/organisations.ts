// Request and response bodies of the organisation invite routes and the removeOrgMember callable.
import { z } from 'zod';
import { documentIdSchema } from '../schemas/document-id';
import { orgInviteRoleSchema } from '../schemas/organisation';

const id = documentIdSchema;

/** POST /api/org-invite: owner or admin invites an e-mail address as admin or member. */
export const sendOrgInviteRequestSchema = z.object({
  email: z.email(),
  role: orgInviteRoleSchema,
  orgId: id,
  /** Shown in the e-mail; the server uses the stored name when they differ. */
  orgName: z.string().trim().max(100).optional(),
});
export type SendOrgInviteRequest = z.infer<typeof sendOrgInviteRequestSchema>;

export const sendOrgInviteResponseSchema = z.object({
  /**
   * The invite's opaque id (its pendingInvites entry's id, the inviteTokenId of DELETE /api/org-invite).
   * Never the token: only the invitee's e-mail carries that.
   */
  inviteTokenId: z.string(),
  /** Epoch milliseconds after which the invite no longer works. */
  expiresAt: z.number(),
});
export type SendOrgInviteResponse = z.infer<typeof sendOrgInviteResponseSchema>;

/** PUT /api/org-invite: accept a private invite (answers acceptInviteResponseSchema). */
export const acceptOrgInviteRequestSchema = z.object({ token: id });
export type AcceptOrgInviteRequest = z.infer<typeof acceptOrgInviteRequestSchema>;

/**
 * DELETE /api/org-invite: owner or admin withdraws a pending invite by its id (pendingInvites[].id;
 * answers okResponseSchema).
 */
export const cancelOrgInviteRequestSchema = z.object({ orgId: id, inviteTokenId: id });
export type CancelOrgInviteRequest = z.infer<typeof cancelOrgInviteRequestSchema>;

/**
 * POST /api/accept-public-invite: join an organisation through its public link (the org's
 * inviteToken); joins as member (answers acceptInviteResponseSchema).
 */
export const acceptPublicInviteRequestSchema = z.object({ token: id });
export type AcceptPublicInviteRequest = z.infer<typeof acceptPublicInviteRequestSchema>;

/**
 * Callable removeOrgMember: owner or admin removes someone (not the owner) from the members and
 * admins lists; anyone may remove themselves (leave). Answers okResponseSchema.
 */
export const removeOrgMemberRequestSchema = z.object({ orgId: id, uid: id });
export type RemoveOrgMemberRequest = z.infer<typeof removeOrgMemberRequestSchema>;
