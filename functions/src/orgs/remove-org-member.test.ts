import { COLLECTIONS, MSG_CANNOT_REMOVE_OWNER, MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, type Caller } from '../testing/api-client';
import { startFakeAuthEmulator } from '../testing/fake-auth-emulator';
import { emulatorIdToken } from '../testing/id-token';
import { invokeCallable } from '../testing/invoke-callable';
import { seedOrg, seedUser } from '../testing/seed';
import { removeOrgMember } from './remove-org-member';

const as = (caller: Caller) => emulatorIdToken(caller.uid, { email: caller.email });

async function team() {
  const [owner, admin, member, other] = [
    newCaller('owner'),
    newCaller('admin'),
    newCaller('member'),
    newCaller('m2'),
  ];
  const org = await seedOrg({ owner, admins: [admin], members: [member, other] });
  await Promise.all([owner, admin, member, other].map((caller) => seedUser(caller, { orgIds: [org.id] })));
  return { owner, admin, member, other, org };
}

const orgOf = async (orgId: string) => (await db().collection(COLLECTIONS.orgs).doc(orgId).get()).data();

describe('removeOrgMember', () => {
  let auth: Awaited<ReturnType<typeof startFakeAuthEmulator>>;
  beforeAll(async () => {
    auth = await startFakeAuthEmulator();
  });
  afterAll(() => auth.close());

  it('an owner removes an admin from both lists and from their orgIds', async () => {
    const { owner, admin, org } = await team();
    const answer = await invokeCallable(removeOrgMember, { orgId: org.id, uid: admin.uid }, as(owner));
    expect(answer).toEqual({ httpStatus: 200, result: { ok: true } });
    const stored = await orgOf(org.id);
    expect(stored?.adminUids).not.toContain(admin.uid);
    expect(stored?.memberUids).not.toContain(admin.uid);
    expect((await db().collection(COLLECTIONS.users).doc(admin.uid).get()).get('orgIds')).toEqual([]);
  });

  it('a member may leave but not remove someone else', async () => {
    const { member, other, org } = await team();
    const refused = await invokeCallable(removeOrgMember, { orgId: org.id, uid: other.uid }, as(member));
    expect(refused).toMatchObject({ httpStatus: 403, error: { details: { reason: 'insufficient-role' } } });
    const left = await invokeCallable(removeOrgMember, { orgId: org.id, uid: member.uid }, as(member));
    expect(left.httpStatus).toBe(200);
    expect((await orgOf(org.id))?.memberUids).not.toContain(member.uid);
  });

  it('nobody removes the owner', async () => {
    const { owner, admin, org } = await team();
    const answer = await invokeCallable(removeOrgMember, { orgId: org.id, uid: owner.uid }, as(admin));
    expect(answer).toMatchObject({
      httpStatus: 400,
      error: {
        status: 'FAILED_PRECONDITION',
        message: MSG_CANNOT_REMOVE_OWNER,
        details: { reason: 'cannot-remove-owner' },
      },
    });
  });

  it('refuses a stranger, a bad body and a signed-out caller', async () => {
    const { member, org } = await team();
    const stranger = newCaller('stranger');
    const answer = await invokeCallable(removeOrgMember, { orgId: org.id, uid: member.uid }, as(stranger));
    expect(answer).toMatchObject({ httpStatus: 403, error: { details: { reason: 'not-org-member' } } });
    expect((await invokeCallable(removeOrgMember, { orgId: org.id }, as(stranger))).httpStatus).toBe(400);
    expect(await invokeCallable(removeOrgMember, { orgId: org.id, uid: member.uid })).toMatchObject({
      httpStatus: 401,
      error: { message: MSG_USER_NOT_AUTHENTICATED, details: { reason: 'unauthenticated' } },
    });
  });
});
