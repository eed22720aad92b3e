import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/index.ts';

/**
 * The rules engine through the official @firebase/rules-unit-testing, end to end: rules are loaded
 * with `PUT …:securityRules`, clients talk gRPC (the compat SDK's Node build), denials surface as
 * permission-denied errors.
 */
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isMember(room) {
      return exists(/databases/$(database)/documents/rooms/$(room)/members/$(request.auth.uid));
    }

    // Users read and write only their own profile; names must be strings.
    match /users/{uid} {
      allow read: if signedIn() && request.auth.uid == uid;
      allow create, update: if signedIn() && request.auth.uid == uid && request.resource.data.name is string;
      allow delete: if false;
    }

    // Stories: published ones are public; authors see their own drafts.
    match /stories/{id} {
      allow read: if resource.data.published == true || resource.data.author == request.auth.uid;
      allow create: if request.resource.data.author == request.auth.uid && request.resource.data.at == request.time;
    }

    // Room messages: members only, queries must be limited.
    match /rooms/{room}/messages/{id} {
      allow get: if isMember(room);
      allow list: if isMember(room) && request.query.limit <= 20;
      allow create: if isMember(room) && getAfter(/databases/$(database)/documents/rooms/$(room)).data.last == id;
    }
    match /rooms/{room} {
      allow get, update: if isMember(room);
    }
  }
}
`;

describe('Firestore rules through @firebase/rules-unit-testing', () => {
  let emulator: RunningEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startEmulator({ firestorePort: 0, storagePort: 0, log: () => undefined });
    env = await initializeTestEnvironment({
      projectId: 'demo-rules-conformance',
      firestore: { rules: RULES, host: emulator.firestore.host, port: emulator.firestore.port },
    });
  });

  afterAll(async () => {
    await env.cleanup();
    await emulator.stop();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await db.doc('users/alice').set({ name: 'Alice' });
      await db.doc('stories/pub').set({ published: true, author: 'bob' });
      await db.doc('stories/draft').set({ published: false, author: 'alice' });
      await db.doc('rooms/r1').set({ last: 'm0' });
      await db.doc('rooms/r1/members/alice').set({ role: 'admin' });
      await db.doc('rooms/r1/messages/m0').set({ text: 'hello' });
    });
  });

  it('owner-only profile reads and writes', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const bob = env.authenticatedContext('bob').firestore();
    await assertSucceeds(alice.doc('users/alice').get());
    await assertFails(bob.doc('users/alice').get());
    await assertFails(env.unauthenticatedContext().firestore().doc('users/alice').get());
    await assertSucceeds(alice.doc('users/alice').update({ name: 'Alicia' }));
    await assertFails(alice.doc('users/alice').update({ name: 42 }));
    await assertFails(alice.doc('users/alice').delete());
  });

  it('denials carry the rule line in the message', async () => {
    const bob = env.authenticatedContext('bob').firestore();
    const error = (await assertFails(bob.doc('users/alice').get())) as { code?: string; message?: string };
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain("for 'get' @ L");
  });

  it('queries are checked against their filters, not the data', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(alice.collection('stories').get());
    await assertSucceeds(alice.collection('stories').where('published', '==', true).get());
    const mine = await assertSucceeds(alice.collection('stories').where('author', '==', 'alice').get());
    expect(mine.docs.map((d) => d.id)).toEqual(['draft']);
    await assertFails(alice.collection('stories').where('author', '==', 'bob').get());
  });

  it('listeners on unfiltered queries are rejected', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const outcome = await new Promise<string>((resolve) => {
      const unsubscribe = alice.collection('stories').onSnapshot(
        () => {
          unsubscribe();
          resolve('snapshot');
        },
        (error) => {
          resolve(error.code);
        },
      );
    });
    expect(outcome).toBe('permission-denied');
  });

  it('request.time equals the server timestamp of the write', async () => {
    const ctx = env.authenticatedContext('alice');
    const firebase = (await import('firebase/compat/app')).default;
    await assertSucceeds(
      ctx
        .firestore()
        .doc('stories/new')
        .set({ author: 'alice', at: firebase.firestore.FieldValue.serverTimestamp() }),
    );
    await assertFails(
      ctx
        .firestore()
        .doc('stories/new2')
        .set({ author: 'alice', at: new Date(0) }),
    );
  });

  it('get/exists in rules and limited member queries', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const bob = env.authenticatedContext('bob').firestore();
    await assertSucceeds(alice.doc('rooms/r1/messages/m0').get());
    await assertFails(bob.doc('rooms/r1/messages/m0').get());
    await assertSucceeds(alice.collection('rooms/r1/messages').limit(20).get());
    await assertFails(alice.collection('rooms/r1/messages').get());
  });

  it('getAfter sees the other writes of a batch', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    const batch = alice.batch();
    batch.update(alice.doc('rooms/r1'), { last: 'm1' });
    batch.set(alice.doc('rooms/r1/messages/m1'), { text: 'hi' });
    await assertSucceeds(batch.commit());
    await assertFails(alice.doc('rooms/r1/messages/m2').set({ text: 'no' }));
  });

  it('transactions are authorized as a whole', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(
      alice.runTransaction(async (tx) => {
        const room = await tx.get(alice.doc('rooms/r1'));
        expect(room.get('last')).toBe('m0');
        tx.update(alice.doc('rooms/r1'), { last: 'm9' });
        tx.set(alice.doc('rooms/r1/messages/m9'), { text: 'tx' });
      }),
    );
  });

  it('rules with a syntax error are rejected with their position and the old rules stay', async () => {
    await expect(
      initializeTestEnvironment({
        projectId: 'demo-rules-conformance',
        firestore: {
          rules: 'service cloud.firestore { match /a/{b} { allow read: if ; } }',
          host: emulator.firestore.host,
          port: emulator.firestore.port,
        },
      }),
    ).rejects.toThrow(/"line":1,"column":57/);
    const alice = env.authenticatedContext('alice').firestore();
    await assertSucceeds(alice.doc('users/alice').get());
  });
});
