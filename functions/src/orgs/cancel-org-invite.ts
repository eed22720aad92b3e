import {
  API_ERROR_REASONS,
  API_ROUTES,
  cancelOrgInviteRequestSchema,
  MSG_ERROR_CANCELING_INVITE,
  type OkResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { orgRef, readOrg } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { inviteRef, readInvite } from './invite-store';
import { requireOwnerOrAdmin } from './org-access';

/**
 * DELETE /api/org-invite: the owner or an admin withdraws a pending invite; the invite and its
 * pendingInvites entry go in one transaction. Every refusal says 'Error canceling invite'.
 */
export const cancelOrgInviteRoute = defineRoute(
  API_ROUTES.cancelOrgInvite,
  cancelOrgInviteRequestSchema,
  ({ uid, input }): Promise<OkResponse> =>
    db().runTransaction(async (tx) => {
      const message = MSG_ERROR_CANCELING_INVITE;
      const org = await readOrg(input.orgId, tx);
      if (!org) throw failure('not-found', message, { reason: API_ERROR_REASONS.orgNotFound });
      const invite = await readInvite(input.inviteTokenId, tx);
      requireOwnerOrAdmin(org, uid, message);
      const listed = org.pendingInvites.some((pending) => pending.token === input.inviteTokenId);
      if (invite?.orgId !== org.id && !listed) {
        throw failure('not-found', message, { reason: API_ERROR_REASONS.inviteNotFound });
      }
      if (invite?.orgId === org.id) tx.delete(inviteRef(input.inviteTokenId));
      tx.update(orgRef(org.id), {
        pendingInvites: org.pendingInvites.filter((pending) => pending.token !== input.inviteTokenId),
      });
      return { ok: true as const };
    }),
);
