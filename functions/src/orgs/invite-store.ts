// Where invites and an organisation's credentials are kept (docs/security.md#invites):
// - private invites in t_org_invites/{sha256(token)} (server-only): a presented token is hashed and finds
//   its invite with one read, and the stored data never holds the token itself, so a leaked database
//   export or a curious admin cannot accept an invite meant for someone else;
// - who is invited in t_orgs.pendingInvites ({id, email, role, invitedAt, expiresAt}), readable by every
//   member, under an opaque random id that cancelling uses;
// - the public invite link's token (and the organisation's API keys) in t_org_secrets/{orgId}, which
//   only the owner and admins read.
import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  orgInviteRoleSchema,
  orgSecretsSchema,
  type OrgPendingInvite,
  type OrgSecrets,
} from '@parley/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../lib/firestore';
import { randomHex } from '../lib/random-hex';

export const storedInviteSchema = z.object({
  /** The opaque id listed in pendingInvites; not the token, not its hash. */
  id: z.string().min(1),
  orgId: z.string().min(1),
  orgName: z.string(),
  /** Lowercased. */
  email: z.string(),
  role: orgInviteRoleSchema,
  invitedBy: z.string(),
  /** Epoch milliseconds. */
  invitedAt: z.number(),
  expiresAt: z.number(),
  /** 'accepted' once someone joined with it: accepting again is then a no-op for them, refused for others. */
  status: z.enum(['pending', 'accepted']).default('pending'),
  acceptedBy: z.string().nullable().default(null),
});
export type StoredInvite = z.infer<typeof storedInviteSchema>;

/** A new private invite's token (for the e-mail only) and its opaque id (for the lists). */
export function newInviteSecrets(): { token: string; id: string } {
  return { token: randomHex(24), id: randomHex(12) };
}

/** The document id of an invite: the SHA-256 of its token, hex. */
export const hashInviteToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const inviteRefByToken = (token: string): DocumentReference =>
  db().collection(COLLECTIONS.orgInvites).doc(hashInviteToken(token));

/** The stored invite a presented token opens, or null. */
export async function readInviteByToken(
  token: string,
  tx: Pick<Transaction, 'get'>,
): Promise<{ ref: DocumentReference; invite: StoredInvite } | null> {
  const ref = inviteRefByToken(token);
  const snapshot = await tx.get(ref);
  return snapshot.exists ? { ref, invite: storedInviteSchema.parse(snapshot.data()) } : null;
}

/** The still pending invite of an organisation by its opaque id (cancelling), or null. */
export async function readPendingInviteById(
  orgId: string,
  id: string,
  tx: Pick<Transaction, 'get'>,
): Promise<DocumentReference | null> {
  const query = db()
    .collection(COLLECTIONS.orgInvites)
    .where('orgId', '==', orgId)
    .where('id', '==', id)
    .limit(1);
  const [doc] = (await tx.get(query)).docs;
  return doc && storedInviteSchema.parse(doc.data()).status === 'pending' ? doc.ref : null;
}

/** The client-readable pendingInvites entry of a stored invite. */
export function pendingEntryOf(invite: StoredInvite): OrgPendingInvite {
  const { id, email, role, invitedAt, expiresAt } = invite;
  return { id, email, role, invitedAt, expiresAt };
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
  return snapshot.docs.some((doc) => {
    const invite = storedInviteSchema.parse(doc.data());
    return invite.status === 'pending' && invite.expiresAt > now;
  });
}

export const orgSecretsRef = (orgId: string): DocumentReference =>
  db().collection(COLLECTIONS.orgSecrets).doc(orgId);

/** A new organisation's credentials: a fresh public invite token and no API keys. */
export function newOrgSecrets(orgId: string): OrgSecrets {
  return orgSecretsSchema.parse({ orgId, inviteToken: randomHex(16) });
}

/** The organisation whose public invite link carries this token, or null. */
export async function findOrgIdByPublicToken(
  token: string,
  tx: Pick<Transaction, 'get'>,
): Promise<string | null> {
  const query = db().collection(COLLECTIONS.orgSecrets).where('inviteToken', '==', token).limit(1);
  const [doc] = (await tx.get(query)).docs;
  return doc ? orgSecretsSchema.parse(doc.data()).orgId : null;
}
