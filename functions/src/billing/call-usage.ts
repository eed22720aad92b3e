// Usage debits: a finished call costs its owner credits (rules/billing.ts callUsageCredits), debited
// once per call whatever the number of call-ended reports (the entry id is the call's).
import { callRecordSchema, callUsageCredits, DEFAULT_CREDITS_PER_CALL_MINUTE } from '@parley/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { readOrg } from '../lib/collections';
import { callRef } from '../campaigns/campaign-store';
import { applyMovement, type MovementOutcome } from './credit-ledger';

/** The deployment's rate (CREDITS_PER_CALL_MINUTE, a whole number ≥ 0), else the default. */
export function creditsPerCallMinute(): number {
  const raw = process.env.CREDITS_PER_CALL_MINUTE?.trim();
  const configured = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(configured) && configured >= 0 ? configured : DEFAULT_CREDITS_PER_CALL_MINUTE;
}

/** The ledger entry of a call's usage: one per call. */
export const callUsageEntryId = (callId: string): string => `call_${callId}`;

/**
 * Debits the credits a finished call used from its organisation owner's balance. Safe to repeat: a
 * call already debited, still running, free (no duration) or without an organisation changes nothing.
 */
export async function chargeCallUsage(db: Firestore, callId: string): Promise<MovementOutcome | null> {
  const snapshot = await callRef(db, callId).get();
  if (!snapshot.exists) return null;
  const call = callRecordSchema.parse({ ...snapshot.data(), id: snapshot.id });
  if (call.endedAt === null || !call.orgId) return null;
  const credits = callUsageCredits(call.durationSeconds, creditsPerCallMinute());
  const org = credits > 0 ? await readOrg(call.orgId) : null;
  if (!org) return null;
  return applyMovement(db, {
    entryId: callUsageEntryId(call.id),
    uid: org.ownerUid,
    amount: -credits,
    reason: 'call_usage',
    orgId: call.orgId,
    callId: call.id,
  });
}
