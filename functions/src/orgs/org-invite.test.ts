import {
  ACCEPT_INVITE_PATH,
  API_ROUTES,
  COLLECTIONS,
  MSG_ERROR_ACCEPTING_INVITE,
  MSG_ERROR_ACCEPTING_PUBLIC_INVITE,
  MSG_ERROR_CANCELING_INVITE,
  MSG_ERROR_SENDING_PRIVATE_INVITE,
  MSG_UPGRADE_FOR_INVITES,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi, type Caller } from '../testing/api-client';
import { seedOrg, seedUser } from '../testing/seed';
import { hashInviteToken } from './invite-store';

const send = API_ROUTES.sendOrgInvite;
const accept = API_ROUTES.acceptOrgInvite;
const cancel = API_ROUTES.cancelOrgInvite;

async function team() {
  const owner = newCaller('owner');
  const admin = newCaller('admin');
  const member = newCaller('member');
  const invitee = newCaller('invitee');
  await Promise.all([owner, admin, member, invitee].map((caller) => seedUser(caller)));
  // STARTER: the first plan with invite_member (FREE refuses, tested below).
  const org = await seedOrg({
    owner,
    admins: [admin],
    members: [member],
    overrides: { ownerPlan: 'STARTER' },
  });
  return { owner, admin, member, invitee, org };
}

const orgData = async (orgId: string) => (await db().collection(COLLECTIONS.orgs).doc(orgId).get()).data();
const inviteDoc = (token: string) => db().collection(COLLECTIONS.orgInvites).doc(hashInviteToken(token));

/** The token in the newest invite e-mail to `email`: the only place it exists. */
async function mailedToken(email: string): Promise<string> {
  const mail = await db().collection(COLLECTIONS.mail).where('to', '==', email).get();
  const texts = mail.docs.map((doc) => (doc.get('message') as { text: string }).text);
  const tokens = texts.map((text) => /[?&]token=([0-9a-f]+)/.exec(text)?.[1]);
  const token = tokens.at(-1);
  if (!token) throw new Error(`no invite mailed to ${email}`);
  return token;
}

// One served api (and fake Auth emulator) per file: the Admin SDK keeps the first emulator address.
const call = useApi();

