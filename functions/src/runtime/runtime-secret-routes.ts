// The agent's runtime secret in its settings: shown to and rotated by those who may change the agent.
import { API_ROUTES, runtimeSecretRequestSchema, type RuntimeSecretResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { revealRuntimeSecret, rotateRuntimeSecret } from './agent-runtime-secret';
import { runtimeEndpointUrl } from './runtime-endpoint-url';
import { authorizeAgentRun } from './runtime-access';

/** POST /agent/{agentId}/runtime-secret: the secret (made on first use) and the endpoint it opens. */
const revealRuntimeSecretRoute = defineRoute(
  API_ROUTES.revealRuntimeSecret,
  runtimeSecretRequestSchema,
  async ({ uid, input }): Promise<RuntimeSecretResponse> => {
    await authorizeAgentRun(input.agentId, uid);
    return { ...(await revealRuntimeSecret(input.agentId)), endpoint: runtimeEndpointUrl(input.agentId) };
  },
);

/** POST /agent/{agentId}/runtime-secret/rotate: a new secret; the old one stops working. */
const rotateRuntimeSecretRoute = defineRoute(
  API_ROUTES.rotateRuntimeSecret,
  runtimeSecretRequestSchema,
  async ({ uid, input }): Promise<RuntimeSecretResponse> => {
    await authorizeAgentRun(input.agentId, uid);
    return { ...(await rotateRuntimeSecret(input.agentId)), endpoint: runtimeEndpointUrl(input.agentId) };
  },
);

export const RUNTIME_ROUTES = [revealRuntimeSecretRoute, rotateRuntimeSecretRoute];
