// t_number_purchases: one record per number bought on the platform account, written in a transaction
// before Twilio is called, so a retried or concurrent buy of the same number buys it once. The record is
// a lease while the purchase runs (pending), then keeps the Twilio sid (bought).
import { createHash, randomUUID } from 'node:crypto';
import { API_ERROR_REASONS, COLLECTIONS, MSG_NUMBER_TAKEN } from '@parley/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

/** How long a pending purchase holds the number before another request may take over. */
export const PURCHASE_LEASE_MS = 30_000;

interface Purchase {
  phoneNumber: string;
  orgId: string;
  state: 'pending' | 'bought';
  /** Epoch ms until which a pending purchase belongs to `holder`. */
  leaseUntil: number;
  holder: string;
  twilioPnSid: string | null;
}

export type PurchaseClaim =
  /** Already bought for this organisation: use the sid, buy nothing. */
  | { kind: 'bought'; twilioPnSid: string }
  /** Another request of this organisation is buying it now: wait and ask again. */
  | { kind: 'wait'; leaseUntil: number }
  /** This request buys it. `takeover`: an earlier attempt's lease ran out, so check Twilio first. */
  | { kind: 'claimed'; holder: string; takeover: boolean };

const purchaseRef = (phoneNumber: string): DocumentReference =>
  db()
    .collection(COLLECTIONS.numberPurchases)
    .doc(createHash('sha256').update(phoneNumber).digest('hex').slice(0, 32));

/** Decides, in a transaction, whether this request buys the number, waits, or finds it bought. */
export async function claimPurchase(
  orgId: string,
  phoneNumber: string,
  now = Date.now(),
): Promise<PurchaseClaim> {
  const ref = purchaseRef(phoneNumber);
  return db().runTransaction(async (tx): Promise<PurchaseClaim> => {
    const current = (await tx.get(ref)).data() as Purchase | undefined;
    const live = current && (current.state === 'bought' || current.leaseUntil > now);
    if (live && current.orgId !== orgId) {
      throw failure('already-exists', MSG_NUMBER_TAKEN, { reason: API_ERROR_REASONS.numberTaken });
    }
    if (current?.state === 'bought' && current.twilioPnSid) {
      return { kind: 'bought', twilioPnSid: current.twilioPnSid };
    }
    if (live) return { kind: 'wait', leaseUntil: current.leaseUntil };
    const holder = randomUUID();
    tx.set(ref, {
      phoneNumber,
      orgId,
      state: 'pending',
      leaseUntil: now + PURCHASE_LEASE_MS,
      holder,
      twilioPnSid: null,
    } satisfies Purchase);
    return { kind: 'claimed', holder, takeover: current !== undefined };
  });
}

/** Records the bought number's sid: every later request for it reuses it. */
export async function completePurchase(phoneNumber: string, twilioPnSid: string): Promise<void> {
  await purchaseRef(phoneNumber).update({ state: 'bought', twilioPnSid });
}

/** Gives a failed purchase's lease back, unless another request has taken over since. */
export async function abandonPurchase(phoneNumber: string, holder: string): Promise<void> {
  const ref = purchaseRef(phoneNumber);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as Purchase | undefined;
    if (current?.state === 'pending' && current.holder === holder) tx.delete(ref);
  });
}

/** Forgets a released number, so it can be bought again. */
export async function forgetPurchase(phoneNumber: string): Promise<void> {
  await purchaseRef(phoneNumber).delete();
}
