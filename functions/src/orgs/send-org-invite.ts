import {
  ACCEPT_INVITE_PATH,
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_ERROR_SENDING_PRIVATE_INVITE,
  ORG_INVITE_TTL_MS,
  planRefusal,
  sendOrgInviteRequestSchema,
  type SendOrgInviteResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { orgRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { unexpectedError } from '../lib/logs';
import { sendMail } from '../mail/send-mail';
import { appBaseUrl, inviteMail } from '../mail/templates';
import { inviteRefByToken, newInviteSecrets, pendingEntryOf, type StoredInvite } from './invite-store';

/**
 * POST /api/org-invite: the owner or an admin invites an address as admin or member. Stores the invite
 * under the hash of a random token (7-day expiry) with its pendingInvites entry (opaque id, no token)
 * in one transaction, then mails the link `/accept-invite?token=…`: the e-mail is the only place the
 * token exists. Answers the invite's id, never its token. Every refusal says 'Error sending private
 * invite email', except the plan's: an owner whose plan lacks invite_member is told to upgrade
 * (permission-denied, plan-limit), the text the web shows beside its disabled Invite button.
 */
export const sendOrgInviteRoute = defineRoute(
  API_ROUTES.sendOrgInvite,
  sendOrgInviteRequestSchema,
  async ({ uid, token, input }): Promise<SendOrgInviteResponse> => {
    const message = MSG_ERROR_SENDING_PRIVATE_INVITE;
    const now = Date.now();
    const secrets = newInviteSecrets();
    const invite: StoredInvite = {
      id: secrets.id,
      orgId: input.orgId,
      orgName: input.orgName ?? '',
      email: input.email.toLowerCase(),
      role: input.role,
      invitedBy: uid,
      invitedAt: now,
      expiresAt: now + ORG_INVITE_TTL_MS,
      status: 'pending',
      acceptedBy: null,
    };
    const inviterName = await db().runTransaction(async (tx) => {
      const { org, caller: inviter } = await authorize(tx, { orgId: input.orgId }, uid, {
        action: 'admin',
        message,
      });
      const refusal = planRefusal(org.ownerPlan, { feature: 'invite_member' });
      if (refusal) throw failure('permission-denied', refusal, { reason: API_ERROR_REASONS.planLimit });
      invite.orgName = org.name;
      tx.create(inviteRefByToken(secrets.token), invite);
      tx.update(orgRef(org.id), { pendingInvites: FieldValue.arrayUnion(pendingEntryOf(invite)) });
      return inviter.displayName ?? inviter.email ?? token.email ?? 'A teammate';
    });
    const link = `${appBaseUrl()}${ACCEPT_INVITE_PATH}?token=${encodeURIComponent(secrets.token)}`;
    try {
      await sendMail(
        inviteMail({ to: invite.email, orgName: invite.orgName, role: invite.role, inviterName, link }),
        'org-invite',
      );
    } catch (error) {
      unexpectedError(error);
      throw failure('internal', message, { reason: API_ERROR_REASONS.mailFailed });
    }
    return { inviteTokenId: invite.id, expiresAt: invite.expiresAt };
  },
);
