// The credits gate of outbound calls: an organisation whose owner's metered balance is used up places
// no more calls (campaigns pause with pausedReason quota_exceeded; docs/billing.md).
import type { Firestore } from 'firebase-admin/firestore';
import { readOrg } from '../lib/collections';
import { balanceRef, parseBalance } from './credit-ledger';

/** Whether the organisation's owner has run out of credits (never for an unmetered balance). */
export async function creditsExhausted(db: Firestore, orgId: string): Promise<boolean> {
  const org = await readOrg(orgId);
  if (!org) return false;
  const balance = parseBalance(org.ownerUid, (await balanceRef(db, org.ownerUid).get()).data());
  return balance.metered && balance.balance <= 0;
}
