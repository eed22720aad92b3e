// FAQs and the widget are plain user data the rules let members (not VIEWERs) write directly
// (docs/knowledge-base.md#data); everything else goes through the routes (knowledge-api.ts).
import { COLLECTIONS, type FaqRow, type Widget } from '@parley/domain';
import { deleteDoc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useSignedInUser } from '../../../lib/session';
import { agentWidgetRef, faqDocRef, newKnowledgeId, widgetIdOf } from './knowledge-refs';

/** Firestore's limit on writes in one batch. */
const BATCH_LIMIT = 500;

export type WidgetSettings = Omit<Widget, 'id' | 'agentId'>;

function knowledgeWrites(firestore: Firestore, uid: string) {
  const create = (agentId: string, faq: FaqRow) => {
    const id = newKnowledgeId(firestore, COLLECTIONS.faqs);
    return { id, ref: faqDocRef(firestore, id), data: { id, agentId, ...faq, createdBy: uid } };
  };
  return {
    addFaq: async (agentId: string, faq: FaqRow) => {
      const { ref, data } = create(agentId, faq);
      await setDoc(ref, data);
    },
    updateFaq: (faqId: string, faq: FaqRow) => updateDoc(faqDocRef(firestore, faqId), { ...faq }),
    deleteFaq: (faqId: string) => deleteDoc(faqDocRef(firestore, faqId)),
    /** Imports FAQs in batches: each batch lands whole or not at all. */
    importFaqs: async (agentId: string, faqs: readonly FaqRow[]) => {
      for (let start = 0; start < faqs.length; start += BATCH_LIMIT) {
        const batch = writeBatch(firestore);
        for (const faq of faqs.slice(start, start + BATCH_LIMIT)) {
          const { ref, data } = create(agentId, faq);
          batch.set(ref, data);
        }
        await batch.commit();
      }
    },
    saveWidget: (agentId: string, settings: WidgetSettings) =>
      setDoc(agentWidgetRef(firestore, agentId), { id: widgetIdOf(agentId), agentId, ...settings }),
  };
}

export type KnowledgeWrites = ReturnType<typeof knowledgeWrites>;

/** FAQ and widget writes as the signed-in user (the FAQ's createdBy, which the rules check). */
export function useKnowledgeWrites(): KnowledgeWrites {
  const firestore = useFirestore();
  const { uid } = useSignedInUser();
  return knowledgeWrites(firestore, uid);
}
