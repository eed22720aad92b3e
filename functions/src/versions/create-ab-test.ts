import {
  API_ERROR_REASONS,
  API_ROUTES,
  createAbTestRequestSchema,
  MSG_AB_TEST_LIVE_ONLY,
  MSG_AB_TEST_RUNNING,
  type CreateAbTestResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { abTestRef, variantAgentIdOf } from './ab-test-store';
import { readWorkflows, stampOf, writeCopy } from './version-store';

/**
 * POST /agent/ab-test {agentId, split}: starts an A/B test of a live agent (A) against a B copy of it
 * (isABTestAgent, abTestCaseId), which members then edit in place; callers are split by
 * `split` (percent, totalling 100) and stay on their arm (abArmFor). One running test per agent: the
 * live agent's abTestCaseId names it. Any member but a VIEWER.
 */
export const createAbTestRoute = defineRoute(
  API_ROUTES.createAbTest,
  createAbTestRequestSchema,
  async ({ uid, input }): Promise<CreateAbTestResponse> => {
    const testRef = db().collection('_').doc(); // a fresh random id, from the SDK's generator
    const testCaseId = testRef.id;
    const variantAgentId = await db().runTransaction(async (tx) => {
      const { agent, caller } = await authorize(tx, { agentId: input.agentId }, uid, { action: 'change' });
      if (agent.isDraft || agent.isABTestAgent) {
        throw failure('failed-precondition', MSG_AB_TEST_LIVE_ONLY, {
          reason: API_ERROR_REASONS.abTestState,
        });
      }
      if (agent.abTestCaseId) {
        throw failure('failed-precondition', MSG_AB_TEST_RUNNING, { reason: API_ERROR_REASONS.abTestState });
      }
      const workflows = await readWorkflows(agent.id, tx);
      const variantId = variantAgentIdOf(agent.id, testCaseId);
      const by = stampOf(caller);
      writeCopy(tx, {
        live: agent,
        copyId: variantId,
        kind: { isABTestAgent: true, abTestCaseId: testCaseId },
        content: agent,
        workflows,
        by,
        isEdited: false,
      });
      tx.update(agentRef(agent.id), { abTestCaseId: testCaseId });
      tx.create(abTestRef(testCaseId), {
        id: testCaseId,
        orgId: agent.orgId,
        agentId: agent.id,
        variantAgentId: variantId,
        split: input.split,
        status: 'running',
        winner: null,
        createdAt: FieldValue.serverTimestamp(),
        createdBy: by,
        endedAt: null,
      });
      return variantId;
    });
    return { data: { testCaseId, variantAgentId } };
  },
);
