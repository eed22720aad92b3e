// "Retry now" beside a pending voice engine sync in the agent workspace: runs the sync once, so an
// editor need not wait for the sweep. Who may: those who may change the agent (another org: 404).
import { API_ROUTES, retryVapiSyncRequestSchema, type RetryVapiSyncResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorizeAgentRun } from '../runtime/runtime-access';
import { syncAgentAssistant } from './sync-agent-assistant';

/** POST /agent/{agentId}/vapi-sync/retry: the sync's outcome (the agent's vapiSync records it too). */
export const retryVapiSyncRoute = defineRoute(
  API_ROUTES.retryVapiSync,
  retryVapiSyncRequestSchema,
  async ({ uid, input }): Promise<RetryVapiSyncResponse> => {
    await authorizeAgentRun(input.agentId, uid);
    return syncAgentAssistant(input.agentId);
  },
);
