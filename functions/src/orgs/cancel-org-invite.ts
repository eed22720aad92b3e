import {
  API_ERROR_REASONS,
  API_ROUTES,
  cancelOrgInviteRequestSchema,
  MSG_ERROR_CANCELING_INVITE,
  type OkResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { orgRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { readPendingInviteById } from './invite-store';

/**
 * DELETE /api/org-invite: the owner or an admin withdraws a pending invite by its id (inviteTokenId is
 * the pendingInvites entry's id); the invite and its entry go in one transaction, so its link stops
 * working. Every refusal says 'Error canceling invite'.
 */
export const cancelOrgInviteRoute = defineRoute(
  API_ROUTES.cancelOrgInvite,
  cancelOrgInviteRequestSchema,
  ({ uid, input }): Promise<OkResponse> =>
    db().runTransaction(async (tx) => {
      const message = MSG_ERROR_CANCELING_INVITE;
      const { org } = await authorize(tx, { orgId: input.orgId }, uid, { action: 'admin', message });
      const inviteRef = await readPendingInviteById(org.id, input.inviteTokenId, tx);
      const listed = org.pendingInvites.some((pending) => pending.id === input.inviteTokenId);
      if (!inviteRef && !listed) {
        throw failure('not-found', message, { reason: API_ERROR_REASONS.inviteNotFound });
      }
      if (inviteRef) tx.delete(inviteRef);
      tx.update(orgRef(org.id), {
        pendingInvites: org.pendingInvites.filter((pending) => pending.id !== input.inviteTokenId),
      });
      return { ok: true as const };
    }),
);
