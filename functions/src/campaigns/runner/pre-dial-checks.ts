// What the runner needs to ask the pre-dial decision (packages/domain rules/pre-dial.ts) about a
// campaign's contacts, and how it records the answers: the organisation's outbound policy, its
// do-not-call entries for the numbers at hand (read in the claim transaction, so a number added a
// moment ago is refused), and the decision fields written on each contact.
import {
  COLLECTIONS,
  doNotCallId,
  outboundPolicySchema,
  type CampaignContact,
  type OutboundPolicy,
  type PreDialDecision,
} from '@parley/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { orgRef } from '../../lib/collections';

/** A contact told 'later' without a time to come back (no calling day) is looked at again after this. */
export const LATER_RECHECK_MS = 60 * 60_000;

/**
 * The organisation's outbound policy (`outboundPolicy` of t_orgs), read outside the claim transaction
 * like the agent: it changes rarely. A missing or malformed one is the default policy, never a reason
 * to stop the runner.
 */
export async function readOutboundPolicy(orgId: string): Promise<OutboundPolicy> {
  const value: unknown = (await orgRef(orgId).get()).get('outboundPolicy');
  const parsed = outboundPolicySchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : outboundPolicySchema.parse({});
}

/** Which of these numbers are on the organisation's do-not-call list, read inside `tx`. */
export async function doNotCallNumbers(
  db: Firestore,
  tx: Transaction,
  orgId: string,
  phoneNumbers: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(phoneNumbers)];
  if (unique.length === 0) return new Set();
  const refs = unique.map((number) => db.collection(COLLECTIONS.doNotCall).doc(doNotCallId(orgId, number)));
  const snapshots = await tx.getAll(...refs);
  return new Set(unique.filter((_, index) => snapshots[index]?.exists));
}

/** The decision as stored on the contact (campaign screen, export). */
export function decisionFields(decision: PreDialDecision, now: number): Partial<Record<string, unknown>> {
  return {
    decision: decision.action,
    decisionCode: decision.code,
    decisionReason: decision.reason,
    decidedAt: now,
  };
}

/** Writes a 'skip' (SKIPPED for good) or a 'later' (PENDING, not looked at before its retry time). */
export function recordRefusal(
  tx: Transaction,
  ref: DocumentReference,
  decision: PreDialDecision,
  now: number,
): void {
  if (decision.action === 'skip') {
    tx.update(ref, { ...decisionFields(decision, now), status: 'SKIPPED', leaseExpiresAt: null });
    return;
  }
  const notBefore =
    decision.retryAt !== null && decision.retryAt > now ? decision.retryAt : now + LATER_RECHECK_MS;
  tx.update(ref, { ...decisionFields(decision, now), notBefore });
}

/** The campaign's counters for the contacts skipped in one step, by decision code. */
export function skippedCounters(skipped: readonly PreDialDecision[]): Record<string, FieldValue> {
  const counters: Record<string, FieldValue> = {};
  if (skipped.length === 0) return counters;
  counters['progress.skipped'] = FieldValue.increment(skipped.length);
  const byCode = new Map<string, number>();
  for (const { code } of skipped) byCode.set(code, (byCode.get(code) ?? 0) + 1);
  for (const [code, count] of byCode) counters[`progress.skippedBy.${code}`] = FieldValue.increment(count);
  return counters;
}

/** The attempts a re-send is decided on: the attempt it repeats is not a new one. */
export const earlierAttempts = (contact: CampaignContact): number[] => contact.attempts.slice(0, -1);
