// Records one voice-engine call event on its call record, once: the event id is remembered in
// t_processed_events in the same transaction, and the merge itself (rules/call-events.ts) is order-free,
// so a duplicate, a late or a reordered delivery ends in the same record.
import {
  API_ERROR_REASONS,
  applyCallEvent,
  isQueuedCallStatus,
  COLLECTIONS,
  MSG_AGENT_NOT_FOUND,
  newCallFromEvent,
  type CallEvent,
  type CallRecord,
} from '@parley/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { callRef } from '../campaigns/campaign-store';
import { agentRef, readAgent } from '../lib/collections';
import { failure } from '../lib/errors';
import { callAttributor } from './call-attribution';
import { parseCall, storedCall } from './call-store';

/** How long a handled event id is remembered (a TTL policy on expireAt deletes it); the engine retries for a day. */
const EVENT_MEMORY_MS = 7 * 24 * 60 * 60 * 1000;

export interface AppliedCallEvent {
  call: CallRecord;
  /** False for a duplicate or an event older than every field it carries. */
  changed: boolean;
}

const countedAsQueued = (call: CallRecord): boolean =>
  'status' in call.fieldSeq && isQueuedCallStatus(call.status);

export const callEventMarkerId = (eventId: string): string => `call_event_${eventId}`;

/**
 * Applies `event` to its call (creating the record at the first event seen, for the agent's
 * organisation). not-found when the agent does not exist; invalid-argument when the call belongs to
 * another agent.
 */
export async function recordCallEvent(db: Firestore, event: CallEvent): Promise<AppliedCallEvent> {
  const marker = db.collection(COLLECTIONS.processedEvents).doc(callEventMarkerId(event.eventId));
  const ref = callRef(db, event.callId);
  return db.runTransaction(async (tx) => {
    const [markerSnapshot, callSnapshot] = await Promise.all([tx.get(marker), tx.get(ref)]);
    const existing = parseCall(callSnapshot);
    if (markerSnapshot.exists && existing) return { call: existing, changed: false };
    let call = existing;
    if (!call) {
      const agent = await readAgent(event.agentId, tx);
      if (!agent)
        throw failure('not-found', MSG_AGENT_NOT_FOUND, { reason: API_ERROR_REASONS.agentNotFound });
      // The version and arm that answer, unless the engine's events say (their fields then win).
      const otherParty = event.type === 'outboundPhoneCall' ? event.toNumber : event.fromNumber;
      const attribute = await callAttributor(agent, tx);
      call = { ...newCallFromEvent(event, agent.orgId), ...attribute(otherParty || event.callId) };
    } else if (call.agentId !== event.agentId) {
      throw failure('invalid-argument', `Call ${event.callId} belongs to another agent`, {
        reason: API_ERROR_REASONS.invalidInput,
      });
    }
    const next = applyCallEvent(call, event);
    if (next !== call || !existing) tx.set(ref, storedCall(next), { merge: true });
    // The agent's queueCount follows its calls into and out of the queued statuses, as the engine
    // reports them: a record whose status no event set yet (a campaign call the runner created as
    // queued) was never counted, so it is never discounted either.
    const queuedBefore = existing !== null && countedAsQueued(existing);
    const queuedNow = countedAsQueued(next);
    if (queuedBefore !== queuedNow) {
      tx.update(agentRef(next.agentId), { queueCount: FieldValue.increment(queuedNow ? 1 : -1) });
    }
    tx.set(marker, {
      kind: 'call-event',
      callId: event.callId,
      expireAt: Timestamp.fromMillis(Date.now() + EVENT_MEMORY_MS),
    });
    return { call: next, changed: next !== call };
  });
}
