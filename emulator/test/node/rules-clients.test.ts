import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, terminate } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { deleteApp, initializeApp } from 'firebase/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * Security rules end to end through the official clients: rules upload, auth parsed from gRPC metadata
 * and REST headers, denials surfacing as permission-denied, the owner bypass, and clearing data.
 */
const env = useEmulator();

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    // Each user reads and writes only their own profile.
    match /users/{uid} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    // Anyone may read public posts; nobody may write them.
    match /posts/{id} {
      allow read: if true;
    }
  }
}`;

let testEnv: RulesTestEnvironment;
const projectId = uniqueProjectId('rules');

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId,
    firestore: { host: env.host, port: env.port, rules: RULES },
  });
});
afterAll(async () => {
  await testEnv.cleanup();
});

describe('rules through @firebase/rules-unit-testing', () => {
  it('lets a signed-in user write their own document', async () => {
    const alice = testEnv.authenticatedContext('alice').firestore();
    await assertSucceeds(alice.doc('users/alice').set({ name: 'Alice' }));
    await assertSucceeds(alice.doc('users/alice').get());
  });

  it("denies another user's document and unauthenticated access", async () => {
    const bob = testEnv.authenticatedContext('bob').firestore();
    await assertFails(bob.doc('users/alice').get());
    await assertFails(bob.doc('users/alice').set({ name: 'Mallory' }));
    await assertFails(testEnv.unauthenticatedContext().firestore().doc('users/alice').get());
  });

  it('withSecurityRulesDisabled writes as the owner', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('posts/p1').set({ title: 'hello' });
    });
    const anyone = testEnv.unauthenticatedContext().firestore();
    await assertSucceeds(anyone.doc('posts/p1').get());
    await assertFails(anyone.doc('posts/p1').set({ title: 'changed' }));
  });

  it('clearFirestore removes the project data', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('posts/gone').set({ v: 1 });
    });
    await testEnv.clearFirestore();
    const snapshot = await testEnv.unauthenticatedContext().firestore().doc('posts/gone').get();
    expect(snapshot.exists).toBe(false);
  });
});

describe('rules through the modular SDKs with mock user tokens', () => {
  it('the Node SDK (gRPC) is denied with permission-denied and allowed for the right uid', async () => {
    const app = initializeApp({ projectId, apiKey: 'fake' }, `rules-web-${Date.now()}`);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, env.host, env.port, { mockUserToken: { user_id: 'carol' } });
    try {
      await setDoc(doc(db, 'users/carol'), { ok: true });
      expect((await getDoc(doc(db, 'users/carol'))).get('ok')).toBe(true);
      await expect(setDoc(doc(db, 'users/dave'), { ok: true })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await terminate(db);
      await deleteApp(app);
    }
  });

  it('the lite SDK (REST) is denied with permission-denied (HTTP 403)', async () => {
    const app = initializeApp({ projectId, apiKey: 'fake' }, `rules-lite-${Date.now()}`);
    const db = lite.getFirestore(app);
    lite.connectFirestoreEmulator(db, env.host, env.port, { mockUserToken: { user_id: 'erin' } });
    try {
      await lite.setDoc(lite.doc(db, 'users/erin'), { ok: true });
      await expect(lite.getDoc(lite.doc(db, 'users/frank'))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await lite.terminate(db);
      await deleteApp(app);
    }
  });

  it('a REST denial carries a Google error body naming PERMISSION_DENIED', async () => {
    const res = await fetch(
      `${env.baseUrl}/v1/projects/${projectId}/databases/(default)/documents/users/zed`,
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('PERMISSION_DENIED');
  });
});
