// Wipes between tests through each emulator's reset endpoint (the same on the official emulators).
import { requireAuthEmulator } from './require-emulator';
import { getTestEnv } from './test-env';

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: HTTP ${response.status} ${await response.text()}`);
}

/** Deletes every Firestore document of the test project. */
export async function wipeFirestore(): Promise<void> {
  const { firestore, projectId } = getTestEnv();
  const url = `http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'wipeFirestore');
}

/** Deletes every Storage object and bucket. */
export async function wipeStorage(): Promise<void> {
  const { storage } = getTestEnv();
  await expectOk(await fetch(`http://${storage}/internal/reset`, { method: 'POST' }), 'wipeStorage');
}

/** Deletes every Auth account of the test project (starting the Auth emulator if this run has none yet). */
export async function wipeAuth(): Promise<void> {
  const auth = await requireAuthEmulator();
  const { projectId } = getTestEnv();
  const url = `http://${auth}/emulator/v1/projects/${projectId}/accounts`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'wipeAuth');
}
