// Journeys start from a new FREE account; a step that needs a paid plan feature (outbound campaigns,
// invites, exports) grants the plan the way a paid Stripe subscription would leave it: on the
// user's profile, written by the server side (here the admin SDK), never by the browser.
import { COLLECTIONS, type Plan } from '@parley/domain';
import { adminApp } from '@parley/scripts/testing';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** Puts the signed-up user with this e-mail address on `plan`; answers their uid. */
export async function grantPlan(email: string, plan: Plan): Promise<string> {
  const admin = adminApp();
  const { uid } = await getAuth(admin).getUserByEmail(email);
  await getFirestore(admin).collection(COLLECTIONS.users).doc(uid).set({ plan }, { merge: true });
  return uid;
}
