import { API_ROUTES, COLLECTIONS, MSG_USER_NOT_FOUND } from '@parley/domain';
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
