// Finding what an invite token grants, without deciding how to fail: acceptance routes turn a miss
// into the spec's error, provisioning ignores it and creates a personal organisation instead.
import {
  API_ERROR_REASONS,
  COLLECTIONS,
  organisationSchema,
  type ApiErrorReason,
  type Organisation,
  type OrgInviteRole,
} from '@parley/domain';
import type { FunctionsErrorCode } from 'firebase-functions/https';
import type { Transaction } from 'firebase-admin/firestore';
import { readOrg } from '../lib/collections';
import { db } from '../lib/firestore';
import { readInvite, type StoredInvite } from './invite-store';

export type InviteLookup =
  | { ok: true; org: Organisation; role: OrgInviteRole; invite: StoredInvite | null }
  | { ok: false; code: FunctionsErrorCode; reason: ApiErrorReason };

const miss = (code: FunctionsErrorCode, reason: ApiErrorReason): InviteLookup => ({
  ok: false,
  code,
  reason,
});

/** A private invite: it must exist, be unexpired, be addressed to `email` and its organisation exist. */
export async function lookupPrivateInvite(
  tx: Transaction,
  token: string,
  email: string | null,
  now: number,
): Promise<InviteLookup> {
  const invite = await readInvite(token, tx);
  if (!invite) return miss('not-found', API_ERROR_REASONS.inviteNotFound);
  const org = await readOrg(invite.orgId, tx);
  if (!org) return miss('not-found', API_ERROR_REASONS.orgNotFound);
  if (invite.expiresAt <= now) return miss('failed-precondition', API_ERROR_REASONS.inviteExpired);
  if (!email || email.toLowerCase() !== invite.email) {
    return miss('permission-denied', API_ERROR_REASONS.inviteEmailMismatch);
  }
  return { ok: true, org, role: invite.role, invite };
}

/** A public invite: the token is an organisation's inviteToken; it makes a member. */
export async function lookupPublicInvite(tx: Transaction, token: string): Promise<InviteLookup> {
  const query = db().collection(COLLECTIONS.orgs).where('inviteToken', '==', token).limit(1);
  const [doc] = (await tx.get(query)).docs;
  if (!doc) return miss('not-found', API_ERROR_REASONS.inviteNotFound);
  return {
    ok: true,
    org: organisationSchema.parse({ ...doc.data(), id: doc.id }),
    role: 'member',
    invite: null,
  };
}
