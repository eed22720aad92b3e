import { API_ROUTES, updateCallQueueRequestSchema, type QueueMode } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
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
 */
export const updateCallQueueRoute = defineRoute(
  API_ROUTES.updateCallQueue,
  updateCallQueueRequestSchema,
  async ({ uid, input }): Promise<CallQueueState> =>
    db().runTransaction(async (tx) => {
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
    }),
);
