import { onSchedule } from 'firebase-functions/scheduler';
import { db } from '../lib/firestore';
import { freeCreditsGranted } from './billing-logs';
import { grantFreeMonthlyCreditsToAll, grantPeriod } from './free-monthly-credits';

/**
 * Every day shortly after midnight UTC, grants FREE users this month's credits (once per user and
 * month): daily rather than monthly, so a failed or missed run is made good the next day and a user who
 * signs up mid-month gets the month's credits within a day.
 */
export const grantFreeCredits = onSchedule({ schedule: '15 0 * * *', timeZone: 'UTC' }, async () => {
  const period = grantPeriod(new Date());
  freeCreditsGranted(period, await grantFreeMonthlyCreditsToAll(db(), period));
});
