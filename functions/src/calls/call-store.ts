// Typed access to t_calls and t_call_summaries. A call record's createdAt is a Timestamp in Firestore
// (the log's date range compares Timestamps) and epoch ms in the domain's merge rules.
import {
  callRecordSchema,
  COLLECTIONS,
  timestampMillis,
  type CallRecord,
  type TimestampLike,
} from '@parley/domain';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { callRef } from '../campaigns/campaign-store';

/** Which summary a day's counters go to: one agent's, or its organisation's. */
export type SummaryScope = { agentId: string } | { orgId: string };

/** A daily summary's document id: scope and UTC day, so a dashboard reads each day by id or one query. */
export function summaryId(scope: SummaryScope, day: string): string {
  return 'agentId' in scope ? `agent_${scope.agentId}_${day}` : `org_${scope.orgId}_${day}`;
}

export const summaryRef = (db: Firestore, scope: SummaryScope, day: string): DocumentReference =>
  db.collection(COLLECTIONS.callSummaries).doc(summaryId(scope, day));

/**
 * What the summaries last counted of a call: its version and contribution. Beside the call (never in
 * the summary, which would grow with every call of the day), server-only like the call.
 */
export const appliedContributionRef = (db: Firestore, callId: string): DocumentReference =>
  callRef(db, callId).collection('summary').doc('applied');

const asMillis = (value: unknown): TimestampLike =>
  value instanceof Timestamp ? value.toMillis() : (value as TimestampLike);

/** Parses a call document, timestamps as epoch ms; null when absent. */
export function parseCall(snapshot: DocumentSnapshot): CallRecord | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  return callRecordSchema.parse({
    ...data,
    id: snapshot.id,
    createdAt: asMillis(data.createdAt),
    endedAt: data.endedAt ? asMillis(data.endedAt) : null,
  });
}

/** A call record as stored: timestamps as Firestore Timestamps. */
export function storedCall(call: CallRecord): Record<string, unknown> {
  const { id: _id, ...fields } = call;
  return {
    ...fields,
    createdAt: Timestamp.fromMillis(timestampMillis(call.createdAt)),
    endedAt: call.endedAt === null ? null : Timestamp.fromMillis(timestampMillis(call.endedAt)),
  };
}
