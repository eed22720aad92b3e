// Keeps the daily summaries (t_call_summaries) equal to the sum of their calls' contributions. Each
// call's last counted version and contribution sit beside it (call-store.ts appliedContributionRef);
// a sync adds only the difference between the call's contribution now and the one counted, in one
// transaction with the new bookkeeping, so a replayed or repeated trigger adds nothing and a changed
// outcome is corrected rather than counted twice. The summaries are written blind (increments, never
// read in the transaction), so calls of the same day never queue behind each other's reads.
import {
  callContribution,
  contributionDelta,
  type CallRecord,
  type Counter,
  type CounterTree,
} from '@parley/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { creditsPerCallMinute } from '../billing/call-usage';
import { callRef } from '../campaigns/campaign-store';
import { appliedContributionRef, parseCall, summaryRef, type SummaryScope } from './call-store';

interface AppliedContribution {
  version: number;
  counters: Counter[];
}

function readApplied(data: Record<string, unknown> | undefined): AppliedContribution {
  if (!data) return { version: -1, counters: [] };
  return { version: Number(data.version), counters: JSON.parse(String(data.counters)) as Counter[] };
}

/** Increments as the nested object a merging set() understands (no field-path parsing of keys). */
function incrementTree(counters: readonly Counter[]): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [path, amount] of counters) {
    let node = tree;
    for (const segment of path.slice(0, -1)) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node[path[path.length - 1] ?? ''] = FieldValue.increment(amount);
  }
  return tree;
}

function writeSummary(
  tx: Transaction,
  db: Firestore,
  scope: SummaryScope,
  call: CallRecord,
  delta: readonly Counter[],
): void {
  tx.set(
    summaryRef(db, scope, call.day),
    {
      scope: 'agentId' in scope ? 'agent' : 'org',
      agentId: 'agentId' in scope ? scope.agentId : null,
      orgId: call.orgId,
      day: call.day,
      counters: incrementTree(delta) as CounterTree,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

/**
 * Brings the summaries of a call's day up to its current version. Resolves true when it changed them.
 * A deleted call keeps what it counted: calls are never deleted, except with their organisation.
 */
export async function syncCallSummary(db: Firestore, callId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const [callSnapshot, appliedSnapshot] = await Promise.all([
      tx.get(callRef(db, callId)),
      tx.get(appliedContributionRef(db, callId)),
    ]);
    const call = parseCall(callSnapshot);
    if (!call?.day) return false;
    const applied = readApplied(appliedSnapshot.data());
    if (applied.version >= call.version) return false;
    const counters = callContribution(call, creditsPerCallMinute());
    const delta = contributionDelta(applied.counters, counters);
    if (delta.length > 0) {
      writeSummary(tx, db, { agentId: call.agentId }, call, delta);
      if (call.orgId) writeSummary(tx, db, { orgId: call.orgId }, call, delta);
    }
    // Stored as JSON: Firestore refuses arrays of arrays.
    tx.set(appliedContributionRef(db, callId), { version: call.version, counters: JSON.stringify(counters) });
    return delta.length > 0;
  });
}
