import { COLLECTIONS } from '@parley/domain';
import { onDocumentCreated } from 'firebase-functions/firestore';
import { markFaqAuthorChecklist } from './faq-checklist';
import { linkFaqToAgent } from './link-faq';

/**
 * t_faqs/{faqId} created (FAQs are written by clients): the FAQ is linked to its agent and the
 * author's "added knowledge" checklist step is done. Replays link and set the same again, which
 * changes nothing.
 */
export const onFaqCreated = onDocumentCreated(`${COLLECTIONS.faqs}/{faqId}`, async (event) => {
  const createdBy: unknown = event.data?.get('createdBy');
  await linkFaqToAgent(event.params.faqId);
  if (typeof createdBy === 'string' && createdBy) await markFaqAuthorChecklist(createdBy);
});
