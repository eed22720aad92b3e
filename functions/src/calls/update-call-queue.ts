import { API_ROUTES, COLLECTIONS, updateCallQueueRequestSchema, type QueueMode } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { kickCampaigns } from '../campaigns/runner/run-campaign-step';
import { agentRef } from '../lib/collections';
import { db } from '../lib/firestore';

export interface CallQueueState {
  callQueueIsPaused: boolean;
  callQueueMode: QueueMode;
  queueCount: number;
}

/**
 * POST /agent/{agentId}/queue: pause or resume the agent's call queue, or set its mode. Members who may
 * change the agent may; the fields are server-written (firestore.rules), so this is their one path.
 * queueCount is the engine's: calls of the agent waiting in a queued status (apply-call-event.ts).
 * The campaign runner honours both (campaigns/runner/run-campaign-step.ts; docs/calls.md "Call queue").
 */
export const updateCallQueueRoute = defineRoute(
  API_ROUTES.updateCallQueue,
  updateCallQueueRequestSchema,
  async ({ uid, input }): Promise<CallQueueState> => {
    const state = await db().runTransaction(async (tx) => {
      const { agent } = await authorize(tx, { agentId: input.agentId }, uid, { action: 'change' });
      const next: CallQueueState = {
        callQueueIsPaused: input.paused ?? agent.callQueueIsPaused,
        callQueueMode: input.mode ?? agent.callQueueMode,
        queueCount: agent.queueCount,
      };
      tx.update(agentRef(agent.id), {
        callQueueIsPaused: next.callQueueIsPaused,
        callQueueMode: next.callQueueMode,
      });
      return next;
    });
    // A running queue may dial again (resumed, or a batch no longer waiting): step the agent's running
    // campaigns now rather than at the next sweep. A step that finds nothing to dial changes nothing.
    if (!state.callQueueIsPaused) await stepRunningCampaigns(input.agentId);
    return state;
  },
);

async function stepRunningCampaigns(agentId: string): Promise<void> {
  const running = await db()
    .collection(COLLECTIONS.campaigns)
    .where('agentId', '==', agentId)
    .where('status', '==', 'IN_PROGRESS')
    .get();
  await kickCampaigns(
    db(),
    running.docs.map((doc) => doc.id),
  );
}
