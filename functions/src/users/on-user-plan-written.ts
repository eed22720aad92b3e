import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { grantPeriod } from '../billing/free-monthly-credits';
import { grantPlanCredits } from '../billing/plan-credits';
import { db } from '../lib/firestore';
import { planChanged, syncOwnerPlan } from './sync-owner-plan';

/**
 * t_users/{uid} written with a new plan (a profile created with one included, as the seed's): updates
 * t_orgs.ownerPlan on the organisations they own, and grants the plan's allowance for this month
 * unless an invoice pays for it (plan-credits.ts; once per plan period, so a redelivery grants nothing).
 */
export const onUserPlanWritten = onDocumentWritten(`${COLLECTIONS.users}/{uid}`, async (event) => {
  if (!planChanged(event.data?.before.data(), event.data?.after.data())) return;
  await syncOwnerPlan(event.params.uid);
  await grantPlanCredits(db(), event.params.uid, grantPeriod(new Date()));
});
