import { API_ROUTES, apiPath, runtimeSecretResponseSchema, type RuntimeSecretResponse } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export type RuntimeSecretAction = 'reveal' | 'rotate';

const ROUTES = { reveal: API_ROUTES.revealRuntimeSecret, rotate: API_ROUTES.rotateRuntimeSecret } as const;

/**
 * The agent's runtime secret and endpoint, for voice engines (docs/runtime.md#authentication):
 * `mutate('reveal')` asks for them (made on first use), `mutate('rotate')` replaces the secret; `reset()`
 * forgets it. A mutation, so the secret is fetched only when asked for.
 */
export function useRuntimeSecret(agentId: string) {
  const { api } = useServices();
  return useMutation<RuntimeSecretResponse, Error, RuntimeSecretAction>({
    mutationFn: (action) =>
      api(apiPath(ROUTES[action], { agentId }), {
        method: ROUTES[action].method,
        body: {},
        schema: runtimeSecretResponseSchema,
      }),
  });
}
