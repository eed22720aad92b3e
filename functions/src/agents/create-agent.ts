import {
  COLLECTIONS,
  createAgentRequestSchema,
  defaultWorkflow,
  newAgent,
  SYSTEM_OWNER_UID,
  type CreateAgentResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { agentRef, orgRef, userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { validatedOnCall } from '../lib/validated-on-call';
import { requireRoomForAgent } from './agent-guards';

/** The system voices a new agent may start with (id, name, ttsId). */
async function systemVoices(): Promise<{ id: string; name: string; ttsId: string }[]> {
  const snapshot = await db().collection(COLLECTIONS.voices).where('ownerUid', '==', SYSTEM_OWNER_UID).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      name: typeof data.name === 'string' ? data.name : '',
      ttsId: typeof data.ttsId === 'string' ? data.ttsId : '',
    };
  });
}

/**
 * Callable createAgent({orgId, name}): a live agent with the spec's defaults (voice Scarlett or the
 * first system voice, greeting template, settings) and its default workflow, within the plan limit
 * of the organisation owner (FREE: 1 agent). Members, admins and the owner may create; VIEWERs not.
 */
export const createAgent = validatedOnCall(
  createAgentRequestSchema,
  async (input, { uid, token }): Promise<CreateAgentResponse> => {
    const voices = await systemVoices();
    const agentDoc = db().collection(COLLECTIONS.agents).doc();
    const workflowDoc = db().collection(COLLECTIONS.workflows).doc();
    await db().runTransaction(async (tx) => {
      const { org, caller, owner } = await requireRoomForAgent(tx, input.orgId, uid);
      const agent = newAgent({ id: agentDoc.id, uid, orgId: org.id, name: input.name, voices });
      const workflow = defaultWorkflow({
        id: workflowDoc.id,
        agentId: agentDoc.id,
        ownerEmail: owner?.email ?? caller.email ?? token.email ?? '',
      });
      const by = { uid, email: caller.email, displayName: caller.displayName };
      tx.create(agentRef(agentDoc.id), {
        ...agent,
        cluster: org.cluster,
        workflowIds: [workflowDoc.id],
        workflowSettings: { defaultWorkflowId: workflowDoc.id },
        lastUpdatedBy: by,
        lastUpdatedAt: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.create(workflowDoc, { ...workflow, lastUpdatedBy: by, lastUpdatedAt: FieldValue.serverTimestamp() });
      tx.update(orgRef(org.id), { agentIds: FieldValue.arrayUnion(agentDoc.id) });
      tx.update(userRef(uid), { agentIds: FieldValue.arrayUnion(agentDoc.id) });
    });
    return { agentId: agentDoc.id, workflowId: workflowDoc.id };
  },
);
