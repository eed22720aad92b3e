import {
  API_ERROR_REASONS,
  API_ROUTES,
  draftAgentIdOf,
  ensureAgentDraftRequestSchema,
  MSG_VERSION_CONTROL_OFF,
  type AgentDraftResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { readWorkflows, stampOf, writeCopy } from './version-store';

/**
 * POST /agent/draft {agentId}: the draft the web edits in place of a live agent when its organisation
 * has version control on; made on the first call, with copies of the agent's workflows. Its id is
 * fixed (draftAgentIdOf), and it is made in a transaction that finds it there the second time, so two
 * tabs asking at once get one draft. Given a draft or an A/B copy, answers that agent itself: copies
 * are edited in place. Any member but a VIEWER.
 */
export const ensureAgentDraftRoute = defineRoute(
  API_ROUTES.ensureAgentDraft,
  ensureAgentDraftRequestSchema,
  async ({ uid, input }): Promise<AgentDraftResponse> => {
    const draftAgentId = await db().runTransaction(async (tx) => {
      const { agent, org, caller } = await authorize(tx, { agentId: input.agentId }, uid, {
        action: 'change',
      });
      if (agent.isDraft || agent.isABTestAgent) return agent.id;
      if (!org.enableAgentVersionControl) {
        throw failure('failed-precondition', MSG_VERSION_CONTROL_OFF, {
          reason: API_ERROR_REASONS.versionControlOff,
        });
      }
      const draftId = draftAgentIdOf(agent.id);
      if ((await tx.get(agentRef(draftId))).exists) return draftId;
      const workflows = await readWorkflows(agent.id, tx);
      writeCopy(tx, {
        live: agent,
        copyId: draftId,
        kind: { isDraft: true },
        content: agent,
        workflows,
        by: stampOf(caller),
        isEdited: false,
      });
      return draftId;
    });
    return { data: { draftAgentId } };
  },
);
