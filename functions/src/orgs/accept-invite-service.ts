import {
  API_ERROR_REASONS,
  MSG_ERROR_ACCEPTING_INVITE,
  MSG_ERROR_ACCEPTING_PUBLIC_INVITE,
  type AcceptInviteResponse,
} from '@parley/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { readUser, userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { lookupPrivateInvite, lookupPublicInvite, type InviteCaller } from './invite-lookup';
import { joinThroughInvite } from './join-org';

/** The invite caller a verified ID token describes. */
export function inviteCallerOf(uid: string, token: DecodedIdToken): InviteCaller {
  return { uid, email: token.email ?? null, emailVerified: token.email_verified === true };
}

/**
 * Accepts an invite for a signed-in user who has a profile, in one transaction: membership, the
 * user's orgIds, and (private invites) the invite marked accepted and taken off pendingInvites.
 * Accepting twice changes nothing the second time and answers joined: false. Every refusal carries the
 * spec's text ('Error accepting invite' / 'Error accepting public invite') and a details.reason the
 * web words (invite-not-found, invite-expired, invite-used, invite-email-mismatch, email-not-verified).
 */
export async function acceptInvite(input: {
  caller: InviteCaller;
  token: string;
  kind: 'private' | 'public';
  now?: number;
}): Promise<AcceptInviteResponse> {
  const { caller, token, kind, now = Date.now() } = input;
  const message = kind === 'private' ? MSG_ERROR_ACCEPTING_INVITE : MSG_ERROR_ACCEPTING_PUBLIC_INVITE;
  return db().runTransaction(async (tx) => {
    const lookup =
      kind === 'private'
        ? await lookupPrivateInvite(tx, token, caller, now)
        : await lookupPublicInvite(tx, token);
    if (!lookup.ok) throw failure(lookup.code, message, { reason: lookup.reason });
    const user = await readUser(caller.uid, tx);
    if (!user) throw failure('not-found', message, { reason: API_ERROR_REASONS.userNotFound });

    const result = joinThroughInvite(tx, lookup, caller.uid, now);
    tx.update(userRef(caller.uid), { orgIds: FieldValue.arrayUnion(lookup.org.id) });
    return result;
  });
}
