import {
  API_ERROR_REASONS,
  API_ROUTES,
  clearCachedAgentParamsSchema,
  MSG_AGENT_NOT_FOUND,
  MSG_AGENT_WITHOUT_ORGANIZATION,
  type OkResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { readAgent, readOrg } from '../lib/collections';
import { failure } from '../lib/errors';
import { requireOrgMember } from '../orgs/org-access';
import { clearAgentCache } from '../voice-engine/voice-engine-client';

/**
 * DELETE /agent/{agentId}/clear-cached-agent: any member of the agent's organisation asks the voice
 * engine to drop its cached copy. A voice engine failure is logged and the answer is still ok.
 */
export const clearCachedAgentRoute = defineRoute(
  API_ROUTES.clearCachedAgent,
  clearCachedAgentParamsSchema,
  async ({ uid, input }): Promise<OkResponse> => {
    const agent = await readAgent(input.agentId);
    if (!agent) throw failure('not-found', MSG_AGENT_NOT_FOUND, { reason: API_ERROR_REASONS.agentNotFound });
    const org = await readOrg(agent.orgId);
    if (!org) {
      throw failure('failed-precondition', MSG_AGENT_WITHOUT_ORGANIZATION, {
        reason: API_ERROR_REASONS.orgNotFound,
      });
    }
    requireOrgMember(org, uid);
    await clearAgentCache(agent.id);
    return { ok: true };
  },
);
