// Private organisation invites live in t_org_invites/{token} (server-only), so a token finds its
// organisation with one read; t_orgs.pendingInvites mirrors them ({token, email, role, invitedAt}) so
// the organisation's members see who is invited.
import { COLLECTIONS, orgInviteRoleSchema } from '@parley/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/firestore';

export const storedInviteSchema = z.object({
  token: z.string().min(1),
  orgId: z.string().min(1),
  orgName: z.string(),
  /** Lowercased. */
  email: z.string(),
  role: orgInviteRoleSchema,
  invitedBy: z.string(),
  /** Epoch milliseconds. */
  invitedAt: z.number(),
  expiresAt: z.number(),
});
export type StoredInvite = z.infer<typeof storedInviteSchema>;

export const inviteRef = (token: string): DocumentReference =>
  db().collection(COLLECTIONS.orgInvites).doc(token);

/** The stored invite for a token, or null. */
export async function readInvite(token: string, tx: Pick<Transaction, 'get'>): Promise<StoredInvite | null> {
  const snapshot = await tx.get(inviteRef(token));
  return snapshot.exists ? storedInviteSchema.parse(snapshot.data()) : null;
}

/** Whether an unexpired private invite was sent to this address (the Auth trigger then waits for it). */
export async function hasPendingInviteFor(
  email: string | null,
  now: number,
  tx: Pick<Transaction, 'get'>,
): Promise<boolean> {
  if (!email) return false;
  const query = db().collection(COLLECTIONS.orgInvites).where('email', '==', email.toLowerCase()).limit(20);
  const snapshot = await tx.get(query);
  return snapshot.docs.some((doc) => storedInviteSchema.parse(doc.data()).expiresAt > now);
}
