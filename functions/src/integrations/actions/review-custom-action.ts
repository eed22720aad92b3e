import {
  API_ROUTES,
  MARKETPLACE_ERROR_REASONS,
  MSG_ACTION_NOT_PENDING,
  MSG_REVIEW_ADMIN_ONLY,
  nextActionStatus,
  reviewCustomActionRequestSchema,
  type CustomActionResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';
import {
  customActionRef,
  customIntegrationRef,
  readCustomAction,
  readCustomIntegration,
} from './custom-action-store';

/**
 * POST /integrations/custom-actions/{actionId}/review {decision, note}: a platform ADMIN approves a
 * pending action (published, and listed in its integration's actionIds) or rejects it (back to draft,
 * the note telling the owner why). Anyone else: permission-denied. Not pending: failed-precondition.
 */
export const reviewCustomActionRoute = defineRoute(
  API_ROUTES.reviewCustomAction,
  reviewCustomActionRequestSchema,
  async ({ uid, input }): Promise<CustomActionResponse> => {
    const { caller } = await authorize(null, null, uid, { action: 'change' });
    if (caller.role !== 'ADMIN') {
      throw failure('permission-denied', MSG_REVIEW_ADMIN_ONLY, {
        reason: MARKETPLACE_ERROR_REASONS.notPlatformAdmin,
      });
    }
    return db().runTransaction(async (tx) => {
      const action = await readCustomAction(tx, input.actionId);
      // Read before any write (a transaction's rule); a deleted integration refuses the approval.
      if (input.decision === 'approve') await readCustomIntegration(tx, action.integrationId);
      const status = nextActionStatus(action.status, input.decision);
      if (!status) {
        throw failure('failed-precondition', MSG_ACTION_NOT_PENDING, {
          reason: MARKETPLACE_ERROR_REASONS.actionStatus,
          status: action.status,
        });
      }
      tx.update(customActionRef(action.id), {
        status,
        reviewNote: input.decision === 'reject' ? input.note : '',
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (status === 'published') {
        tx.update(customIntegrationRef(action.integrationId), {
          actionIds: FieldValue.arrayUnion(action.id),
        });
      }
      return { actionId: action.id, status };
    });
  },
);
