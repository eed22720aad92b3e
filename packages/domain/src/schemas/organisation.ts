import { z } from 'zod';
import { clusterSchema, planSchema } from '../enums';
import { idListSchema, timestampSchema } from './common';

/**
 * The role an invitation grants inside an organisation. The spec leaves the values open; an
 * organisation splits people into owner, admins and members, and ownership is never handed out by
 * invite, so an invite makes an admin or a member.
 */
export const ORG_INVITE_ROLES = ['admin', 'member'] as const;
export const orgInviteRoleSchema = z.enum(ORG_INVITE_ROLES);
export type OrgInviteRole = z.infer<typeof orgInviteRoleSchema>;

/**
 * Who is invited, as every member of the organisation sees it. `id` is an opaque random id (the
 * `inviteTokenId` of DELETE /api/org-invite), neither the invite's token nor its hash: the token is a
 * credential and lives only in the e-mail and, hashed, in the server-only t_org_invites (docs/security.md).
 */
export const orgPendingInviteSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  role: orgInviteRoleSchema.default('member'),
  invitedAt: timestampSchema.optional(),
  /** Epoch milliseconds after which the invite no longer works. */
  expiresAt: z.number().optional(),
});
export type OrgPendingInvite = z.infer<typeof orgPendingInviteSchema>;

/**
 * t_orgs, which every member reads (VIEWERs included). The spec's inviteToken and apiKeys are
 * credentials, so they live in t_org_secrets (orgSecretsSchema), which only the owner and admins read.
 */
export const organisationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  agentIds: idListSchema,
  ownerUid: z.string().min(1),
  /**
   * A server-written copy of the owner's t_users.plan, which decides the organisation's plan limits
   * (docs/security.md#identities-and-roles): members cannot read the owner's profile, so screens gate
   * on this copy. The server still checks against the owner's profile.
   */
  ownerPlan: planSchema.default('FREE'),
  adminUids: idListSchema,
  memberUids: idListSchema,
  enableAgentVersionControl: z.boolean().default(false),
  linearCustomerId: z.string().nullable().default(null),
  cluster: clusterSchema.default('PROD'),
  contactEmail: z.string().nullable().default(null),
  customerLink: z.string().nullable().default(null),
  pendingInvites: z.array(orgPendingInviteSchema).default([]),
});
export type Organisation = z.infer<typeof organisationSchema>;

/**
 * t_org_secrets/{orgId}: the organisation's credentials, readable by its owner and admins only (not
 * VIEWERs, not members, not platform ADMINs) and written by functions. `inviteToken` is the public invite
 * link's token (anyone holding it joins as a member); `apiKeys` the organisation's API keys.
 */
export const orgSecretsSchema = z.object({
  orgId: z.string().min(1),
  inviteToken: z.string().nullable().default(null),
  apiKeys: idListSchema,
  /**
   * When the post-call webhook signing secret was last rotated (epoch ms), or null: not the secret, only
   * a live signal, so a screen that revealed the secret hides it once it is rotated elsewhere.
   */
  postCallSecretRotatedAt: z.number().nullable().default(null),
});
export type OrgSecrets = z.infer<typeof orgSecretsSchema>;
