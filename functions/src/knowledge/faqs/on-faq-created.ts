import { COLLECTIONS } from '@parley/domain';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { markFaqAuthorChecklist } from './faq-checklist';

/**
 * t_faqs/{faqId} created (FAQs are written by clients): the author's "added knowledge" checklist step
 * is done. Replays set the same flag again, which changes nothing.
 */
export const onFaqCreated = onDocumentCreated(`${COLLECTIONS.faqs}/{faqId}`, async (event) => {
  const createdBy: unknown = event.data?.get('createdBy');
  if (typeof createdBy === 'string' && createdBy) await markFaqAuthorChecklist(createdBy);
});
