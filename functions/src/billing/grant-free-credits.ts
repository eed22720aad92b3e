import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../lib/firestore';
import { freeCreditsGranted } from './billing-logs';
import { grantFreeMonthlyCreditsToAll, grantPeriod } from './free-monthly-credits';
import { grantUninvoicedPlanCreditsToAll } from './plan-credits';

/**
 * Every day shortly after midnight UTC, grants this month's credits (once per user and month) to FREE
 * users and to users on a plan no invoice pays for (plan-credits.ts): daily rather than monthly, so a
 * failed or missed run is made good the next day and a user who signs up mid-month gets the month's
 * credits within a day even if the grant at plan start did not run.
 */
export const grantFreeCredits = onSchedule({ schedule: '15 0 * * *', timeZone: 'UTC' }, async () => {
  const period = grantPeriod(new Date());
  const free = await grantFreeMonthlyCreditsToAll(db(), period);
  freeCreditsGranted(period, free + (await grantUninvoicedPlanCreditsToAll(db(), period)));
});
