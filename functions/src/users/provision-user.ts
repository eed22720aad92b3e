import {
  API_ERROR_REASONS,
  API_KEY_BYTES,
  newUser,
  organisationSchema,
  personalOrgId,
  personalOrgName,
  type NewUserResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { orgRef, readUser, userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { userProvisioned } from '../lib/logs';
import { randomHex } from '../lib/random-hex';
import { hasPendingInviteFor, newOrgSecrets, orgSecretsRef } from '../orgs/invite-store';
import { lookupPrivateInvite, lookupPublicInvite, type InviteLookup } from '../orgs/invite-lookup';
import { joinThroughInvite } from '../orgs/join-org';

export interface ProvisionUserInput {
  uid: string;
  email: string | null;
  /** The ID token's email_verified claim (a private invite needs it); the Auth trigger knows no token. */
  emailVerified?: boolean;
  displayName: string | null;
  phoneNumber?: string | null;
  orgName?: string | null;
  /** A private invite token or an organisation's public inviteToken, from the browser's pending invite. */
  inviteToken?: string | null;
  /**
   * Who asks. 'user-new': POST /user/new, which carries the browser's pending invite (private or public)
   * and so decides between joining and a personal organisation. 'auth-trigger': the Auth trigger as the
   * user is created; it knows no invite, so it makes the profile only. 'auth-fallback': the same trigger
   * a while later, for a user POST /user/new never provisioned: the personal organisation, unless a
   * private invite to their address is pending (they can still accept it).
   */
  via: 'auth-trigger' | 'auth-fallback' | 'user-new';
  now?: number;
}

/**
 * Makes sure a signed-up user has everything a new user gets: a t_users profile
 * (random 16-byte hex apiKey, plan FREE, role USER, checklist all false) and a personal organisation
 * named 'My Org' or the given name — unless they arrive through a valid invite, in which case they
 * join that organisation instead. One transaction with deterministic ids: running it twice, or from
 * the trigger and the route at once, leaves one profile and at most one personal organisation.
 *
 * The Auth trigger cannot know the browser's invite token (a public link's token lives only in the
 * browser), so at sign-up it creates the profile alone and leaves the organisation to POST /user/new,
 * which the web calls with the pending invite; its delayed fallback ('auth-fallback') creates the
 * personal organisation only for a user still in none.
 */
export async function provisionUser(input: ProvisionUserInput): Promise<NewUserResponse> {
  const { uid, email, via, now = Date.now() } = input;
  const personalId = personalOrgId(uid);
  const result = await db().runTransaction(async (tx) => {
    const existing = await readUser(uid, tx);
    const personalSnapshot = await tx.get(orgRef(personalId));
    let invite: InviteLookup | null = null;
    if (input.inviteToken) {
      const caller = { uid, email, emailVerified: input.emailVerified === true };
      invite = await lookupPrivateInvite(tx, input.inviteToken, caller, now);
      if (!invite.ok && invite.reason === API_ERROR_REASONS.inviteNotFound)
        invite = await lookupPublicInvite(tx, input.inviteToken);
    }
    const noOrgYet = (existing?.orgIds.length ?? 0) === 0 && !personalSnapshot.exists;
    // A private invite to them that only waits for their address to be verified is a pending invite:
    // no personal organisation yet; they accept it once verified.
    const awaitsVerification = invite?.ok === false && invite.reason === API_ERROR_REASONS.emailNotVerified;
    const deferPersonalOrg =
      via === 'auth-trigger' ||
      (noOrgYet && awaitsVerification) ||
      (via === 'auth-fallback' && noOrgYet && (await hasPendingInviteFor(email, now, tx)));

    // Writes only from here on.
    const orgIds = new Set(existing?.orgIds ?? []);
    let personalOrg: string | null = personalSnapshot.exists ? personalId : null;
    if (invite?.ok) {
      joinThroughInvite(tx, invite, uid, now);
      orgIds.add(invite.org.id);
    } else if (orgIds.size === 0 && !personalSnapshot.exists && !deferPersonalOrg) {
      const org = organisationSchema.parse({
        id: personalId,
        name: personalOrgName(input.orgName),
        ownerUid: uid,
        // The owner's plan as the org's screens gate on it; kept in step by onUserPlanWritten.
        ownerPlan: existing?.plan ?? 'FREE',
        memberUids: [uid],
        contactEmail: email,
      });
      tx.create(orgRef(personalId), { ...org, createdAt: FieldValue.serverTimestamp() });
      tx.create(orgSecretsRef(personalId), newOrgSecrets(personalId));
      personalOrg = personalId;
      orgIds.add(personalId);
    }

    const phoneNumber = input.phoneNumber?.trim() ? input.phoneNumber.trim() : null;
    if (!existing) {
      const profile = newUser({
        uid,
        email,
        displayName: input.displayName ?? null,
        apiKey: randomHex(API_KEY_BYTES),
      });
      tx.create(userRef(uid), {
        ...profile,
        phoneNumber,
        orgIds: [...orgIds],
        createdAt: FieldValue.serverTimestamp(),
      });
    } else {
      const changes: Record<string, unknown> = {};
      const added = [...orgIds].filter((id) => !existing.orgIds.includes(id));
      if (added.length > 0) changes.orgIds = FieldValue.arrayUnion(...added);
      if (phoneNumber && phoneNumber !== existing.phoneNumber) changes.phoneNumber = phoneNumber;
      if (!existing.displayName && input.displayName) changes.displayName = input.displayName;
      if (Object.keys(changes).length > 0) tx.update(userRef(uid), changes);
    }
    return {
      uid,
      created: !existing,
      personalOrgId: personalOrg,
      orgIds: [...orgIds],
      inviteRefusal: invite && !invite.ok ? invite.reason : null,
    };
  });
  if (result.created) userProvisioned(uid, via, result.personalOrgId);
  return result;
}
