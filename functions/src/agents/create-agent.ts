import {
  COLLECTIONS,
  createAgentRequestSchema,
  DEFAULT_VOICE_ID,
  defaultWorkflow,
  newAgent,
  SYSTEM_OWNER_UID,
  type CreateAgentResponse,
} from '@parley/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { agentRef, orgRef, userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { validatedOnCall } from '../lib/validated-on-call';
import { requireRoomForAgent } from './agent-guards';

interface StartingVoice {
  id: string;
  name: string;
  ttsId: string;
}

function startingVoice(doc: DocumentSnapshot): StartingVoice {
  const data = doc.data() ?? {};
  return {
    id: doc.id,
    name: typeof data.name === 'string' ? data.name : '',
    ttsId: typeof data.ttsId === 'string' ? data.ttsId : '',
  };
}

/**
 * The system voice a new agent starts with, read alone (the catalogue holds thousands): the default
 * voice by her fixed id, else the first system voice when she is missing; none without system voices.
 */
async function startingVoices(): Promise<StartingVoice[]> {
  const voices = db().collection(COLLECTIONS.voices);
  const preferred = await voices.doc(DEFAULT_VOICE_ID).get();
  if (preferred.exists && preferred.get('ownerUid') === SYSTEM_OWNER_UID) return [startingVoice(preferred)];
  const first = await voices.where('ownerUid', '==', SYSTEM_OWNER_UID).limit(1).get();
  return first.docs.map(startingVoice);
}

/**
 * Callable createAgent({orgId, name}): a live agent with the spec's defaults (voice Scarlett or the
 * first system voice, greeting template, settings) and its default workflow, within the plan limit
 * of the organisation owner (FREE: 1 agent). Members, admins and the owner may create; VIEWERs not.
 */
export const createAgent = validatedOnCall(
  createAgentRequestSchema,
  async (input, { uid, token }): Promise<CreateAgentResponse> => {
    const voices = await startingVoices();
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
