import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLLECTIONS } from '@parley/domain';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, useOwnTestProject, wipeFirestore } from '../testing';
import { startOutboxServer, type OutboxServer } from './outbox-server';

// Its wipes act on a project of its own: the other files' data stays while they run beside it.
useOwnTestProject('demo-parley-outbox');

const db = getFirestore(adminApp());
let outbox: OutboxServer | undefined;

beforeAll(async () => {
  await wipeFirestore();
  const mail = db.collection(COLLECTIONS.mail);
  await mail.doc('older').set({
    to: 'ann@example.com',
    message: { subject: 'Welcome', text: 'Hi <Ann> & co' },
    kind: 'welcome',
    createdAt: Timestamp.fromMillis(1_000),
  });
  await mail.doc('newer').set({
    to: 'bob@example.com',
    message: {
      subject: 'You are <invited>',
      text: 't',
      html: '<p><a href="http://app/x">Accept the invite</a></p>',
    },
    kind: 'org-invite',
    createdAt: Timestamp.fromMillis(2_000),
  });
  outbox = await startOutboxServer(db);
}, 30_000);

afterAll(async () => {
  await outbox?.close();
});

const at = (path = '') => {
  if (!outbox) throw new Error('The outbox did not start.');
  return `${outbox.url}${path}`;
};

describe('the mail outbox', () => {
  it('lists queued mail newest first as JSON', async () => {
    const response = await fetch(at('messages'));
    const mails = (await response.json()) as { id: string; to: string; kind: string }[];
    expect(mails.map((mail) => [mail.id, mail.to, mail.kind])).toEqual([
      ['newer', 'bob@example.com', 'org-invite'],
      ['older', 'ann@example.com', 'welcome'],
    ]);
  });

  it('shows each mail with escaped headers, its HTML body, and text-only bodies escaped', async () => {
    const page = await (await fetch(at())).text();
    expect(page).toContain('You are &#60;invited&#62;');
    expect(page).toContain('<a href="http://app/x">Accept the invite</a>');
    expect(page).toContain('<pre>Hi &#60;Ann&#62; &#38; co</pre>');
    expect(page.indexOf('bob@example.com')).toBeLessThan(page.indexOf('ann@example.com'));
  });

  it('answers 404 for unknown paths and 405 for other methods', async () => {
    expect((await fetch(at('nope'))).status).toBe(404);
    expect((await fetch(at(), { method: 'POST' })).status).toBe(405);
    expect((await fetch(at('webhooks/Not_A_Name'), { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('receives webhook notices and shows them, newest first, bodies escaped', async () => {
    const post = (hook: string, body: unknown) =>
      fetch(at(`webhooks/${hook}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'request-1' },
        body: JSON.stringify(body),
      });
    expect(
      (await post('integration-requests', { requested_via: 'Action Marketplace', note: '<b>' })).status,
    ).toBe(204);
    expect((await post('post-call', { callId: 'c1' })).status).toBe(204);

    const notices = (await (await fetch(at('notices'))).json()) as { hook: string; headers: object }[];
    expect(notices.map((notice) => notice.hook)).toEqual(['post-call', 'integration-requests']);
    expect(notices[1]?.headers).toEqual({
      'content-type': 'application/json',
      'idempotency-key': 'request-1',
    });
    const page = await (await fetch(at())).text();
    expect(page).toContain('Webhook notices');
    expect(page).toContain('&#34;requested_via&#34;: &#34;Action Marketplace&#34;');
    expect(page).toContain('&#60;b&#62;');
    expect(page).not.toContain('<b>');
  });
});

describe("the mail outbox with the Auth emulator's e-mails", () => {
  // The Auth emulator's oobCodes answer, as its REST API documents it (oldest first).
  const oobCodes = [
    {
      email: 'ann@example.com',
      oobCode: 'code-1',
      oobLink: 'http://127.0.0.1:9099/emulator/action?mode=resetPassword&oobCode=code-1',
      requestType: 'PASSWORD_RESET',
    },
    {
      email: 'theo@example.com',
      oobCode: 'code-2',
      oobLink:
        'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=code-2&continueUrl=http%3A%2F%2Fapp%2Fx',
      requestType: 'VERIFY_EMAIL',
    },
  ];
  let auth: Server;
  let withAuth: OutboxServer;

  beforeAll(async () => {
    auth = createServer((req, res) => {
      const found = req.url === '/emulator/v1/projects/demo-outbox/oobCodes';
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? { oobCodes } : {}));
    });
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
    const { port } = auth.address() as AddressInfo;
    withAuth = await startOutboxServer(db, {
      authEmulator: { host: `127.0.0.1:${String(port)}`, projectId: 'demo-outbox' },
    });
  });

  afterAll(async () => {
    await withAuth.close();
    await new Promise((resolve) => auth.close(resolve));
  });

  it('lists verification and password-reset links first, newest first, then the mail', async () => {
    const mails = (await (await fetch(`${withAuth.url}messages`)).json()) as { to: string; kind: string }[];
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([
      ['theo@example.com', 'auth-emulator'],
      ['ann@example.com', 'auth-emulator'],
      ['bob@example.com', 'org-invite'],
      ['ann@example.com', 'welcome'],
    ]);
  });

  it('shows a verification e-mail with its link as the Auth emulator made it', async () => {
    const page = await (await fetch(withAuth.url)).text();
    expect(page).toContain('Verify your e-mail address');
    expect(page).toContain(
      '<a href="http://127.0.0.1:9099/emulator/action?mode=verifyEmail&#38;oobCode=code-2&#38;continueUrl=http%3A%2F%2Fapp%2Fx">Verify e-mail address</a>',
    );
  });
});
