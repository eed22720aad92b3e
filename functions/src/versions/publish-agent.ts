import {
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_NOT_A_DRAFT,
  MSG_PUBLISH_UNCHANGED,
  MSG_PUBLISHED,
  publishAgentRequestSchema,
  type PublishAgentResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { droppedKnowledgeOf, type KnowledgeItem } from '../knowledge/release-knowledge-item';
import { afterLiveAgentChanged } from './after-live-change';
import { markDraftPublished, readPublishPlan, writePublish } from './publish-service';

/**
 * POST /agent/publish {draftAgentId, note?}: publishes a draft onto its live agent (any member but a
 * VIEWER), then clears the live agent's voice-engine cache. A draft that no longer differs from live
 * (a second publish of the same draft, racing or repeated) makes no new version and answers
 * status 'unchanged'. Knowledge items the live agent no longer links are then released (deleted when
 * no agent links them). Answers {status, message, version}.
 */
export const publishAgentRoute = defineRoute(
  API_ROUTES.publishAgent,
  publishAgentRequestSchema,
  async ({ uid, input }): Promise<PublishAgentResponse> => {
    const answer = await db().runTransaction(
      async (tx): Promise<PublishAgentResponse & { liveId: string; dropped: KnowledgeItem[] }> => {
        const { agent, caller } = await authorize(tx, { agentId: input.draftAgentId }, uid, {
          action: 'change',
        });
        if (!agent.isDraft) {
          throw failure('failed-precondition', MSG_NOT_A_DRAFT, { reason: API_ERROR_REASONS.notDraft });
        }
        const plan = await readPublishPlan(tx, agent);
        if (!plan.changed) {
          return {
            status: 'unchanged',
            message: MSG_PUBLISH_UNCHANGED,
            version: plan.live.version,
            liveId: '',
            dropped: [],
          };
        }
        const published = writePublish(tx, plan, caller, { note: input.note });
        markDraftPublished(tx, plan, published);
        return {
          status: 'success',
          message: MSG_PUBLISHED,
          version: published.version,
          liveId: published.id,
          dropped: droppedKnowledgeOf(plan.live, published),
        };
      },
    );
    const { liveId, dropped, ...response } = answer;
    // An unchanged draft changed nothing live (liveId '', nothing dropped).
    if (liveId) await afterLiveAgentChanged(liveId, dropped);
    return response;
  },
);
