// The call-ended report of an engine that sends no call events (POST /outbound/webhooks/call-ended):
// taken as one more call event (calls/apply-call-event.ts), so the record, the summaries and the
// campaign's bookkeeping follow the one path every call event takes.
import {
  API_ERROR_REASONS,
  type CallEndedWebhook,
  type CallEvent,
  type CallRecord,
  isFinalCallStatus,
} from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { recordCallEvent } from '../../calls/apply-call-event';
import { parseCall } from '../../calls/call-store';
import { finishCall } from '../../calls/finish-call';
import { failure } from '../../lib/errors';
import { callRef } from '../campaign-store';

export interface CallEndOutcome {
  /** The campaign whose slot this call held, when it was a campaign call that just ended. */
  campaignId: string | null;
  /** False when the report repeated one already recorded. */
  changed: boolean;
}

/**
 * The report as a call event. It has no sequence number: it counts as the engine's last word (the
 * highest seq), so between two final reports the first one recorded stays, as before events existed.
 */
function reportEvent(report: CallEndedWebhook, call: CallRecord): CallEvent {
  const final = isFinalCallStatus(report.status);
  return {
    eventId: `ended_${report.callId}_${report.status}`,
    callId: report.callId,
    agentId: call.agentId,
    seq: Number.MAX_SAFE_INTEGER,
    type: call.type,
    startedAt: typeof call.createdAt === 'number' ? call.createdAt : 0,
    status: report.status,
    ...(final
      ? {
          durationSeconds: report.durationSeconds,
          summary: report.summary,
          recordingUrl: report.recordingUrl,
        }
      : {}),
  };
}

/**
 * Records a status report of the voice engine; not-found when the call is not ours. A final report
 * also finishes the call (calls/finish-call.ts: campaign slot, credits, notifications), on a repeat
 * too: each of those steps is keyed by the call, so a report retried after a crash charges once.
 */
export async function recordCallEnd(db: Firestore, report: CallEndedWebhook): Promise<CallEndOutcome> {
  const existing = parseCall(await callRef(db, report.callId).get());
  if (!existing)
    throw failure('not-found', `Unknown call ${report.callId}`, { reason: API_ERROR_REASONS.callNotFound });
  const { call, changed } = await recordCallEvent(db, reportEvent(report, existing));
  return { campaignId: await finishCall(db, call), changed };
}