describe('org invites', () => {
  const invite = (caller: Caller, body: Record<string, unknown>) =>
    call(send.method, send.path, { caller, body: { orgName: 'Acme', role: 'member', ...body } });
  /** Sends an invite and returns its id (as the inviter sees it) and its token (as the invitee's e-mail has it). */
  const sendInvite = async (caller: Caller, body: Record<string, unknown>) => {
    const answer = await invite(caller, body);
    expect(answer.status).toBe(200);
    return { id: answer.body.inviteTokenId as string, token: await mailedToken(body.email as string) };
  };

  it('POST: the owner invites; stored under the token hash, listed without the token, mailed with it', async () => {
    const { owner, invitee, org } = await team();
    const answer = await invite(owner, { email: invitee.email, role: 'admin', orgId: org.id });
    expect(answer.status).toBe(200);
    const id = answer.body.inviteTokenId as string;
    expect(answer.body.expiresAt).toBeGreaterThan(Date.now());

    const mail = await db().collection(COLLECTIONS.mail).where('to', '==', invitee.email).get();
    expect(mail.docs).toHaveLength(1);
    const message = mail.docs[0]?.get('message') as { subject: string; text: string; html: string };
    const token = await mailedToken(invitee.email);
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(message.text).toContain(`${ACCEPT_INVITE_PATH}?token=${token}`);
    expect(message.html).toContain(`${ACCEPT_INVITE_PATH}?token=${token}`);

    // The inviter's answer and everything members read name the invite by an id that is neither the
    // token nor its hash; the server-only invite is keyed by the hash and does not hold the token.
    expect(id).not.toBe(token);
    expect(id).not.toBe(hashInviteToken(token));
    const org1 = await orgData(org.id);
    expect(org1?.pendingInvites).toEqual([
      {
        id,
        email: invitee.email,
        role: 'admin',
        invitedAt: expect.any(Number) as unknown,
        expiresAt: answer.body.expiresAt,
      },
    ]);
    expect(JSON.stringify(org1)).not.toContain(token);
    expect(JSON.stringify(org1)).not.toContain(hashInviteToken(token));
    const stored = await inviteDoc(token).get();
    expect(stored.data()).toMatchObject({ id, orgId: org.id, email: invitee.email, status: 'pending' });
    expect(JSON.stringify(stored.data())).not.toContain(token);
  });

  it('POST: an admin may invite, a plain member may not', async () => {
    const { admin, member, invitee, org } = await team();
    expect((await invite(admin, { email: invitee.email, orgId: org.id })).status).toBe(200);
    const refused = await invite(member, { email: invitee.email, orgId: org.id });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message: MSG_ERROR_SENDING_PRIVATE_INVITE,
        error: { details: { reason: 'insufficient-role' } },
      },
    });
  });

  it('POST: refuses a stranger, an unknown org, a role outside admin/member and a bad address', async () => {
    const { invitee, org } = await team();
    const stranger = newCaller('stranger');
    await seedUser(stranger);
    expect(
      (await invite(stranger, { email: invitee.email, orgId: org.id })).body.error?.details?.reason,
    ).toBe('not-org-member');
    expect((await invite(stranger, { email: invitee.email, orgId: 'no-such-org' })).status).toBe(404);
    const owner = newCaller();
    expect((await invite(owner, { email: invitee.email, orgId: org.id, role: 'owner' })).status).toBe(400);
    expect(
      (await invite(owner, { email: 'not-an-address', orgId: org.id })).body.error?.details?.reason,
    ).toBe('invalid-input');
  });

  it("POST: refuses on the owner's FREE plan with the upgrade text, storing and mailing nothing", async () => {
    const { owner, admin, invitee, org } = await team();
    await db().collection(COLLECTIONS.orgs).doc(org.id).update({ ownerPlan: 'FREE' });
    for (const caller of [owner, admin]) {
      expect(await invite(caller, { email: invitee.email, orgId: org.id })).toMatchObject({
        status: 403,
        body: { message: MSG_UPGRADE_FOR_INVITES, error: { details: { reason: 'plan-limit' } } },
      });
    }
    expect((await orgData(org.id))?.pendingInvites).toEqual([]);
    expect((await db().collection(COLLECTIONS.mail).where('to', '==', invitee.email).get()).size).toBe(0);
  });

  it('POST: refuses a missing token', async () => {
    const answer = await call(send.method, send.path, {
      body: { email: 'a@b.co', role: 'member', orgId: 'x' },
    });
    expect(answer.status).toBe(401);
  });

  it('PUT: the invitee accepts; membership, admin list, orgIds; the invite is used up', async () => {
    const { owner, invitee, member, org } = await team();
    const { token } = await sendInvite(owner, { email: invitee.email, role: 'admin', orgId: org.id });
    const answer = await call(accept.method, accept.path, { caller: invitee, body: { token } });
    expect(answer).toMatchObject({ status: 200, body: { orgId: org.id, role: 'admin', joined: true } });
    const stored = await orgData(org.id);
    expect(stored?.memberUids).toContain(invitee.uid);
    expect(stored?.adminUids).toContain(invitee.uid);
    expect(stored?.pendingInvites).toEqual([]);
    const user = (await db().collection(COLLECTIONS.users).doc(invitee.uid).get()).data();
    expect(user?.orgIds).toContain(org.id);

    // A retry by the invitee answers the same without a change; anyone else is told it was used.
    const again = await call(accept.method, accept.path, { caller: invitee, body: { token } });
    expect(again).toMatchObject({ status: 200, body: { orgId: org.id, role: 'admin', joined: false } });
    const used = await call(accept.method, accept.path, { caller: member, body: { token } });
    expect(used).toMatchObject({
      status: 400,
      body: { message: MSG_ERROR_ACCEPTING_INVITE, error: { details: { reason: 'invite-used' } } },
    });
  });

  it('PUT: refuses an unverified address, even the invited one, and changes nothing', async () => {
    const { owner, invitee, org } = await team();
    const { token } = await sendInvite(owner, { email: invitee.email, role: 'admin', orgId: org.id });
    const unverified = { ...invitee, emailVerified: false };
    const answer = await call(accept.method, accept.path, { caller: unverified, body: { token } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: MSG_ERROR_ACCEPTING_INVITE,
        error: { status: 'FAILED_PRECONDITION', details: { reason: 'email-not-verified' } },
      },
    });
    const stored = await orgData(org.id);
    expect(stored?.memberUids).not.toContain(invitee.uid);
    expect(stored?.adminUids).not.toContain(invitee.uid);
    expect(stored?.pendingInvites).toHaveLength(1);
    expect((await inviteDoc(token).get()).get('status')).toBe('pending');

    // Once verified, the same link works.
    const verified = await call(accept.method, accept.path, { caller: invitee, body: { token } });
    expect(verified).toMatchObject({ status: 200, body: { role: 'admin', joined: true } });
  });

  it('PUT: the invite id members can read does not accept the invite, nor does its hash', async () => {
    const { owner, invitee, org } = await team();
    const { id, token } = await sendInvite(owner, { email: invitee.email, orgId: org.id });
    for (const guess of [id, hashInviteToken(token)]) {
      const answer = await call(accept.method, accept.path, { caller: invitee, body: { token: guess } });
      expect(answer).toMatchObject({
        status: 404,
        body: { error: { details: { reason: 'invite-not-found' } } },
      });
    }
  });

  it('PUT: refuses an invite addressed to someone else, and an expired one, with the spec text', async () => {
    const { owner, member, invitee, org } = await team();
    const { token } = await sendInvite(owner, { email: invitee.email, orgId: org.id });
    const wrong = await call(accept.method, accept.path, { caller: member, body: { token } });
    expect(wrong).toMatchObject({
      status: 403,
      body: { message: MSG_ERROR_ACCEPTING_INVITE, error: { details: { reason: 'invite-email-mismatch' } } },
    });
    await inviteDoc(token).update({ expiresAt: Date.now() - 1 });
    const expired = await call(accept.method, accept.path, { caller: invitee, body: { token } });
    expect(expired).toMatchObject({
      status: 400,
      body: { error: { details: { reason: 'invite-expired' } } },
    });
  });

  it('POST /user/accept-invite accepts a private invite the same way', async () => {
    const { owner, invitee, org } = await team();
    const { token } = await sendInvite(owner, { email: invitee.email, orgId: org.id });
    const route = API_ROUTES.acceptUserInvite;
    const answer = await call(route.method, route.path, { caller: invitee, body: { token } });
    expect(answer).toMatchObject({ status: 200, body: { orgId: org.id, role: 'member', joined: true } });
    expect((await call(route.method, route.path, { caller: invitee, body: {} })).status).toBe(400);
  });

  it('DELETE: an admin cancels by the invite id; a member may not; an unknown id is not found', async () => {
    const { owner, admin, member, invitee, org } = await team();
    const { id, token } = await sendInvite(owner, { email: invitee.email, orgId: org.id });
    const refused = await call(cancel.method, cancel.path, {
      caller: member,
      body: { orgId: org.id, inviteTokenId: id },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: MSG_ERROR_CANCELING_INVITE, error: { details: { reason: 'insufficient-role' } } },
    });
    const answer = await call(cancel.method, cancel.path, {
      caller: admin,
      body: { orgId: org.id, inviteTokenId: id },
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect((await orgData(org.id))?.pendingInvites).toEqual([]);
    expect((await inviteDoc(token).get()).exists).toBe(false);
    const gone = await call(cancel.method, cancel.path, {
      caller: admin,
      body: { orgId: org.id, inviteTokenId: id },
    });
    expect(gone.body.error?.details?.reason).toBe('invite-not-found');
    const accepted = await call(accept.method, accept.path, { caller: invitee, body: { token } });
    expect(accepted.status).toBe(404);
  });
});

