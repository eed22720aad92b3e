import { MONTHLY_CREDITS_BY_PLAN } from '@parley/domain';
import { useOwnTestProject } from '@parley/scripts/testing';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedUser, uniqueId } from '../testing/seed';
import { balanceOf, ledgerOf } from './billing-test-kit';
import {
  freeGrantEntryId,
  grantFreeMonthlyCredits,
  grantFreeMonthlyCreditsToAll,
  grantPeriod,
} from './free-monthly-credits';

// A project of its own: the Functions emulator serves the shared one, where its onUserPlanWritten
// grants each seeded user's plan its allowance and would add entries to the exact ledgers asserted here.
useOwnTestProject('demo-parley-billing-free-credits');

describe('FREE monthly credits', () => {
  it('names the month in UTC', () => {
    expect(grantPeriod(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03');
    expect(grantPeriod(new Date('2026-04-01T00:00:00Z'))).toBe('2026-04');
  });

  it('grants each FREE user once per month, however often the sweep runs, and no paid user', async () => {
    // A slice of users of its own (uid prefix), so the sweep grants no other test's users.
    const prefix = uniqueId('free');
    const free = [newCaller(prefix), newCaller(prefix), newCaller(prefix)];
    const paid = newCaller(prefix);
    await Promise.all(free.map((caller) => seedUser(caller, { plan: 'FREE' })));
    await seedUser(paid, { plan: 'PROFESSIONAL' });

    // Page size 2 crosses a page boundary; the second run and the concurrent third grant nothing.
    expect(await grantFreeMonthlyCreditsToAll(db(), '2026-03', { uidPrefix: prefix, pageSize: 2 })).toBe(3);
    const reruns = await Promise.all([
      grantFreeMonthlyCreditsToAll(db(), '2026-03', { uidPrefix: prefix, pageSize: 2 }),
      grantFreeMonthlyCreditsToAll(db(), '2026-03', { uidPrefix: prefix }),
    ]);
    expect(reruns).toEqual([0, 0]);

    for (const caller of free) {
      expect(await balanceOf(caller.uid)).toBe(MONTHLY_CREDITS_BY_PLAN.FREE);
      expect(await ledgerOf(caller.uid)).toEqual([
        expect.objectContaining({
          id: freeGrantEntryId(caller.uid, '2026-03'),
          amount: MONTHLY_CREDITS_BY_PLAN.FREE,
          reason: 'monthly_grant',
          period: '2026-03',
        }),
      ]);
    }
    expect(await ledgerOf(paid.uid)).toEqual([]);
  });

  it('grants again in the next month', async () => {
    const caller = newCaller('free');
    await seedUser(caller, { plan: 'FREE' });
    expect(await grantFreeMonthlyCredits(db(), caller.uid, '2026-03')).toBe(true);
    expect(await grantFreeMonthlyCredits(db(), caller.uid, '2026-03')).toBe(false);
    expect(await grantFreeMonthlyCredits(db(), caller.uid, '2026-04')).toBe(true);
    expect(await balanceOf(caller.uid)).toBe(2 * MONTHLY_CREDITS_BY_PLAN.FREE);
  });
});
