import { PRODUCT_NAME } from '@parley/domain';
import {
  adminApp,
  requireFunctionsEmulator,
  useOwnTestProject,
  wipeAuth,
  wipeFirestore,
  wipeStorage,
} from '@parley/scripts/testing';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';

// Proves the shared harness from a functions test: the Admin SDK reaches the run's emulators, wipes
// reset them, and the official Functions emulator serves this workspace's build.
// Its wipes act on a project of its own: the other files' data stays while they run beside it.
const sharedProject = useOwnTestProject('demo-parley-harness');

describe('emulator harness', () => {
  const app = adminApp();

  it('gives the Admin SDK a Firestore that a wipe empties', async () => {
    const db = getFirestore(app);
    await db.doc('t_harness/probe').set({ ok: true });
    expect((await db.doc('t_harness/probe').get()).data()).toEqual({ ok: true });

    await wipeFirestore();

    expect((await db.doc('t_harness/probe').get()).exists).toBe(false);
  });

  it('gives the Admin SDK a Storage bucket that a wipe empties', async () => {
    const file = getStorage(app).bucket().file('harness/probe.txt');
    await file.save('hello', { contentType: 'text/plain' });
    expect((await file.download())[0].toString()).toBe('hello');

    await wipeStorage();

    expect((await file.exists())[0]).toBe(false);
  });

  it('serves the built health function from the Functions emulator, with Auth beside it', async () => {
    const functions = await requireFunctionsEmulator();

    const response = await fetch(`http://${functions}/${sharedProject}/us-central1/health`);
    expect(await response.json()).toEqual({ ok: true, product: PRODUCT_NAME });

    const auth = getAuth(app);
    await auth.createUser({ uid: 'harness-user', email: 'harness@parley.test' });
    await wipeAuth();
    await expect(auth.getUser('harness-user')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  }, 90_000);
});
