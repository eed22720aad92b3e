import { API_ROUTES, COLLECTIONS, MSG_ERROR_SENDING_WELCOME_EMAIL, MSG_USER_NOT_FOUND } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedOrg, seedUser } from '../testing/seed';

const call = useApi();

describe('POST /user/get-users', () => {
  const { method, path } = API_ROUTES.getUsers;

  it('answers uid, displayName and email of users sharing an organisation, and leaves out the others', async () => {
    const [me, teammate, stranger] = [newCaller('me'), newCaller('mate'), newCaller('stranger')];
    await Promise.all([me, teammate, stranger].map((caller) => seedUser(caller)));
    await seedOrg({ owner: teammate, members: [me] });
    await seedOrg({ owner: stranger });

    const answer = await call(method, path, {
      caller: me,
      body: { userIds: [teammate.uid, stranger.uid, 'missing-user', me.uid] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        { uid: teammate.uid, displayName: teammate.uid, email: teammate.email },
        { uid: me.uid, displayName: me.uid, email: me.email },
      ]),
    );
    expect(answer.body.data).toHaveLength(2);
    expect(JSON.stringify(answer.body)).not.toContain('apiKey');
  });

  it('counts organisations the caller owns without being listed in memberUids', async () => {
    const [me, teammate] = [newCaller('me'), newCaller('mate')];
    const org = await seedOrg({ owner: me, members: [teammate] });
    await db()
      .collection(COLLECTIONS.orgs)
      .doc(org.id)
      .update({ memberUids: [teammate.uid] });
    await Promise.all([seedUser(me, { orgIds: [org.id] }), seedUser(teammate)]);
    const answer = await call(method, path, { caller: me, body: { userIds: [teammate.uid] } });
    expect(answer.body.data).toEqual([
      { uid: teammate.uid, displayName: teammate.uid, email: teammate.email },
    ]);
  });

  it('refuses an empty list, a caller without profile and a missing token', async () => {
    const me = newCaller();
    expect((await call(method, path, { caller: me, body: { userIds: [] } })).status).toBe(400);
    expect(await call(method, path, { caller: me, body: { userIds: ['x'] } })).toMatchObject({
      status: 404,
      body: { message: MSG_USER_NOT_FOUND, error: { details: { reason: 'user-not-found' } } },
    });
    expect((await call(method, path, { body: { userIds: ['x'] } })).status).toBe(401);
  });
});

describe('POST /api/sendWelcomeEmail', () => {
  const { method, path } = API_ROUTES.sendWelcomeEmail;

  it('queues the welcome e-mail in the Trigger Email format', async () => {
    const me = newCaller();
    const answer = await call(method, path, {
      caller: me,
      body: { userName: 'Ann', userEmailAddress: me.email },
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const mail = await db().collection(COLLECTIONS.mail).where('to', '==', me.email).get();
    expect(mail.docs).toHaveLength(1);
    expect(mail.docs[0]?.get('message')).toMatchObject({
      subject: expect.stringContaining('Ann') as unknown,
      text: expect.stringContaining('Hi Ann') as unknown,
      html: expect.stringContaining('Hi Ann') as unknown,
    });
  });

  it("escapes the user's name in the html part", async () => {
    const me = newCaller();
    await call(method, path, { caller: me, body: { userName: '<b>Ann</b>', userEmailAddress: me.email } });
    const [doc] = (await db().collection(COLLECTIONS.mail).where('to', '==', me.email).get()).docs;
    expect((doc?.get('message') as { html: string }).html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
  });

  it("refuses an address other than the caller's, an invalid address and a missing token", async () => {
    const me = newCaller();
    const other = await call(method, path, {
      caller: me,
      body: { userName: 'A', userEmailAddress: 'x@parley.test' },
    });
    expect(other).toMatchObject({
      status: 403,
      body: { message: MSG_ERROR_SENDING_WELCOME_EMAIL, error: { details: { reason: 'email-mismatch' } } },
    });
    const invalid = await call(method, path, {
      caller: me,
      body: { userName: 'A', userEmailAddress: 'nope' },
    });
    expect(invalid.body.error?.details?.issues).toEqual([
      expect.objectContaining({ path: 'userEmailAddress' }),
    ]);
    expect((await call(method, path, { body: { userName: 'A', userEmailAddress: me.email } })).status).toBe(
      401,
    );
  });
});
