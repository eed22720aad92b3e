// The voice engine reported a call's status. A final status closes the call record and, for a
// campaign call, marks its contact DONE and frees its slot; a repeated report changes nothing.
import { API_ERROR_REASONS, callRecordSchema, type CallEndedWebhook, type CallStatus } from '@parley/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { chargeCallUsage } from '../../billing/call-usage';
import { failure } from '../../lib/errors';
import { callRef, contactsRef, campaignRef } from '../campaign-store';

/** Statuses after which a call is over. */
const FINAL_STATUSES: ReadonlySet<CallStatus> = new Set([
  'completed',
  'failed',
  'busy',
  'no-answer',
  'canceled',
]);

export interface CallEndOutcome {
  /** The campaign whose slot this call held, when it was a campaign call that just ended. */
  campaignId: string | null;
  /** False when the report repeated one already recorded. */
  changed: boolean;
}

/**
 * Records a status report of the voice engine; not-found when the call is not ours. A final report
 * also debits the call's credits (billing/call-usage.ts), on a repeat too: the debit is keyed by the
 * call, so a report retried after a crash between the two still charges exactly once.
 */
export async function recordCallEnd(db: Firestore, report: CallEndedWebhook): Promise<CallEndOutcome> {
  const outcome = await closeCall(db, report);
  if (FINAL_STATUSES.has(report.status)) await chargeCallUsage(db, report.callId);
  return outcome;
}

async function closeCall(db: Firestore, report: CallEndedWebhook): Promise<CallEndOutcome> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(callRef(db, report.callId));
    if (!snapshot.exists)
      throw failure('not-found', `Unknown call ${report.callId}`, { reason: API_ERROR_REASONS.callNotFound });
    const call = callRecordSchema.parse({ ...snapshot.data(), id: snapshot.id });
    if (FINAL_STATUSES.has(call.status)) return { campaignId: null, changed: false };
    const final = FINAL_STATUSES.has(report.status);
    const contact =
      final && call.campaignId && call.contactId
        ? contactsRef(db, call.campaignId).doc(call.contactId)
        : null;
    const contactSnapshot = contact ? await tx.get(contact) : null;
    tx.update(snapshot.ref, {
      status: report.status,
      ...(final
        ? {
            durationSeconds: report.durationSeconds,
            summary: report.summary,
            recordingUrl: report.recordingUrl,
            endedAt: FieldValue.serverTimestamp(),
          }
        : {}),
    });
    // A contact already DONE (or deleted with its campaign) has nothing left to free.
    if (!contact || !call.campaignId || contactSnapshot?.get('status') !== 'DIALING') {
      return { campaignId: null, changed: true };
    }
    tx.update(contact, { status: 'DONE', callStatus: report.status, leaseExpiresAt: null });
    // Blind increments: reading the campaign here would queue every completion behind its lock.
    tx.update(campaignRef(db, call.campaignId), {
      'progress.inFlight': FieldValue.increment(-1),
      [report.status === 'completed' ? 'progress.completed' : 'progress.failed']: FieldValue.increment(1),
    });
    return { campaignId: call.campaignId, changed: true };
  });
}
