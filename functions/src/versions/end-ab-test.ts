import {
  API_ROUTES,
  endAbTestRequestSchema,
  MSG_AB_TEST_STOPPED,
  MSG_PUBLISHED,
  type PublishAgentResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { agentRef, readAgent } from '../lib/collections';
import { db } from '../lib/firestore';
import { droppedKnowledgeOf } from '../knowledge/release-knowledge-item';
import { afterLiveAgentChanged } from './after-live-change';
import { abTestRef, readRunningAbTest } from './ab-test-store';
import { readPublishPlan, writePublish } from './publish-service';
import { deleteCopy, readWorkflows } from './version-store';

/**
 * POST /agent/ab-test/{testCaseId}/end {outcome, winner?}: ends a running test. Promoting B publishes
 * the B copy onto the live agent (the publish preconditions apply, and a new version is made);
 * promoting A or discarding keeps the live agent as it is. Either way the B copy and its workflows are
 * deleted, the live agent's abTestCaseId cleared, and the test kept, ended, for its call statistics.
 * Answers {status, message, version} with the live agent's version after it.
 */
export const endAbTestRoute = defineRoute(
  API_ROUTES.endAbTest,
  endAbTestRequestSchema,
  async ({ uid, input }): Promise<PublishAgentResponse> => {
    const answer = await db().runTransaction(async (tx) => {
      const test = await readRunningAbTest(tx, input.testCaseId);
      const { agent: live, caller } = await authorize(tx, { agentId: test.agentId }, uid, {
        action: 'change',
      });
      const variant = await readAgent(test.variantAgentId, tx);
      const promoteB = input.outcome === 'promote' && input.winner === 'B' && variant !== null;
      const plan = promoteB ? await readPublishPlan(tx, variant) : null;
      const variantWorkflows = plan ? plan.copyWorkflows : await readWorkflows(test.variantAgentId, tx);

      const endTest = { abTestCaseId: null };
      const published = plan?.changed ? writePublish(tx, plan, caller, { liveFields: endTest }) : null;
      if (!published) tx.update(agentRef(live.id), endTest);
      deleteCopy(tx, test.variantAgentId, variantWorkflows);
      tx.update(abTestRef(test.id), {
        status: input.outcome === 'promote' ? 'promoted' : 'discarded',
        winner: input.outcome === 'promote' ? (input.winner ?? null) : null,
        endedAt: FieldValue.serverTimestamp(),
      });
      // The knowledge items the live agent or the deleted copy linked and the live agent no longer does.
      const kept = published ?? live;
      const dropped = [live, ...(variant ? [variant] : [])].flatMap((agent) =>
        droppedKnowledgeOf(agent, kept),
      );
      return published
        ? {
            status: 'success' as const,
            message: MSG_PUBLISHED,
            version: published.version,
            liveId: live.id,
            dropped,
          }
        : {
            status: 'unchanged' as const,
            message: MSG_AB_TEST_STOPPED,
            version: live.version,
            liveId: live.id,
            dropped,
          };
    });
    const { liveId, dropped, ...response } = answer;
    // Promoting B copied its knowledge links onto the live agent, whose cached index is then stale.
    await afterLiveAgentChanged(liveId, dropped);
    return response;
  },
);
