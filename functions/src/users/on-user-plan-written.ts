import { COLLECTIONS } from '@parley/domain';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { planChanged, syncOwnerPlan } from './sync-owner-plan';

/** t_users/{uid} written with a new plan: updates t_orgs.ownerPlan on the organisations they own. */
export const onUserPlanWritten = onDocumentWritten(`${COLLECTIONS.users}/{uid}`, async (event) => {
  if (!planChanged(event.data?.before.data(), event.data?.after.data())) return;
  await syncOwnerPlan(event.params.uid);
});
