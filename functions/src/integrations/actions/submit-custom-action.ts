import { API_ROUTES, submitCustomActionRequestSchema, type CustomActionResponse } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { db } from '../../lib/firestore';
import { customActionRef, ownerStep, readCustomAction } from './custom-action-store';

/**
 * POST /integrations/custom-actions/{actionId}/submit: the owner sends a draft for review
 * (pending_review). A retry of a submit that already landed is refused as failed-precondition
 * (status pending_review) and changes nothing.
 */
export const submitCustomActionRoute = defineRoute(
  API_ROUTES.submitCustomAction,
  submitCustomActionRequestSchema,
  async ({ uid, input }): Promise<CustomActionResponse> => {
    await authorize(null, null, uid, { action: 'change' });
    return db().runTransaction(async (tx) => {
      const action = await readCustomAction(tx, input.actionId);
      const status = ownerStep(action, uid, 'submit');
      tx.update(customActionRef(action.id), {
        status,
        reviewNote: '',
        updatedAt: FieldValue.serverTimestamp(),
      });
      return { actionId: action.id, status };
    });
  },
);
