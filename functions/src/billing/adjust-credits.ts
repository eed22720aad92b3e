import {
  adjustCreditsRequestSchema,
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_PLATFORM_ADMIN_ONLY,
  MSG_USER_NOT_FOUND,
  type AdjustCreditsResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { creditsAdjusted } from './billing-logs';
import { applyMovement } from './credit-ledger';

/**
 * POST /billing/credits/adjust: a platform ADMIN adds (or removes) credits with a reason, recorded in
 * the ledger with who did it. The request id keys the entry, so a retried request applies once. A
 * debit below zero needs `overdraft` (400 otherwise), which the entry records.
 */
export const adjustCreditsRoute = defineRoute(
  API_ROUTES.adjustCredits,
  adjustCreditsRequestSchema,
  async ({ uid, input }): Promise<AdjustCreditsResponse> => {
    const { caller } = await authorize(null, null, uid, { action: 'change' });
    if (caller.role !== 'ADMIN') {
      throw failure('permission-denied', MSG_PLATFORM_ADMIN_ONLY, {
        reason: API_ERROR_REASONS.insufficientRole,
      });
    }
    if (!(await readUser(input.uid))) {
      throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
    }
    const outcome = await applyMovement(db(), {
      entryId: `adjust_${input.requestId}`,
      uid: input.uid,
      amount: input.amount,
      reason: 'adjustment',
      note: input.reason,
      adjustedBy: uid,
      refuseOverdraft: true,
      overdraft: input.overdraft,
    });
    if (outcome.applied) creditsAdjusted(uid, input.uid, input.amount, input.reason);
    return { balance: outcome.balance };
  },
);
