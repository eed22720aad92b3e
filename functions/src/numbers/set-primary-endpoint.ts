import {
  API_ERROR_REASONS,
  API_ROUTES,
  MSG_NUMBER_NOT_ON_AGENT,
  setPrimaryEndpointRequestSchema,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { promoteEndpoint, readAgentNumbers } from './number-records';

/**
 * POST /phone-numbers/set-primary-endpoint: the endpoint's number becomes the agent's primary and the
 * previous primary one of its endpoints. Naming the current primary changes nothing.
 */
export const setPrimaryEndpointRoute = defineRoute(
  API_ROUTES.setPrimaryEndpoint,
  setPrimaryEndpointRequestSchema,
  async ({ uid, input }) => {
    await db().runTransaction(async (tx) => {
      const context = await readAgentNumbers(tx, input.agentId, uid, { change: true });
      if (context.agent.businessPhoneNumber?.number === input.endpoint) return;
      const entry = context.endpoints.find(({ endpoint }) => endpoint.number === input.endpoint);
      if (!entry)
        throw failure('not-found', MSG_NUMBER_NOT_ON_AGENT, { reason: API_ERROR_REASONS.numberNotFound });
      promoteEndpoint(tx, context, entry);
    });
    return { ok: true };
  },
);
