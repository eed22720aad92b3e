// Clients write FAQs straight to t_faqs; the agent's faqIds link is added here, as the routes do for
// documents and websites, so that publish carries a FAQ written on a draft to the live agent and
// retrieval, which follows links, finds it there (docs/knowledge-base.md#deleting-and-sharing).
import { COLLECTIONS } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { agentRef } from '../../lib/collections';
import { db } from '../../lib/firestore';
import { invalidateAgentIndex } from '../retrieval/knowledge-service';

/** Firestore's gRPC code for a missing document (an update of a deleted agent). */
const NOT_FOUND = 5;

/**
 * Adds `faqId` to the links of the agent it was written for; answers false when either is gone.
 * One arrayUnion update, not a transaction: an imported CSV creates hundreds of FAQs of one agent at
 * once, and their transactions on that agent would contend and fail. A FAQ deleted meanwhile leaves a
 * dangling id, which readers skip.
 */
export async function linkFaqToAgent(faqId: string): Promise<boolean> {
  const faq = await db().collection(COLLECTIONS.faqs).doc(faqId).get();
  const agentId: unknown = faq.get('agentId');
  if (!faq.exists || typeof agentId !== 'string' || !agentId) return false;
  try {
    // arrayUnion: a replayed event links nothing twice.
    await agentRef(agentId).update({ faqIds: FieldValue.arrayUnion(faqId) });
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) return false;
    throw error;
  }
  invalidateAgentIndex(agentId);
  return true;
}
