import { API_ROUTES, updateAbSplitRequestSchema, type OkResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { db } from '../lib/firestore';
import { abTestRef, readRunningAbTest } from './ab-test-store';

/**
 * POST /agent/ab-test/{testCaseId}/split {split}: changes a running test's split (percent, totalling
 * 100). Callers already assigned may move arm when the boundary moves past their bucket.
 */
export const updateAbSplitRoute = defineRoute(
  API_ROUTES.updateAbSplit,
  updateAbSplitRequestSchema,
  async ({ uid, input }): Promise<OkResponse> => {
    await db().runTransaction(async (tx) => {
      const test = await readRunningAbTest(tx, input.testCaseId);
      await authorize(tx, { agentId: test.agentId }, uid, { action: 'change' });
      tx.update(abTestRef(test.id), { split: input.split });
    });
    return { ok: true };
  },
);
