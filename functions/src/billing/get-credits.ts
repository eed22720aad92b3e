import {
  API_ROUTES,
  COLLECTIONS,
  creditLedgerEntrySchema,
  noBillingInputSchema,
  type CreditsResponse,
} from '@parley/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { db } from '../lib/firestore';
import { malformedLedgerEntry } from './billing-logs';
import { balanceRef, parseBalance } from './credit-ledger';

/** Ledger entries answered at once: the Billing section's table and chart show recent movements. */
const LEDGER_PAGE = 100;

const millis = (value: unknown): unknown => (value instanceof Timestamp ? value.toMillis() : value);

/**
 * GET /billing/credits: the caller's balance (and whether it is metered), latest ledger entries (newest
 * first) and subscription status. An entry that does not read as a ledger entry is left out and logged,
 * never a 500 for the page.
 */
export const getCreditsRoute = defineRoute(
  API_ROUTES.getCredits,
  noBillingInputSchema,
  async ({ uid }): Promise<CreditsResponse> => {
    const { caller } = await authorize(null, null, uid, { action: 'read' });
    const [balance, entries] = await Promise.all([
      balanceRef(db(), uid).get(),
      db()
        .collection(COLLECTIONS.creditLedger)
        .where('uid', '==', uid)
        .orderBy('createdAt', 'desc')
        .limit(LEDGER_PAGE)
        .get(),
    ]);
    const { balance: amount, metered } = parseBalance(uid, balance.data());
    return {
      balance: amount,
      metered,
      entries: entries.docs.flatMap((doc) => {
        const data = doc.data();
        const entry = creditLedgerEntrySchema.safeParse({
          ...data,
          id: doc.id,
          createdAt: millis(data.createdAt),
        });
        if (entry.success) return [entry.data];
        malformedLedgerEntry(
          doc.id,
          uid,
          entry.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        );
        return [];
      }),
      status: caller.stripeSubscriptionStatus,
    };
  },
);
