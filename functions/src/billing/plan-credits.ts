// A plan's monthly allowance granted when the plan starts (docs/billing.md#the-credit-ledger). A plan
// paid through Stripe is granted by each paid invoice (stripe-events.ts); every other plan — FREE, and a
// paid plan set without a subscription (the seed's demo account, a contract, an ADMIN) — is granted
// here: when the user's plan is written (on-user-plan-written.ts, the seed) and by the daily sweep
// (grant-free-credits.ts) for the months after. The entry id names the user and the month, so one plan
// period gets one grant however many of those paths run, and a replay applies nothing.
import { COLLECTIONS, monthlyCredits } from '@parley/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { applyMovement } from './credit-ledger';
import { freeGrantEntryId, sweepUsers, type FreeGrantSweepOptions } from './free-monthly-credits';

/** The ledger entry id of a paid plan's grant without an invoice: one per user per month. */
export const planGrantEntryId = (uid: string, period: string): string => `plan_${period}_${uid}`;

export interface PlanGrant {
  entryId: string;
  amount: number;
}

/**
 * What the user's plan is granted for `period` outside invoices: FREE's allowance, or the plan's for a
 * paid plan with no Stripe subscription; null when an invoice pays for it (its grant is the invoice's).
 */
export function planGrantOf(
  user: { uid: string; plan: string; stripeSubscriptionId: string | null },
  period: string,
): PlanGrant | null {
  if (user.plan === 'FREE')
    return { entryId: freeGrantEntryId(user.uid, period), amount: monthlyCredits('FREE') };
  if (user.stripeSubscriptionId) return null;
  const amount = monthlyCredits(user.plan);
  return amount > 0 ? { entryId: planGrantEntryId(user.uid, period), amount } : null;
}

/** Grants the user's plan its allowance for `period` unless granted already; answers whether it did. */
export async function grantPlanCredits(db: Firestore, uid: string, period: string): Promise<boolean> {
  const snapshot = await db.collection(COLLECTIONS.users).doc(uid).get();
  const plan: unknown = snapshot.get('plan');
  if (!snapshot.exists || typeof plan !== 'string') return false;
  const subscription: unknown = snapshot.get('stripeSubscriptionId');
  const grant = planGrantOf(
    { uid, plan, stripeSubscriptionId: typeof subscription === 'string' ? subscription : null },
    period,
  );
  if (!grant) return false;
  const outcome = await applyMovement(db, {
    entryId: grant.entryId,
    uid,
    amount: grant.amount,
    reason: 'monthly_grant',
    period,
    note: `${plan} plan`,
  });
  return outcome.applied;
}

/**
 * The daily sweep's second half: every user without a Stripe subscription gets the month's grant of
 * their plan (FREE users' is the same entry as grantFreeMonthlyCreditsToAll's, so nothing twice).
 * Answers how many grants were new.
 */
export async function grantUninvoicedPlanCreditsToAll(
  db: Firestore,
  period: string,
  options: FreeGrantSweepOptions = {},
): Promise<number> {
  const query = db
    .collection(COLLECTIONS.users)
    .where('stripeSubscriptionId', '==', null)
    .orderBy(FieldPath.documentId());
  return sweepUsers(query, options, (uid) => grantPlanCredits(db, uid, period));
}
