// Membership changes, always inside the caller's transaction (all reads done before these writes).
import { orgRoleOf, type Organisation, type OrgInviteRole, type OrgRole } from '@parley/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { orgRef } from '../lib/collections';
import type { InviteLookup } from './invite-lookup';

export interface JoinResult {
  orgId: string;
  role: OrgRole;
  /** false when the user was already in the organisation. */
  joined: boolean;
}

/**
 * Adds the uid to the organisation with the invite's role: memberUids always, adminUids for admins.
 * Someone already in keeps their place, except that a member invited as admin becomes admin. The
 * caller adds the orgId to the user's orgIds.
 */
export function joinOrg(tx: Transaction, org: Organisation, uid: string, role: OrgInviteRole): JoinResult {
  const current = orgRoleOf(org, uid);
  const upgrade = current === 'member' && role === 'admin';
  if (current && !upgrade) return { orgId: org.id, role: current, joined: false };
  tx.update(orgRef(org.id), {
    memberUids: FieldValue.arrayUnion(uid),
    ...(role === 'admin' ? { adminUids: FieldValue.arrayUnion(uid) } : {}),
  });
  return { orgId: org.id, role, joined: current === null };
}

/**
 * Joins the organisation an invite lookup found and, for a private invite, marks the invite accepted by
 * `uid` and takes it off pendingInvites. The invite document stays (status 'accepted'), so a retry by
 * the invitee answers the same and anyone else is told it was used. The caller adds the orgId to the
 * user's orgIds.
 */
export function joinThroughInvite(
  tx: Transaction,
  lookup: Extract<InviteLookup, { ok: true }>,
  uid: string,
  now: number,
): JoinResult {
  const result = joinOrg(tx, lookup.org, uid, lookup.role);
  if (lookup.invite) {
    const { ref, data } = lookup.invite;
    tx.update(ref, { status: 'accepted', acceptedBy: uid, acceptedAt: now });
    tx.update(orgRef(lookup.org.id), {
      pendingInvites: lookup.org.pendingInvites.filter((pending) => pending.id !== data.id),
    });
  }
  return result;
}
