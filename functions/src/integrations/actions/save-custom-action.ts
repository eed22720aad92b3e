import {
  API_ROUTES,
  COLLECTIONS,
  saveCustomActionRequestSchema,
  type CustomAction,
  type CustomActionResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { db } from '../../lib/firestore';
import { customActionRef, ownerStep, readCustomAction, readCustomIntegration } from './custom-action-store';

/**
 * POST /integrations/custom-actions/save: without actionId, creates a draft owned by the caller; with
 * one, changes the caller's own draft (an action under review or published is not edited: reject
 * sends it back to draft first). The integration must exist. VIEWERs are refused.
 */
export const saveCustomActionRoute = defineRoute(
  API_ROUTES.saveCustomAction,
  saveCustomActionRequestSchema,
  async ({ uid, input }): Promise<CustomActionResponse> => {
    await authorize(null, null, uid, { action: 'change' });
    const { actionId, ...fields } = input;
    return db().runTransaction(async (tx) => {
      await readCustomIntegration(tx, fields.integrationId);
      if (actionId === undefined) {
        const ref = db().collection(COLLECTIONS.customActions).doc();
        const created: Omit<CustomAction, 'createdAt' | 'updatedAt'> = {
          id: ref.id,
          ownerUid: uid,
          status: 'draft',
          reviewNote: '',
          ...fields,
        };
        tx.create(ref, {
          ...created,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        return { actionId: ref.id, status: 'draft' };
      }
      const action = await readCustomAction(tx, actionId);
      const status = ownerStep(action, uid, 'edit');
      tx.update(customActionRef(actionId), { ...fields, updatedAt: FieldValue.serverTimestamp() });
      return { actionId, status };
    });
  },
);
