// The new-user checklist's knowledge step for FAQs, which clients write directly (documents and
// websites tick it in their routes).
import { db } from '../../lib/firestore';
import { userRef } from '../../lib/collections';
import { markChecklist } from '../../users/checklist';

/** Ticks hasAddedKnowledgeBase for `uid`; answers false when the profile does not exist. */
export async function markFaqAuthorChecklist(uid: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const profile = await tx.get(userRef(uid));
    if (!profile.exists) return false;
    markChecklist(tx, uid, 'hasAddedKnowledgeBase');
    return true;
  });
}
