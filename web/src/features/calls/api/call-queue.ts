// The agent's call queue: its live state (queueCount, callQueueIsPaused, callQueueMode on t_agents,
// server-written) and POST /agent/{agentId}/queue to pause, resume or change the mode (docs/calls.md).
import {
  API_ROUTES,
  apiPath,
  queueModeSchema,
  type Agent,
  type UpdateCallQueueRequest,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveDocument } from '../../../lib/live-data';
import { useServices } from '../../../lib/services';
import { agentDocRef } from '../../../lib/firestore-refs';

export const callQueueStateSchema = z.object({
  callQueueIsPaused: z.boolean(),
  callQueueMode: queueModeSchema,
  queueCount: z.number().int().nonnegative(),
});
export type CallQueueState = z.infer<typeof callQueueStateSchema>;

const queueOf = (agent: Agent | null): CallQueueState | null =>
  agent && {
    callQueueIsPaused: agent.callQueueIsPaused,
    callQueueMode: agent.callQueueMode,
    queueCount: agent.queueCount,
  };

/** The agent's queue, live (null when the agent does not exist). */
export function useCallQueue(agentId: string): AsyncState<CallQueueState | null> {
  const firestore = useFirestore();
  const ref = useMemo(() => agentDocRef(firestore, agentId), [firestore, agentId]);
  const agent = useLiveDocument(ref);
  return agent.status === 'success' ? { status: 'success', data: queueOf(agent.data) } : agent;
}

/** Pauses, resumes or sets the mode; the new state arrives through the live agent. */
export function useUpdateCallQueue() {
  const { api } = useServices();
  return useMutation({
    mutationFn: ({ agentId, ...change }: UpdateCallQueueRequest) =>
      api(apiPath(API_ROUTES.updateCallQueue, { agentId }), {
        method: API_ROUTES.updateCallQueue.method,
        body: change,
        schema: callQueueStateSchema,
      }),
  });
}
