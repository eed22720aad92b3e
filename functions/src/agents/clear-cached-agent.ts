import { API_ROUTES, clearCachedAgentParamsSchema, type OkResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { clearAgentCache } from '../voice-engine/voice-engine-client';

/**
 * DELETE /agent/{agentId}/clear-cached-agent: any member of the agent's organisation asks the voice
 * engine to drop its cached copy. A voice engine failure is logged and the answer is still ok.
 */
export const clearCachedAgentRoute = defineRoute(
  API_ROUTES.clearCachedAgent,
  clearCachedAgentParamsSchema,
  async ({ uid, input }): Promise<OkResponse> => {
    const { agent } = await authorize(null, { agentId: input.agentId }, uid, { action: 'read' });
    await clearAgentCache(agent.id);
    return { ok: true };
  },
);
