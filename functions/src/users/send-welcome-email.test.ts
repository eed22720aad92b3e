import { API_ROUTES, COLLECTIONS, MSG_ERROR_SENDING_WELCOME_EMAIL } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';

const call = useApi();

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

  it('queues it once per user, however often it is asked for', async () => {
    const me = newCaller();
    const body = { userName: 'Ann', userEmailAddress: me.email };
    await call(method, path, { caller: me, body });
    expect(await call(method, path, { caller: me, body })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await db().collection(COLLECTIONS.mail).where('to', '==', me.email).get()).docs).toHaveLength(1);
  });

  it('refuses an address that is not verified, and queues nothing', async () => {
    const me = { ...newCaller(), emailVerified: false };
    const answer = await call(method, path, {
      caller: me,
      body: { userName: 'Ann', userEmailAddress: me.email },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        message: MSG_ERROR_SENDING_WELCOME_EMAIL,
        error: { status: 'FAILED_PRECONDITION', details: { reason: 'email-not-verified' } },
      },
    });
    expect((await db().collection(COLLECTIONS.mail).where('to', '==', me.email).get()).docs).toHaveLength(0);
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
