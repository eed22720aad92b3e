import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { db } from '../lib/firestore';
import { syncCallSummary } from './sync-call-summary';

/**
 * t_calls/{callId} written: brings the call's daily summaries up to its version (sync-call-summary.ts).
 * A replayed event, or one for a write the summaries already counted, adds nothing.
 */
export const onCallWritten = onDocumentWritten(`${COLLECTIONS.calls}/{callId}`, async (event) => {
  if (!event.data?.after.exists) return;
  await syncCallSummary(db(), event.params.callId);
});
