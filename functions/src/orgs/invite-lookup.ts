// Finding what an invite token grants, without deciding how to fail: acceptance routes turn a miss
// into the spec's error, provisioning ignores it and creates a personal organisation instead.
import {
  API_ERROR_REASONS,
  planRefusal,
  type ApiErrorReason,
  type Organisation,
  type OrgInviteRole,
} from '@parley/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { FunctionsErrorCode } from 'firebase-functions/https';
import { readOrg } from '../lib/collections';
import { findOrgIdByPublicToken, readInviteByToken, type StoredInvite } from './invite-store';

/** The caller as their verified ID token describes them. */
export interface InviteCaller {
  uid: string;
  email: string | null;
  /** The token's email_verified claim: a private invite needs a verified address. */
  emailVerified: boolean;
}

export type InviteLookup =
  | {
      ok: true;
      org: Organisation;
      role: OrgInviteRole;
      /** The private invite to mark accepted (null for a public link, or when already accepted). */
      invite: { ref: DocumentReference; data: StoredInvite } | null;
    }
  | { ok: false; code: FunctionsErrorCode; reason: ApiErrorReason };

const miss = (code: FunctionsErrorCode, reason: ApiErrorReason): InviteLookup => ({
  ok: false,
  code,
  reason,
});

/**
 * A private invite: it must exist, be addressed to the caller's e-mail, which must be verified (else
 * whoever signs up first with someone else's address could take their role), be unexpired and unused,
 * and its organisation must exist. The invitee accepting again (a retry) finds it already accepted by
 * them and gets the same answer with nothing left to write.
 */
export async function lookupPrivateInvite(
  tx: Transaction,
  token: string,
  caller: InviteCaller,
  now: number,
): Promise<InviteLookup> {
  const found = await readInviteByToken(token, tx);
  if (!found) return miss('not-found', API_ERROR_REASONS.inviteNotFound);
  const { invite, ref } = found;
  const org = await readOrg(invite.orgId, tx);
  if (!org) return miss('not-found', API_ERROR_REASONS.orgNotFound);
  if (invite.status === 'accepted') {
    return invite.acceptedBy === caller.uid
      ? { ok: true, org, role: invite.role, invite: null }
      : miss('failed-precondition', API_ERROR_REASONS.inviteUsed);
  }
  if (invite.expiresAt <= now) return miss('failed-precondition', API_ERROR_REASONS.inviteExpired);
  if (caller.email?.toLowerCase() !== invite.email) {
    return miss('permission-denied', API_ERROR_REASONS.inviteEmailMismatch);
  }
  if (!caller.emailVerified) return miss('failed-precondition', API_ERROR_REASONS.emailNotVerified);
  return { ok: true, org, role: invite.role, invite: { ref, data: invite } };
}

/** A public invite: the token is an organisation's public link token (t_org_secrets); it makes a member. */
export async function lookupPublicInvite(tx: Transaction, token: string): Promise<InviteLookup> {
  const orgId = await findOrgIdByPublicToken(token, tx);
  const org = orgId ? await readOrg(orgId, tx) : null;
  if (!org) return miss('not-found', API_ERROR_REASONS.inviteNotFound);
  // The public link is an invite like any other: an owner whose plan lacks invite_member admits nobody.
  if (planRefusal(org.ownerPlan, { feature: 'invite_member' })) {
    return miss('permission-denied', API_ERROR_REASONS.planLimit);
  }
  return { ok: true, org, role: 'member', invite: null };
}
