import {
  API_ERROR_REASONS,
  COLLECTIONS,
  deleteAgentError,
  deleteAgentRequestSchema,
  MSG_AGENT_NOT_FOUND,
  type OkResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { orgRef, readAgent, readOrg, readUser, agentRef, userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { validatedOnCall } from '../lib/validated-on-call';
import { clearAgentCache } from '../voice-engine/voice-engine-client';
import { deleteAgentAssistant } from '../vapi/delete-agent-assistant';

const NO_ORG = { ownerUid: '', adminUids: [], memberUids: [] };

/**
 * Callable deleteAgent({agentId}): the organisation owner, an organisation admin or a user with role
 * ADMIN deletes an agent with its workflows and secondary endpoints, and the ids pointing at it, in
 * one transaction; then the voice engine forgets it (its Vapi assistant is deleted; Vapi down: logged,
 * the delete stands). Anyone else gets the spec's refusal.
 */
export const deleteAgent = validatedOnCall(
  deleteAgentRequestSchema,
  async ({ agentId }, { uid }): Promise<OkResponse> => {
    const assistantId = await db().runTransaction(async (tx) => {
      const agent = await readAgent(agentId, tx);
      if (!agent)
        throw failure('not-found', MSG_AGENT_NOT_FOUND, { reason: API_ERROR_REASONS.agentNotFound });
      const org = await readOrg(agent.orgId, tx);
      const caller = await readUser(uid, tx);
      const refusal = deleteAgentError(caller ?? { uid, role: 'USER' }, org ?? NO_ORG);
      if (refusal)
        throw failure('permission-denied', refusal, { reason: API_ERROR_REASONS.insufficientRole });
      const workflows = await tx.get(db().collection(COLLECTIONS.workflows).where('agentId', '==', agentId));
      const endpoints = await tx.get(
        db().collection(COLLECTIONS.agentEndpoints).where('agent_id', '==', agentId),
      );
      const creator = await tx.get(userRef(agent.uid));

      tx.delete(agentRef(agentId));
      [...workflows.docs, ...endpoints.docs].forEach((doc) => tx.delete(doc.ref));
      if (org) tx.update(orgRef(org.id), { agentIds: FieldValue.arrayRemove(agentId) });
      if (creator.exists) tx.update(creator.ref, { agentIds: FieldValue.arrayRemove(agentId) });
      return agent.vapiAssistantId;
    });
    await clearAgentCache(agentId);
    await deleteAgentAssistant(agentId, assistantId);
    return { ok: true };
  },
);
