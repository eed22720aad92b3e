// A plan's allowance is granted when the plan starts — the trigger on t_users, and the daily sweep for the
// months after — once per user and month, and never where an invoice pays for the plan.
import { MONTHLY_CREDITS_BY_PLAN } from '@parley/domain';
import { useOwnTestProject } from '@parley/scripts/testing';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedUser, uniqueId } from '../testing/seed';
import { onUserPlanWritten } from '../users/on-user-plan-written';
import { balanceOf, ledgerOf } from './billing-test-kit';
import { freeGrantEntryId, grantFreeMonthlyCreditsToAll, grantPeriod } from './free-monthly-credits';
import {
  grantPlanCredits,
  grantUninvoicedPlanCreditsToAll,
  planGrantEntryId,
  planGrantOf,
} from './plan-credits';

// A project of its own: the Functions emulator serves the shared one, where its own onUserPlanWritten
// would grant the users seeded here before this file's calls do.
useOwnTestProject('demo-parley-plan-credits');

/** Delivers a t_users write to the deployed trigger, as Firestore would. */
async function deliverPlanWrite(uid: string, before: object | undefined, after: object) {
  const snapshot = (data: object | undefined) => ({ data: () => data });
  await onUserPlanWritten.run({
    id: uniqueId('event'),
    params: { uid },
    data: { before: snapshot(before), after: snapshot(after) },
  } as never);
}

describe('plan credits', () => {
  it('are granted when a paid plan starts without an invoice (the seed, a contract), once per month', async () => {
    const caller = newCaller('business');
    await seedUser(caller, { plan: 'BUSINESS' });
    // The profile's creation with a plan counts as the plan starting; a redelivery grants nothing more.
    await deliverPlanWrite(caller.uid, undefined, { plan: 'BUSINESS' });
    await deliverPlanWrite(caller.uid, undefined, { plan: 'BUSINESS' });
    const period = grantPeriod(new Date());
    expect(await balanceOf(caller.uid)).toBe(MONTHLY_CREDITS_BY_PLAN.BUSINESS);
    expect(await ledgerOf(caller.uid)).toEqual([
      expect.objectContaining({
        id: planGrantEntryId(caller.uid, period),
        amount: MONTHLY_CREDITS_BY_PLAN.BUSINESS,
        reason: 'monthly_grant',
        period,
      }),
    ]);
    // Concurrent grants of one period end in one entry; the next month is a new period.
    const again = await Promise.all([1, 2, 3].map(() => grantPlanCredits(db(), caller.uid, period)));
    expect(again).toEqual([false, false, false]);
    expect(await grantPlanCredits(db(), caller.uid, '2099-01')).toBe(true);
    expect(await balanceOf(caller.uid)).toBe(2 * MONTHLY_CREDITS_BY_PLAN.BUSINESS);
  });

  it('grant FREE at sign-up as the same entry the daily sweep makes, so the sweep adds nothing', async () => {
    const prefix = uniqueId('free-start');
    const caller = newCaller(prefix);
    await seedUser(caller, { plan: 'FREE' });
    await deliverPlanWrite(caller.uid, undefined, { plan: 'FREE' });
    expect(await grantFreeMonthlyCreditsToAll(db(), grantPeriod(new Date()), { uidPrefix: prefix })).toBe(0);
    expect(await ledgerOf(caller.uid)).toEqual([
      expect.objectContaining({ id: freeGrantEntryId(caller.uid, grantPeriod(new Date())) }),
    ]);
    expect(await balanceOf(caller.uid)).toBe(MONTHLY_CREDITS_BY_PLAN.FREE);
  });

  it('are not granted where a Stripe subscription pays for the plan (its invoices grant), nor for an unchanged plan', async () => {
    const subscribed = newCaller('subscribed');
    await seedUser(subscribed, { plan: 'PROFESSIONAL', stripeSubscriptionId: 'sub_123' });
    await deliverPlanWrite(subscribed.uid, { plan: 'FREE' }, { plan: 'PROFESSIONAL' });
    expect(await ledgerOf(subscribed.uid)).toEqual([]);

    const unchanged = newCaller('unchanged');
    await seedUser(unchanged, { plan: 'STARTER' });
    await deliverPlanWrite(unchanged.uid, { plan: 'STARTER' }, { plan: 'STARTER' });
    expect(await ledgerOf(unchanged.uid)).toEqual([]);
  });

  it('are granted by the daily sweep to every user without a subscription, once', async () => {
    const prefix = uniqueId('sweep');
    const contract = newCaller(prefix);
    const free = newCaller(prefix);
    const subscribed = newCaller(prefix);
    await seedUser(contract, { plan: 'BUSINESS' });
    await seedUser(free, { plan: 'FREE' });
    await seedUser(subscribed, { plan: 'BUSINESS', stripeSubscriptionId: 'sub_456' });
    const sweep = () => grantUninvoicedPlanCreditsToAll(db(), '2026-05', { uidPrefix: prefix, pageSize: 1 });
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);
    expect(await balanceOf(contract.uid)).toBe(MONTHLY_CREDITS_BY_PLAN.BUSINESS);
    expect(await balanceOf(free.uid)).toBe(MONTHLY_CREDITS_BY_PLAN.FREE);
    expect(await ledgerOf(subscribed.uid)).toEqual([]);
  });

  it('says which grant a plan gets', () => {
    const user = { uid: 'u1', stripeSubscriptionId: null };
    expect(planGrantOf({ ...user, plan: 'FREE' }, '2026-05')).toEqual({
      entryId: freeGrantEntryId('u1', '2026-05'),
      amount: MONTHLY_CREDITS_BY_PLAN.FREE,
    });
    expect(planGrantOf({ ...user, plan: 'STARTER' }, '2026-05')).toEqual({
      entryId: planGrantEntryId('u1', '2026-05'),
      amount: MONTHLY_CREDITS_BY_PLAN.STARTER,
    });
    expect(planGrantOf({ ...user, plan: 'STARTER', stripeSubscriptionId: 'sub_1' }, '2026-05')).toBeNull();
    // A lapsed subscription falls back to FREE, which is granted like any FREE user's.
    expect(planGrantOf({ ...user, plan: 'FREE', stripeSubscriptionId: 'sub_1' }, '2026-05')).not.toBeNull();
    expect(planGrantOf({ ...user, plan: 'NO_SUCH_PLAN' }, '2026-05')).toBeNull();
  });
});
