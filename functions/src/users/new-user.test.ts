import { personalOrgId, API_ROUTES, COLLECTIONS, DEFAULT_ORG_NAME, MSG_UNAUTHORIZED } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { emulatorIdToken } from '../testing/id-token';
import { seedOrg, seedPrivateInvite, seedUser } from '../testing/seed';
import { provisionCreatedUser } from './on-auth-user-created';
import { provisionUser } from './provision-user';

const { method, path } = API_ROUTES.newUser;

async function orgsOwnedBy(uid: string) {
  return (await db().collection(COLLECTIONS.orgs).where('ownerUid', '==', uid).get()).docs;
}

// One API server (and fake Auth emulator) for the file: the Admin SDK keeps the first emulator it used.
const call = useApi();

describe('POST /user/new', () => {
  it('creates a FREE USER profile with a 16-byte hex apiKey, an all-false checklist and "My Org"', async () => {
    const caller = newCaller();
    const answer = await call(method, path, { caller, body: { phoneNumber: '+15550100' } });
    expect(answer).toMatchObject({
      status: 200,
      body: { uid: caller.uid, created: true, personalOrgId: personalOrgId(caller.uid) },
    });

    const user = (await db().collection(COLLECTIONS.users).doc(caller.uid).get()).data();
    expect(user).toMatchObject({
      uid: caller.uid,
      email: caller.email,
      plan: 'FREE',
      role: 'USER',
      phoneNumber: '+15550100',
      orgIds: [personalOrgId(caller.uid)],
      newUserCheckList: {
        hasChosenVoice: false,
        hasAddedKnowledgeBase: false,
        hasAddedWorkflow: false,
        hasAddedPhoneNumber: false,
      },
    });
    expect(user?.apiKey).toMatch(/^[0-9a-f]{32}$/);
    const [org] = await orgsOwnedBy(caller.uid);
    expect(org?.data()).toMatchObject({
      name: DEFAULT_ORG_NAME,
      ownerUid: caller.uid,
      memberUids: [caller.uid],
    });
    // The public invite link's token is kept where only the owner and admins read it.
    expect(org?.data()).not.toHaveProperty('inviteToken');
    const secrets = (
      await db()
        .collection(COLLECTIONS.orgSecrets)
        .doc(org?.id ?? '')
        .get()
    ).data();
    expect(secrets).toMatchObject({ orgId: org?.id, apiKeys: [] });
    expect(secrets?.inviteToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names the personal organisation as given', async () => {
    const caller = newCaller();
    await call(method, path, { caller, body: { orgName: 'Bright Dental' } });
    expect((await orgsOwnedBy(caller.uid)).map((doc) => doc.get('name') as unknown)).toEqual([
      'Bright Dental',
    ]);
  });

  it('run twice (and by the Auth trigger) leaves one profile and one organisation', async () => {
    const caller = newCaller();
    const first = await call(method, path, { caller, body: {} });
    const second = await call(method, path, { caller, body: {} });
    await provisionCreatedUser({ uid: caller.uid, email: caller.email }, 0);
    expect(first.body).toMatchObject({ created: true });
    expect(second.body).toMatchObject({ created: false, personalOrgId: personalOrgId(caller.uid) });
    expect(await orgsOwnedBy(caller.uid)).toHaveLength(1);
  });

  it('two concurrent runs still make one profile and one organisation', async () => {
    const caller = newCaller();
    const input = { uid: caller.uid, email: caller.email, displayName: null, via: 'user-new' as const };
    const results = await Promise.all([provisionUser(input), provisionUser(input), provisionUser(input)]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await orgsOwnedBy(caller.uid)).toHaveLength(1);
  });

  it('joins the invited organisation instead of creating a personal one', async () => {
    const owner = newCaller('owner');
    const invitee = newCaller('invitee');
    await seedUser(owner);
    const org = await seedOrg({ owner });
    const token = `tok-${invitee.uid}`;
    await seedPrivateInvite({ org, invitedBy: owner, email: invitee.email, role: 'admin', token });
    const answer = await call(method, path, { caller: invitee, body: { inviteToken: token } });
    expect(answer.body).toMatchObject({ created: true, personalOrgId: null, orgIds: [org.id] });
    const stored = (await db().collection(COLLECTIONS.orgs).doc(org.id).get()).data();
    expect(stored?.adminUids).toContain(invitee.uid);
    expect(stored?.memberUids).toContain(invitee.uid);
    expect(stored?.pendingInvites).toEqual([]);
    expect(await orgsOwnedBy(invitee.uid)).toHaveLength(0);
  });

  it('with a private invite but an unverified address: neither joins nor makes a personal organisation', async () => {
    const owner = newCaller('owner');
    const invitee = { ...newCaller('invitee'), emailVerified: false };
    await seedUser(owner);
    const org = await seedOrg({ owner });
    const token = `tok-${invitee.uid}`;
    await seedPrivateInvite({ org, invitedBy: owner, email: invitee.email, role: 'admin', token });
    const answer = await call(method, path, { caller: invitee, body: { inviteToken: token } });
    expect(answer.body).toMatchObject({
      created: true,
      personalOrgId: null,
      orgIds: [],
      inviteRefusal: 'email-not-verified',
    });
    expect((await db().collection(COLLECTIONS.orgs).doc(org.id).get()).get('memberUids')).not.toContain(
      invitee.uid,
    );
    expect(await orgsOwnedBy(invitee.uid)).toHaveLength(0);

    // Verified, they accept the same invite.
    const accept = API_ROUTES.acceptUserInvite;
    const verified = { ...invitee, emailVerified: true };
    const accepted = await call(accept.method, accept.path, { caller: verified, body: { token } });
    expect(accepted).toMatchObject({ status: 200, body: { orgId: org.id, role: 'admin', joined: true } });
  });

  it('joins through an organisation public token as member', async () => {
    const owner = newCaller('owner');
    // Public links admit members only on a plan with invite_member (STARTER and up).
    const org = await seedOrg({ owner, overrides: { ownerPlan: 'STARTER' } });
    const caller = newCaller();
    const answer = await call(method, path, { caller, body: { inviteToken: org.inviteToken } });
    expect(answer.body).toMatchObject({ personalOrgId: null, orgIds: [org.id] });
  });

  it('creates the personal organisation when the invite token is unknown', async () => {
    const caller = newCaller();
    const answer = await call(method, path, { caller, body: { inviteToken: 'no-such-token' } });
    expect(answer.body).toMatchObject({
      personalOrgId: personalOrgId(caller.uid),
      inviteRefusal: 'invite-not-found',
    });
  });

  it('refuses an invalid body with 400 naming the field', async () => {
    const answer = await call(method, path, { caller: newCaller(), body: { phoneNumber: 12 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalid-input', issues: [{ path: 'phoneNumber' }] },
    });
    expect(answer.body.error?.message).toContain('phoneNumber');
  });

  it('refuses a missing or forged token with "Unauthorized"', async () => {
    const missing = await call(method, path, { body: {} });
    expect(missing).toMatchObject({
      status: 401,
      body: {
        message: MSG_UNAUTHORIZED,
        error: { status: 'UNAUTHENTICATED', details: { reason: 'unauthenticated' } },
      },
    });
    const forged = emulatorIdToken('someone', { projectId: 'another-project' });
    expect((await call(method, path, { authorization: `Bearer ${forged}`, body: {} })).status).toBe(401);
  });

  it('answers 404 for an unknown route', async () => {
    const answer = await call('GET', '/user/nothing', { caller: newCaller() });
    expect(answer).toMatchObject({
      status: 404,
      body: { error: { details: { reason: 'route-not-found' } } },
    });
  });
});

describe('Auth user created trigger', () => {
  // The trigger with no wait: its profile step, then at once its fallback step.
  const trigger = (caller: { uid: string; email: string }, displayName?: string) =>
    provisionCreatedUser({ uid: caller.uid, email: caller.email, displayName }, 0);

  it('provisions the profile and, for a user the web never provisions, the personal organisation', async () => {
    const caller = newCaller();
    await trigger(caller, 'Ann');
    const user = (await db().collection(COLLECTIONS.users).doc(caller.uid).get()).data();
    expect(user).toMatchObject({ displayName: 'Ann', orgIds: [personalOrgId(caller.uid)] });
    expect((await orgsOwnedBy(caller.uid)).map((doc) => doc.get('name') as unknown)).toEqual([
      DEFAULT_ORG_NAME,
    ]);
  });

  it('creates only the profile at sign-up, leaving the organisation to POST /user/new', async () => {
    const caller = newCaller();
    await provisionUser({ uid: caller.uid, email: caller.email, displayName: null, via: 'auth-trigger' });
    expect((await db().collection(COLLECTIONS.users).doc(caller.uid).get()).get('orgIds')).toEqual([]);
    expect(await orgsOwnedBy(caller.uid)).toHaveLength(0);
  });

  it('waits for a pending private invite instead of creating a personal organisation', async () => {
    const owner = newCaller('owner');
    const org = await seedOrg({ owner });
    const caller = newCaller();
    const token = `tok-${caller.uid}`;
    await seedPrivateInvite({ org, invitedBy: owner, email: caller.email, role: 'member', token });
    await trigger(caller);
    expect((await db().collection(COLLECTIONS.users).doc(caller.uid).get()).get('orgIds')).toEqual([]);
    expect(await orgsOwnedBy(caller.uid)).toHaveLength(0);
  });
});

describe('sign-up, as the trigger and the web provision it together', () => {
  const atSignUp = (caller: { uid: string; email: string }) =>
    provisionUser({ uid: caller.uid, email: caller.email, displayName: null, via: 'auth-trigger' });
  const fallback = (caller: { uid: string; email: string }) =>
    provisionUser({ uid: caller.uid, email: caller.email, displayName: null, via: 'auth-fallback' });
  const orgIdsOf = async (uid: string) =>
    (await db().collection(COLLECTIONS.users).doc(uid).get()).get('orgIds') as unknown;

  it.each([
    ['the trigger first', ['trigger', 'route']],
    ['POST /user/new first', ['route', 'trigger']],
  ] as const)(
    'with a pending public invite link: member of the invited organisation, no personal one (%s)',
    async (_order, steps) => {
      const owner = newCaller('owner');
      const org = await seedOrg({ owner, overrides: { ownerPlan: 'STARTER' } });
      const caller = newCaller();
      for (const step of steps) {
        if (step === 'trigger') await atSignUp(caller);
        else
          expect(await call(method, path, { caller, body: { inviteToken: org.inviteToken } })).toMatchObject({
            status: 200,
          });
      }
      await fallback(caller);

      expect(await orgIdsOf(caller.uid)).toEqual([org.id]);
      expect(await orgsOwnedBy(caller.uid)).toHaveLength(0);
      const stored = (await db().collection(COLLECTIONS.orgs).doc(org.id).get()).data();
      expect(stored?.memberUids).toContain(caller.uid);
    },
  );

  it('plain: one "My Org", from POST /user/new, which the fallback leaves alone', async () => {
    const caller = newCaller();
    await atSignUp(caller);
    await call(method, path, { caller, body: {} });
    await fallback(caller);
    await fallback(caller);

    expect(await orgIdsOf(caller.uid)).toEqual([personalOrgId(caller.uid)]);
    expect((await orgsOwnedBy(caller.uid)).map((doc) => doc.get('name') as unknown)).toEqual([
      DEFAULT_ORG_NAME,
    ]);
  });

  it('provisioned twice over, by both paths at once: one profile, one organisation', async () => {
    const caller = newCaller();
    await Promise.all([
      atSignUp(caller),
      call(method, path, { caller, body: {} }),
      call(method, path, { caller, body: {} }),
      fallback(caller),
    ]);
    await fallback(caller);

    expect(await db().collection(COLLECTIONS.users).where('uid', '==', caller.uid).get()).toHaveProperty(
      'size',
      1,
    );
    expect(await orgsOwnedBy(caller.uid)).toHaveLength(1);
    expect(await orgIdsOf(caller.uid)).toEqual([personalOrgId(caller.uid)]);
  });
});
