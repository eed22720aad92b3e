// The credit ledger (docs/billing.md#the-credit-ledger): t_credit_ledger holds one entry per movement,
// t_credit_balances/{uid} the running sum. Both change in one transaction, and each entry's id is
// derived from what caused it (an invoice, a call, an adjustment request), so a replay applies nothing.
import { COLLECTIONS, creditBalanceSchema, type CreditBalance, type CreditLedgerEntry } from '@parley/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/** One movement of a user's credits; `entryId` identifies its cause and makes it apply once. */
export interface CreditMovement {
  entryId: string;
  uid: string;
  /** Positive grants, negative spends. */
  amount: number;
  reason: CreditLedgerEntry['reason'];
  orgId?: string | null;
  callId?: string | null;
  period?: string | null;
  note?: string | null;
  adjustedBy?: string | null;
  invoiceId?: string | null;
}

export const ledgerEntryRef = (db: Firestore, entryId: string): DocumentReference =>
  db.collection(COLLECTIONS.creditLedger).doc(entryId);
export const balanceRef = (db: Firestore, uid: string): DocumentReference =>
  db.collection(COLLECTIONS.creditBalances).doc(uid);

/** The stored balance document, or an unmetered zero balance when the user has none yet. */
export function parseBalance(uid: string, data: unknown): CreditBalance {
  return creditBalanceSchema.parse({ ...(data as object | undefined), uid });
}

/** What a movement did: whether it was new, and the balance after it. */
export interface MovementOutcome {
  applied: boolean;
  balance: number;
}

/**
 * Reads what `movement` needs inside `tx` and returns the writes to make after every other read of the
 * transaction (Firestore wants all reads first). A movement whose entry exists is applied already.
 * Grants and adjustments turn metering on: from then, an exhausted balance stops calls (credit-gate.ts).
 */
export async function prepareMovement(
  db: Firestore,
  tx: Transaction,
  movement: CreditMovement,
): Promise<() => MovementOutcome> {
  const entry = ledgerEntryRef(db, movement.entryId);
  const [existing, stored] = [await tx.get(entry), await tx.get(balanceRef(db, movement.uid))];
  const before = parseBalance(movement.uid, stored.data());
  if (existing.exists) return () => ({ applied: false, balance: before.balance });
  return () => {
    const balance = before.balance + movement.amount;
    tx.set(balanceRef(db, movement.uid), {
      uid: movement.uid,
      balance,
      metered: before.metered || movement.reason !== 'call_usage',
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.create(entry, {
      id: movement.entryId,
      uid: movement.uid,
      orgId: movement.orgId ?? null,
      amount: movement.amount,
      balanceAfter: balance,
      reason: movement.reason,
      callId: movement.callId ?? null,
      period: movement.period ?? null,
      note: movement.note ?? null,
      adjustedBy: movement.adjustedBy ?? null,
      invoiceId: movement.invoiceId ?? null,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { applied: true, balance };
  };
}

/**
 * Many calls of one owner end at once, and each debit waits on the same balance document: let a
 * transaction retry more often than the SDK's default 5 before giving up.
 */
const MAX_ATTEMPTS = 100;

/** Applies one movement in its own transaction (once, however often it is called). */
export async function applyMovement(db: Firestore, movement: CreditMovement): Promise<MovementOutcome> {
  return db.runTransaction(async (tx) => (await prepareMovement(db, tx, movement))(), {
    maxAttempts: MAX_ATTEMPTS,
  });
}