describe('POST /api/accept-public-invite', () => {
  const route = API_ROUTES.acceptPublicInvite;

  it('joins the organisation whose public token it is, as member, once', async () => {
    const { org, invitee } = await team();
    const answer = await call(route.method, route.path, {
      caller: invitee,
      body: { token: org.inviteToken },
    });
    expect(answer).toMatchObject({ status: 200, body: { orgId: org.id, role: 'member', joined: true } });
    const again = await call(route.method, route.path, { caller: invitee, body: { token: org.inviteToken } });
    expect(again.body).toMatchObject({ joined: false, role: 'member' });
    const stored = await orgData(org.id);
    expect((stored?.memberUids as string[]).filter((uid) => uid === invitee.uid)).toHaveLength(1);
  });

  it("refuses the link of an organisation whose owner's plan is FREE, joining nobody", async () => {
    const { org, invitee } = await team();
    await db().collection(COLLECTIONS.orgs).doc(org.id).update({ ownerPlan: 'FREE' });
    const answer = await call(route.method, route.path, {
      caller: invitee,
      body: { token: org.inviteToken },
    });
    expect(answer).toMatchObject({
      status: 403,
      body: { message: MSG_ERROR_ACCEPTING_PUBLIC_INVITE, error: { details: { reason: 'plan-limit' } } },
    });
    expect((await orgData(org.id))?.memberUids).not.toContain(invitee.uid);
  });

  it('refuses an unknown token with the spec text, a user without profile, and no token', async () => {
    const { org } = await team();
    const answer = await call(route.method, route.path, { caller: newCaller(), body: { token: 'nope' } });
    expect(answer).toMatchObject({
      status: 404,
      body: {
        message: MSG_ERROR_ACCEPTING_PUBLIC_INVITE,
        error: { details: { reason: 'invite-not-found' } },
      },
    });
    const noProfile = await call(route.method, route.path, {
      caller: newCaller(),
      body: { token: org.inviteToken },
    });
    expect(noProfile.body.error?.details?.reason).toBe('user-not-found');
    expect((await call(route.method, route.path, { body: { token: org.inviteToken } })).status).toBe(401);
  });
});
