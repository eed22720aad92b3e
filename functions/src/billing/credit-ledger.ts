// The credit ledger (docs/billing.md#the-credit-ledger): t_credit_ledger holds one entry per movement,
// t_credit_balances/{uid} the running sum. Both change in one transaction, and each entry's id is
// derived from what caused it (an invoice, a call, an adjustment request), so a replay applies nothing.
import {
  API_ERROR_REASONS,
  COLLECTIONS,
  creditBalanceSchema,
  creditLedgerEntrySchema,
  MSG_CREDIT_OVERDRAFT_REFUSED,
  type CreditBalance,
  type CreditLedgerEntry,
} from '@parley/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { failure } from '../lib/errors';

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
  /**
   * For adjustments: refuse a debit that would take the balance below zero unless `overdraft` is set
   * (then recorded on the entry). Usage debits are not refused: the call has already happened.
   */
  refuseOverdraft?: boolean;
  overdraft?: boolean;
}

/**
 * The one shape of a ledger entry, checked before it is written (its createdAt is the server's), so
 * no writer can store an entry that GET /billing/credits cannot read.
 */
const ledgerEntryWriteSchema = creditLedgerEntrySchema.omit({ createdAt: true });

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
    const overdraws = movement.amount < 0 && balance < 0;
    if (overdraws && movement.refuseOverdraft && !movement.overdraft) {
      throw failure('invalid-argument', MSG_CREDIT_OVERDRAFT_REFUSED, {
        reason: API_ERROR_REASONS.overdraftRefused,
        balance: before.balance,
      });
    }
    const fields = ledgerEntryWriteSchema.parse({
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
      overdraft: overdraws && movement.overdraft === true,
    });
    tx.set(balanceRef(db, movement.uid), {
      uid: movement.uid,
      balance,
      metered: before.metered || movement.reason !== 'call_usage',
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.create(entry, { ...fields, createdAt: FieldValue.serverTimestamp() });
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
