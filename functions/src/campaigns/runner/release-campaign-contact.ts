// A campaign call that ended frees its contact (DONE, with the call's status) and its slot. Keyed on
// the contact still DIALING, so a repeated or late end changes nothing.
import { isFinalCallStatus, type CallRecord } from '@parley/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { campaignRef, contactsRef } from '../campaign-store';

/** Frees the call's contact; resolves the campaign id when it did (its next step may run), else null. */
export async function releaseCampaignContact(db: Firestore, call: CallRecord): Promise<string | null> {
  const { campaignId, contactId } = call;
  if (!campaignId || !contactId || !isFinalCallStatus(call.status)) return null;
  const contact = contactsRef(db, campaignId).doc(contactId);
  return db.runTransaction(async (tx) => {
    // A contact already DONE (or deleted with its campaign) has nothing left to free.
    if ((await tx.get(contact)).get('status') !== 'DIALING') return null;
    tx.update(contact, { status: 'DONE', callStatus: call.status, leaseExpiresAt: null });
    // Blind increments: reading the campaign here would queue every completion behind its lock.
    tx.update(campaignRef(db, campaignId), {
      'progress.inFlight': FieldValue.increment(-1),
      [call.status === 'completed' ? 'progress.completed' : 'progress.failed']: FieldValue.increment(1),
    });
    return campaignId;
  });
}
