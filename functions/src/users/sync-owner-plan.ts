import { COLLECTIONS, planSchema } from '@parley/domain';
import { readUser } from '../lib/collections';
import { db } from '../lib/firestore';

/**
 * Copies the user's current plan onto every organisation they own (t_orgs.ownerPlan), so members see
 * the owner's plan gates. Reads the profile afresh rather than trusting the event, so out-of-order or
 * repeated deliveries converge on the latest plan; organisations already in step are left untouched.
 */
export async function syncOwnerPlan(uid: string): Promise<number> {
  const user = await readUser(uid);
  if (!user) return 0;
  const owned = await db().collection(COLLECTIONS.orgs).where('ownerUid', '==', uid).get();
  const stale = owned.docs.filter((doc) => planSchema.safeParse(doc.get('ownerPlan')).data !== user.plan);
  if (stale.length === 0) return 0;
  const batch = db().batch();
  for (const doc of stale) batch.update(doc.ref, { ownerPlan: user.plan });
  await batch.commit();
  return stale.length;
}

/** Whether a t_users write changed the plan (a created or deleted profile counts only if it has one). */
export function planChanged(before: unknown, after: unknown): boolean {
  const plan = (data: unknown) =>
    typeof data === 'object' && data !== null ? (data as { plan?: unknown }).plan : undefined;
  return after !== undefined && plan(before) !== plan(after);
}
