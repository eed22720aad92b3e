import {
  API_ROUTES,
  COLLECTIONS,
  duplicateAgentRequestSchema,
  agentSchema,
  workflowSchema,
  type DuplicateAgentResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { agentRef, orgRef, userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { requireRoomForAgent } from './agent-guards';

/**
 * POST /agent/duplicate: copies an agent and its workflows into `targetOrgId` as a new live agent
 * (caller in both organisations, not a VIEWER, within the target owner's plan). The copy starts a fresh
 * version history, without numbers, knowledge base or A/B test links. Answers data.newAgentId.
 */
export const duplicateAgentRoute = defineRoute(
  API_ROUTES.duplicateAgent,
  duplicateAgentRequestSchema,
  async ({ uid, input }): Promise<DuplicateAgentResponse> => {
    const newAgentDoc = db().collection(COLLECTIONS.agents).doc();
    await db().runTransaction(async (tx) => {
      const { agent: source } = await authorize(tx, { agentId: input.agentId }, uid, { action: 'read' });
      const { org, caller } = await requireRoomForAgent(tx, input.targetOrgId, uid);
      const workflows = await tx.get(
        db().collection(COLLECTIONS.workflows).where('agentId', '==', source.id),
      );

      const newIds = new Map<string, string>();
      for (const doc of workflows.docs) newIds.set(doc.id, db().collection(COLLECTIONS.workflows).doc().id);
      const by = { uid, email: caller.email, displayName: caller.displayName };
      for (const doc of workflows.docs) {
        const workflow = workflowSchema.parse({ ...doc.data(), id: doc.id });
        const id = newIds.get(doc.id) ?? doc.id;
        tx.create(db().collection(COLLECTIONS.workflows).doc(id), {
          ...workflow,
          id,
          agentId: newAgentDoc.id,
          lastUpdatedBy: by,
          lastUpdatedAt: FieldValue.serverTimestamp(),
        });
      }
      const defaultId = source.workflowSettings.defaultWorkflowId;
      const copy = agentSchema.parse({
        ...source,
        id: newAgentDoc.id,
        uid,
        orgId: org.id,
        name: `${source.name} (copy)`,
        businessPhoneNumber: null,
        primaryPhoneNumberCustomName: null,
        widgetIds: [],
        faqIds: [],
        documentIds: [],
        websiteIds: [],
        workflowIds: [...newIds.values()],
        workflowSettings: { defaultWorkflowId: defaultId ? (newIds.get(defaultId) ?? null) : null },
        isDraft: false,
        isEdited: false,
        sourceAgentId: null,
        version: 1,
        versionCount: 1,
        versionName: null,
        isABTestAgent: false,
        abTestCaseId: null,
        callQueueIsPaused: false,
        queueCount: 0,
        vapiAssistantId: null,
        vapiSync: null,
        cluster: org.cluster,
        lastUpdatedAt: null,
        lastUpdatedBy: null,
        meta: { ...source.meta, duplicatedFrom: source.id },
      });
      tx.create(agentRef(newAgentDoc.id), {
        ...copy,
        lastUpdatedBy: by,
        lastUpdatedAt: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.update(orgRef(org.id), { agentIds: FieldValue.arrayUnion(newAgentDoc.id) });
      tx.update(userRef(uid), { agentIds: FieldValue.arrayUnion(newAgentDoc.id) });
    });
    return { data: { newAgentId: newAgentDoc.id } };
  },
);
