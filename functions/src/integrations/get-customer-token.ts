import { API_ROUTES, getCustomerTokenRequestSchema, type GetCustomerTokenResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { mintCustomerToken } from './customer-token';

/**
 * POST /integrations/get-customer-token: a customer token for the agent's integrations, for a member
 * of its organisation who is not a VIEWER (testing requests and running code act for the agent).
 */
export const getCustomerTokenRoute = defineRoute(
  API_ROUTES.getCustomerToken,
  getCustomerTokenRequestSchema,
  async ({ uid, input }): Promise<GetCustomerTokenResponse> => {
    const { agent } = await authorize(null, { agentId: input.agentId }, uid, { action: 'change' });
    const { token, expiresAt } = mintCustomerToken({ uid, agentId: agent.id, orgId: agent.orgId });
    return { token, agentId: agent.id, orgId: agent.orgId, expiresAt };
  },
);
