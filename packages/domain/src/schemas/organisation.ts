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

export const orgPendingInviteSchema = z.object({
  token: z.string().min(1),
  email: z.email(),
  role: orgInviteRoleSchema.default('member'),
  invitedAt: timestampSchema.optional(),
});
export type OrgPendingInvite = z.infer<typeof orgPendingInviteSchema>;

/** t_orgs. */
export const organisationSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  agentIds: idListSchema,
  ownerUid: z.string().min(1),
  /**
   * A server-written copy of the owner's t_users.plan, which decides the organisation's plan limits
   * (platform-core §6): members cannot read the owner's profile, so screens gate on this copy. The
   * server still checks against the owner's profile.
   */
  ownerPlan: planSchema.default('FREE'),
  adminUids: idListSchema,
  memberUids: idListSchema,
  apiKeys: idListSchema,
  enableAgentVersionControl: z.boolean().default(false),
  linearCustomerId: z.string().nullable().default(null),
  inviteToken: z.string().nullable().default(null),
  cluster: clusterSchema.default('PROD'),
  contactEmail: z.string().nullable().default(null),
  customerLink: z.string().nullable().default(null),
  pendingInvites: z.array(orgPendingInviteSchema).default([]),
});
export type Organisation = z.infer<typeof organisationSchema>;
