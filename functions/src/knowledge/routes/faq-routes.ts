// POST /agent/knowledge-base/add-faqs and update-faq (FAQs are deleted by delete-document, type faq).
// FAQs are shared by id like documents: a draft copies its live agent's faqIds and publish copies them
// back. So they are written here, never by a client: creating links them to the edit target in the same
// transaction, a live agent under version control refuses (authorizeAgentEdit), and changing one that
// another agent also links (the live agent, from its draft) changes a copy, never the other agent's.
// docs/knowledge-base.md#faqs
import { createHash } from 'node:crypto';
import {
  addFaqsRequestSchema,
  API_ROUTES,
  COLLECTIONS,
  KB_ERROR_REASONS,
  MSG_KB_FAQ_ID_TAKEN,
  updateFaqRequestSchema,
  type AddFaqsResponse,
  type UpdateFaqResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorizeAgentEdit } from '../../lib/authorize-agent-edit';
import { agentRef } from '../../lib/collections';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';
import { markChecklist } from '../../users/checklist';
import { faqRef } from '../kb-store';
import { invalidateAgentIndex } from '../retrieval/knowledge-service';
import { knowledgeNotFound } from './document-routes';

/**
 * The id of `agentId`'s own copy of a shared FAQ: derived, not random, so a retried change finds the
 * copy its first attempt made and changes that one.
 */
export const faqCopyIdOf = (agentId: string, faqId: string): string =>
  createHash('sha256').update(`${agentId}/${faqId}`).digest('hex').slice(0, 20);

export const addFaqsRoute = defineRoute(
  API_ROUTES.addKnowledgeFaqs,
  addFaqsRequestSchema,
  async ({ uid, input }): Promise<AddFaqsResponse> => {
    const ids = input.faqs.map((faq) => faq.id);
    await db().runTransaction(async (tx) => {
      const { agent } = await authorizeAgentEdit(tx, input.agentId, uid);
      const existing = await tx.getAll(...ids.map(faqRef));
      // A retried add finds its FAQs and writes them no second time; another agent's id is refused.
      if (existing.some((faq) => faq.exists && faq.get('agentId') !== agent.id)) {
        throw failure('already-exists', MSG_KB_FAQ_ID_TAKEN, { reason: KB_ERROR_REASONS.faqIdTaken });
      }
      input.faqs.forEach(({ id, question, answer }, index) => {
        if (existing[index]?.exists) return;
        tx.set(faqRef(id), { id, agentId: agent.id, question, answer, createdBy: uid });
      });
      tx.update(agentRef(agent.id), { faqIds: FieldValue.arrayUnion(...ids) });
      markChecklist(tx, uid, 'hasAddedKnowledgeBase');
    });
    invalidateAgentIndex(input.agentId);
    return { ids };
  },
);

export const updateFaqRoute = defineRoute(
  API_ROUTES.updateKnowledgeFaq,
  updateFaqRequestSchema,
  async ({ uid, input }): Promise<UpdateFaqResponse> => {
    const { question, answer } = input;
    const id = await db().runTransaction(async (tx) => {
      const { agent } = await authorizeAgentEdit(tx, input.agentId, uid);
      // Only a FAQ the agent links is its to change (another organisation's is not found); after a
      // retried change the agent links the copy the first attempt made.
      const retried = faqCopyIdOf(agent.id, input.id);
      const target = [input.id, retried].find((id) => agent.faqIds.includes(id));
      const faq = target ? await tx.get(faqRef(target)) : null;
      if (!target || !faq?.exists) throw knowledgeNotFound('faq');
      const linking = await tx.get(
        db().collection(COLLECTIONS.agents).where('faqIds', 'array-contains', target).select().limit(2),
      );
      if (linking.docs.every((other) => other.id === agent.id)) {
        tx.update(faqRef(target), { question, answer });
        return target;
      }
      const copy = faqCopyIdOf(agent.id, target);
      tx.set(faqRef(copy), { id: copy, agentId: agent.id, question, answer, createdBy: uid });
      tx.update(agentRef(agent.id), {
        faqIds: agent.faqIds.map((linked) => (linked === target ? copy : linked)),
      });
      return copy;
    });
    invalidateAgentIndex(input.agentId);
    return { id };
  },
);
