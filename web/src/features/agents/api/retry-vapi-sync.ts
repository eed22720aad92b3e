import { API_ROUTES, apiPath, retryVapiSyncResponseSchema, type RetryVapiSyncResponse } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

/**
 * Runs the agent's voice engine sync once now (docs/voice-engine.md). The agent document, read live,
 * shows the new vapiSync by itself; the answer only says what happened.
 */
export function useRetryVapiSync(agentId: string) {
  const { api } = useServices();
  return useMutation<RetryVapiSyncResponse>({
    mutationFn: () =>
      api(apiPath(API_ROUTES.retryVapiSync, { agentId }), {
        method: API_ROUTES.retryVapiSync.method,
        body: {},
        schema: retryVapiSyncResponseSchema,
      }),
  });
}
