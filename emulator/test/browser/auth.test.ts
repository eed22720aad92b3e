import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueCollection, useBrowserFixture, waitForSnapshots } from './fixture.ts';

const fixture = useBrowserFixture('demo-browser-auth');

/** Owner-only documents under /private/{uid}/...; everything under /public is open. */
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /private/{uid}/{rest=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /public/{rest=**} {
      allow read, write: if true;
    }
  }
}
`;

/**
 * The caller's identity travels only in the WebChannel handshake body (docs/emulator.md#authentication) and
 * in the Authorization header of REST calls; mockUserToken makes the SDK send an unsigned token for a uid.
 */
describe('an authenticated browser caller', () => {
  beforeAll(async () => {
    const { host, port } = fixture.firestore;
    const response = await fetch(
      `http://${host}:${port}/emulator/v1/projects/${fixture.projectId}:securityRules`,
      {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
      },
    );
    expect(response.status).toBe(200);
    await fixture.addClient('alice', { uid: 'alice' });
    await fixture.addClient('alice-long-poll', { uid: 'alice', longPolling: true });
    await fixture.addClient('anonymous');
  });

  it('writes and reads its own private documents', async () => {
    const path = `private/alice/${uniqueCollection('notes')}/n1`;
    await fixture.harness.call('setDoc', 'alice', path, { text: 'mine' });
    expect(await fixture.harness.call('getDoc', 'alice', path)).toEqual({
      exists: true,
      data: { text: 'mine' },
    });
  });

  it('is authenticated over long-polling too', async () => {
    const path = `private/alice/${uniqueCollection('notes')}/n2`;
    await fixture.harness.call('setDoc', 'alice-long-poll', path, { text: 'mine' });
    expect((await fixture.harness.call('getDoc', 'alice-long-poll', path)).exists).toBe(true);
  });

  it("is denied another user's documents", async () => {
    const outcome = await fixture.harness.attempt(
      'setDoc',
      'alice',
      `private/bob/${uniqueCollection('notes')}/n`,
      { x: 1 },
    );
    expect(outcome).toMatchObject({ ok: false, code: 'permission-denied' });
  });

  it('an anonymous caller is denied private writes and private listens', async () => {
    const col = `private/alice/${uniqueCollection('notes')}`;
    expect(await fixture.harness.attempt('setDoc', 'anonymous', `${col}/n`, { x: 1 })).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const listener = await fixture.harness.call('listenQuery', 'anonymous', { collection: col });
    const deadline = Date.now() + 5_000;
    let error: string | null = null;
    while (!error && Date.now() < deadline) {
      error = await fixture.harness.call('listenerError', listener);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(error).toMatch(/^permission-denied/);
  });

  it('an anonymous caller may use public documents', async () => {
    const col = `public/${uniqueCollection('open')}/items`;
    await fixture.harness.call('setDoc', 'anonymous', `${col}/i`, { x: 1 });
    // The document is already in this client's cache, so only metadata changes once the server answers.
    const listener = await fixture.harness.call('listenQuery', 'anonymous', { collection: col }, true);
    await waitForSnapshots(fixture.harness, listener, (s) =>
      s.some((x) => !x.fromCache && x.docs.length === 1),
    );
  });

  it('runs a transaction as the signed-in user (REST with the Authorization header)', async () => {
    const path = `private/alice/${uniqueCollection('counters')}/c`;
    expect(await fixture.harness.call('incrementInTransaction', 'alice', path, 'n', 1)).toBe(1);
    const denied = await fixture.harness.attempt('incrementInTransaction', 'anonymous', path, 'n', 1);
    expect(denied).toMatchObject({ ok: false, code: 'permission-denied' });
  });
});
