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
import { balanceRef, parseBalance } from './credit-ledger';

/** Ledger entries answered at once: the Billing section's table and chart show recent movements. */
const LEDGER_PAGE = 100;

const millis = (value: unknown): unknown => (value instanceof Timestamp ? value.toMillis() : value);

/** GET /billing/credits: the caller's balance, latest ledger entries (newest first) and subscription status. */
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
    return {
      balance: parseBalance(uid, balance.data()).balance,
      entries: entries.docs.map((doc) => {
        const data = doc.data();
        return creditLedgerEntrySchema.parse({ ...data, id: doc.id, createdAt: millis(data.createdAt) });
      }),
      status: caller.stripeSubscriptionStatus,
    };
  },
);
