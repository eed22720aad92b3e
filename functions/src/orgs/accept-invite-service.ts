import {
  API_ERROR_REASONS,
  MSG_ERROR_ACCEPTING_INVITE,
  MSG_ERROR_ACCEPTING_PUBLIC_INVITE,
  type AcceptInviteResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { orgRef, readUser, userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { inviteRef } from './invite-store';
import { lookupPrivateInvite, lookupPublicInvite } from './invite-lookup';
import { joinOrg } from './join-org';

/**
 * Accepts an invite for a signed-in user who has a profile, in one transaction: membership, the
 * user's orgIds, and (private invites) the invite consumed and removed from pendingInvites.
 * Accepting twice changes nothing the second time (the private invite is gone: invite-not-found).
 * Every refusal carries the spec's text ('Error accepting invite' / 'Error accepting public invite').
 */
export async function acceptInvite(input: {
  uid: string;
  email: string | null;
  token: string;
  kind: 'private' | 'public';
  now?: number;
}): Promise<AcceptInviteResponse> {
  const { uid, email, token, kind, now = Date.now() } = input;
  const message = kind === 'private' ? MSG_ERROR_ACCEPTING_INVITE : MSG_ERROR_ACCEPTING_PUBLIC_INVITE;
  return db().runTransaction(async (tx) => {
    const lookup =
      kind === 'private'
        ? await lookupPrivateInvite(tx, token, email, now)
        : await lookupPublicInvite(tx, token);
    if (!lookup.ok) throw failure(lookup.code, message, { reason: lookup.reason });
    const user = await readUser(uid, tx);
    if (!user) throw failure('not-found', message, { reason: API_ERROR_REASONS.userNotFound });

    const result = joinOrg(tx, lookup.org, uid, lookup.role);
    tx.update(userRef(uid), { orgIds: FieldValue.arrayUnion(lookup.org.id) });
    if (lookup.invite) {
      tx.delete(inviteRef(token));
      tx.update(orgRef(lookup.org.id), {
        pendingInvites: lookup.org.pendingInvites.filter((pending) => pending.token !== token),
      });
    }
    return result;
  });
}
