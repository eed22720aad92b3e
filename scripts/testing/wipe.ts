// Wipes between tests, each of the test project only: Firestore and Auth through their emulators' reset
// endpoints (the same on the official emulators), Storage by deleting the project bucket's objects.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { requireAuthEmulator } from './require-emulator';
import { getTestEnv, testBucketName } from './test-env';

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
}

/** Deletes every Firestore document of the test project. */
export async function wipeFirestore(): Promise<void> {
  const { firestore, projectId } = getTestEnv();
  const url = `http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'wipeFirestore');
}

/**
 * Deletes every object in the test project's default bucket, and only there: the emulators' reset
 * endpoint would empty every bucket, under test files running beside this one.
 */
export async function wipeStorage(): Promise<void> {
  const { projectId } = getTestEnv();
  const app = initializeApp({ projectId }, `wipe-${randomUUID()}`);
  try {
    await getStorage(app).bucket(testBucketName(projectId)).deleteFiles({ force: true });
  } finally {
    await deleteApp(app);
  }
}

/** Deletes every Auth account of the test project (starting the Auth emulator if this run has none yet). */
export async function wipeAuth(): Promise<void> {
  const auth = await requireAuthEmulator();
  const { projectId } = getTestEnv();
  const url = `http://${auth}/emulator/v1/projects/${projectId}/accounts`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'wipeAuth');
}
