import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/index.ts';
import {
  freePort,
  startFunctionsEmulator,
  type FunctionsEmulatorProcess,
} from './functions-emulator-process.ts';

/**
 * End to end with the official Functions emulator (firebase-tools) loading fixture/index.js: our
 * emulator discovers its triggers and delivers Firestore and Storage events; the functions write back
 * through the Admin SDK, and this test reads those documents.
 */
const PROJECT = 'demo-events';
const BUCKET = `${PROJECT}.appspot.com`;

let emulator: RunningEmulator;
let functions: FunctionsEmulatorProcess | undefined;
let app: App;
let db: Firestore;
let functionsPort: number;
const lines: string[] = [];

async function startFunctions(): Promise<FunctionsEmulatorProcess> {
  const started = await startFunctionsEmulator({
    projectId: PROJECT,
    firestoreHost: `127.0.0.1:${emulator.firestore.port}`,
    storageHost: `127.0.0.1:${emulator.storage.port}`,
    port: functionsPort,
  });
  functions = started;
  await started.ready();
  return started;
}

async function waitForDoc(
  path: string,
  accept: (data: Record<string, unknown>) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshot = await db.doc(path).get();
    const data = snapshot.data();
    if (data && accept(data)) return data;
    if (Date.now() > deadline) {
      throw new Error(
        `${path} never matched. Our log:\n${lines.join('\n')}\nFunctions:\n${functions?.output() ?? ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  functionsPort = await freePort();
  emulator = await startEmulator({
    projectId: PROJECT,
    firestorePort: 0,
    storagePort: 0,
    functions: `127.0.0.1:${functionsPort}`,
    log: (line) => lines.push(line),
  });
  vi.stubEnv('FIREBASE_STORAGE_EMULATOR_HOST', `127.0.0.1:${emulator.storage.port}`);
  app = initializeApp({ projectId: PROJECT, storageBucket: BUCKET }, 'events-e2e');
  db = getFirestore(app);
  db.settings({ host: `127.0.0.1:${emulator.firestore.port}`, ssl: false });
  await startFunctions();
}, 60_000);

afterAll(async () => {
  await functions?.kill();
  await db.terminate();
  await deleteApp(app);
  await emulator.stop();
  vi.unstubAllEnvs();
});

describe('events to the official Functions emulator', () => {
  it('discovers the fixture triggers', async () => {
    // Discovery polls every second; the Functions emulator may have finished loading just now.
    const deadline = Date.now() + 5_000;
    const find = () => lines.find((line) => line.includes('event trigger(s) discovered'));
    while (!find() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const discovered = find();
    expect(discovered).toContain('us-central1-itemWritten-0');
    expect(discovered).toContain('us-central1-legacyCreated-0');
    expect(discovered).toContain('us-central1-objectFinalized-0');
  });

  it('v2 onDocumentWritten gets before/after of a create and then an update', async () => {
    await db.doc('items/a').set({ n: 1, tags: ['x'], at: new Date('2024-01-02T03:04:05Z') });
    const created = await waitForDoc('results/a', (d) => d.after !== null);
    expect(created).toMatchObject({
      before: null,
      after: { n: 1, tags: ['x'] },
      document: 'items/a',
      type: 'google.cloud.firestore.document.v1.written',
    });
    await db.doc('items/a').update({ n: 2 });
    const updated = await waitForDoc('results/a', (d) => (d.after as { n?: number } | null)?.n === 2);
    expect(updated).toMatchObject({ before: { n: 1 }, after: { n: 2 } });
  });

  it('v1 onCreate gets the snapshot, params and its own event type', async () => {
    await db.doc('legacy/l1').set({ hello: 'world' });
    const result = await waitForDoc('legacyResults/l1', () => true);
    expect(result).toEqual({
      value: { hello: 'world' },
      path: 'legacy/l1',
      eventType: 'google.firestore.document.create',
    });
  });

  it('v2 onObjectFinalized gets the uploaded object', async () => {
    const { getStorage } = await import('firebase-admin/storage');
    await getStorage(app).bucket().file('photos/cat.txt').save('meow!', { contentType: 'text/plain' });
    const result = await waitForDoc('objects/photos_cat.txt', () => true);
    expect(result).toEqual({ name: 'photos/cat.txt', size: 5, bucket: BUCKET });
  });

  it('follows the hub disabling and re-enabling triggers (withFunctionTriggersDisabled)', async () => {
    const hub = `http://127.0.0.1:${functions?.hubPort ?? 0}`;
    expect((await fetch(`${hub}/functions/disableBackgroundTriggers`, { method: 'PUT' })).ok).toBe(true);
    await db.doc('items/off').set({ n: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await db.doc('results/off').get()).exists).toBe(false);
    // Re-enabling reloads the triggers under generation 1; the old keys answer 204 from now on.
    expect((await fetch(`${hub}/functions/enableBackgroundTriggers`, { method: 'PUT' })).ok).toBe(true);
    await db.doc('items/on').set({ n: 1 });
    expect(await waitForDoc('results/on', () => true)).toMatchObject({ after: { n: 1 } });
    expect((await db.doc('results/off').get()).exists).toBe(false);
  });

  it('an event committed while the Functions emulator is down runs after it restarts', async () => {
    await functions?.kill();
    functions = undefined;
    await db.doc('items/late').set({ n: 7 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await db.doc('results/late').get()).exists).toBe(false);
    await startFunctions();
    const result = await waitForDoc('results/late', () => true, 40_000);
    expect(result).toMatchObject({ before: null, after: { n: 7 } });
    expect(lines.some((line) => line.includes('not ready'))).toBe(true);
  }, 70_000);
});
