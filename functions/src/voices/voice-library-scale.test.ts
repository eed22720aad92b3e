// Opening the voice library with a large System catalogue reads fewer than 100 documents on behalf of
// the browser: the catalogue arrives in the bundle (read once by the server), and the browser's listeners
// fetch only what changed since, its own voices and the agent's current voice. Runs on an emulator of its
// own so its read counter (GET /emulator/v1/reads) sees this browser alone.
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, SYSTEM_OWNER_UID } from '@parley/domain';
import { startEmulator, type RunningEmulator } from '@parley/emulator';
import { deleteApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscribeVoiceLibrary,
  type VoiceLibrarySnapshot,
} from '../../../web/src/features/voices/api/voice-library-source';
import { buildSystemVoicesBundle } from './system-voices-bundle';

const PROJECT = 'demo-parley-voices-scale';
// 2,000 is 20 times the read budget, so a library that read the catalogue itself would fail here; the
// browser's reads do not grow with the catalogue, and 10,000 would only make the test slower.
const SYSTEM_VOICE_COUNT = 2_000;
const repoFile = (name: string) => fileURLToPath(new URL(`../../../${name}`, import.meta.url));

let emulator: RunningEmulator;
let admin: App;
let adminDb: AdminFirestore;
let browser: Firestore;
let host: string;

/** An Admin Firestore on this file's emulator: the SDK reads FIRESTORE_EMULATOR_HOST when it is created. */
function adminFirestoreAt(address: string): { app: App; db: AdminFirestore } {
  const previous = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = address;
  try {
    const app = initializeAdminApp({ projectId: PROJECT }, 'voices-scale');
    return { app, db: getAdminFirestore(app) };
  } finally {
    process.env.FIRESTORE_EMULATOR_HOST = previous;
  }
}

const voice = (id: string, ownerUid: string) => ({
  id,
  name: id,
  ttsId: `tts-${id}`,
  provider: 'cartesia',
  gender: 'female',
  language: 'english',
  ownerUid,
  addedCount: 0,
});

beforeAll(async () => {
  emulator = await startEmulator({
    projectId: PROJECT,
    firestorePort: 0,
    storagePort: 0,
    firestoreRules: repoFile('firestore.rules'),
    storageRules: repoFile('storage.rules'),
    log: () => undefined,
  });
  host = `${emulator.firestore.host}:${emulator.firestore.port}`;
  ({ app: admin, db: adminDb } = adminFirestoreAt(host));
  const ids = Array.from({ length: SYSTEM_VOICE_COUNT }, (_, index) => `system-${index}`);
  for (let start = 0; start < ids.length; start += 500) {
    const batch = adminDb.batch();
    for (const id of ids.slice(start, start + 500))
      batch.set(adminDb.collection(COLLECTIONS.voices).doc(id), voice(id, SYSTEM_OWNER_UID));
    await batch.commit();
  }
  for (const id of ['alice-1', 'alice-2'])
    await adminDb.collection(COLLECTIONS.voices).doc(id).set(voice(id, 'alice'));
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-key' }, 'voices-scale-browser');
  browser = getFirestore(app);
  connectFirestoreEmulator(browser, emulator.firestore.host, emulator.firestore.port, {
    mockUserToken: { user_id: 'alice', sub: 'alice' },
  });
}, 120_000);

afterAll(async () => {
  await terminate(browser);
  await deleteApp(admin);
  await emulator.stop();
});

const readCounts = async (): Promise<{ client: number; owner: number }> =>
  (await fetch(`http://${host}/emulator/v1/reads`)).json() as Promise<{ client: number; owner: number }>;

describe('voice library at catalogue scale', () => {
  it(`opens with ${SYSTEM_VOICE_COUNT} System voices reading fewer than 100 documents for the browser`, async () => {
    await fetch(`http://${host}/emulator/v1/reads`, { method: 'DELETE' });
    const ready = await new Promise<VoiceLibrarySnapshot>((resolve) => {
      const unsubscribe = subscribeVoiceLibrary(
        browser,
        async () => (await buildSystemVoicesBundle(adminDb)).toString('utf8'),
        { userUid: 'alice', agentOwnerUid: 'alice', currentVoiceId: 'system-42' },
        (snapshot) => {
          if (snapshot.status === 'loading') return;
          unsubscribe();
          resolve(snapshot);
        },
      );
    });
    expect(ready.status).toBe('ready');
    expect(ready.voices).toHaveLength(SYSTEM_VOICE_COUNT + 2);
    const reads = await readCounts();
    expect(reads.owner).toBeGreaterThanOrEqual(SYSTEM_VOICE_COUNT); // the server built the bundle
    expect(reads.client).toBeLessThan(100);
  }, 120_000);
});
