import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/index.ts';

/** storage.rules through @firebase/rules-unit-testing (`PUT /internal/setRules`, compat Storage SDK). */
const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    // Users upload small images under their own folder; anyone signed in reads them.
    match /avatars/{uid}/{file} {
      allow read: if request.auth != null;
      allow write: if request.auth.uid == uid && request.resource.size < 1024
        && request.resource.contentType.matches('image/.*');
    }
    // Team files: members listed in Firestore (cross-service firestore.get).
    match /teams/{team}/{file} {
      allow read, write: if request.auth.uid in firestore.get(/databases/(default)/documents/teams/$(team)).data.members;
    }
  }
}
`;

const FIRESTORE_RULES = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{doc=**} { allow read, write: if false; } } }
`;

describe('Storage rules through @firebase/rules-unit-testing', () => {
  let emulator: RunningEmulator;
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    emulator = await startEmulator({
      projectId: 'demo-storage-rules',
      firestorePort: 0,
      storagePort: 0,
      log: () => undefined,
    });
    env = await initializeTestEnvironment({
      projectId: 'demo-storage-rules',
      firestore: { rules: FIRESTORE_RULES, host: emulator.firestore.host, port: emulator.firestore.port },
      storage: { rules: STORAGE_RULES, host: emulator.storage.host, port: emulator.storage.port },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc('teams/t1')
        .set({ members: ['alice'] });
    });
  });

  afterAll(async () => {
    await env.cleanup();
    await emulator.stop();
  });

  const image = new Uint8Array([1, 2, 3]);
  /** An UploadTask is thenable; the assertions want a real promise. */
  const upload = (task: PromiseLike<unknown>): Promise<unknown> => Promise.resolve(task);

  it('owner uploads of small images succeed; others fail', async () => {
    const alice = env.authenticatedContext('alice').storage();
    const bob = env.authenticatedContext('bob').storage();
    await assertSucceeds(upload(alice.ref('avatars/alice/me.png').put(image, { contentType: 'image/png' })));
    await assertFails(upload(bob.ref('avatars/alice/me.png').put(image, { contentType: 'image/png' })));
    await assertFails(upload(alice.ref('avatars/alice/doc.txt').put(image, { contentType: 'text/plain' })));
    await assertFails(
      upload(alice.ref('avatars/alice/big.png').put(new Uint8Array(2048), { contentType: 'image/png' })),
    );
  });

  it('reads need a signed-in user', async () => {
    await assertSucceeds(env.authenticatedContext('bob').storage().ref('avatars/alice/me.png').getMetadata());
    await assertFails(env.unauthenticatedContext().storage().ref('avatars/alice/me.png').getMetadata());
  });

  it('firestore.get() in storage rules reads Firestore', async () => {
    const alice = env.authenticatedContext('alice').storage();
    const bob = env.authenticatedContext('bob').storage();
    await assertSucceeds(upload(alice.ref('teams/t1/plan.pdf').put(image)));
    await assertFails(upload(bob.ref('teams/t1/plan.pdf').put(image)));
  });
});
