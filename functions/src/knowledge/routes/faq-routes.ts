// POST /agent/knowledge-base/add-faqs and update-faq (FAQs are deleted by delete-document, type faq).
// FAQs are shared by id like documents: a draft copies its live agent's faqIds and publish copies them
// back. So they are written here, never by a client: creating links them to the edit target in the same
// transaction, a live agent under version control refuses (authorizeAgentEdit), and changing one that
// another agent also links (the live agent, from its draft) changes a copy, never the other agent's
// (own-copy.ts). docs/knowledge-base.md#faqs
import {
  addFaqsRequestSchema,
  API_ROUTES,
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
import { changeOwnCopy } from '../own-copy';

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
    const { id } = await db().runTransaction(async (tx) => {
      const { agent } = await authorizeAgentEdit(tx, input.agentId, uid);
      // A copy's author is whoever made it.
      return changeOwnCopy(tx, agent, 'faq', input.id, { question, answer }, { createdBy: uid });
    });
    invalidateAgentIndex(input.agentId);
    return { id };
  },
);
