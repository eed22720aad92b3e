import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/index.ts';

/**
 * The shared conformance-test harness: one in-process emulator per test file on ephemeral ports, and
 * client factories that give every test its own project id, so tests never see each other's data.
 * Clients are closed in afterAll.
 */
export interface EmulatorFixture {
  readonly host: string;
  readonly port: number;
  /** `http://127.0.0.1:<port>` for REST and control calls. */
  readonly baseUrl: string;
  /** firebase-admin Firestore (gRPC, `Bearer owner`) on a fresh project unless one is given. */
  admin(projectId?: string): AdminFirestore;
  /** The firebase JS SDK's Node build (gRPC Listen/Write streams). */
  web(projectId?: string): Firestore;
  /** `firebase/firestore/lite` (REST). */
  lite(projectId?: string): lite.Firestore;
}

// Expected failures (precondition retries in transactions, asserted errors) would flood the output.
setLogLevel('silent');
lite.setLogLevel('silent');

let projectCounter = 0;

/** A project id unique within the run; `demo-` ids never reach production in any SDK. */
export function uniqueProjectId(prefix = 'test'): string {
  projectCounter += 1;
  return `demo-${prefix}-${process.pid}-${projectCounter}`;
}

export function useEmulator(): EmulatorFixture {
  let emulator: RunningEmulator | undefined;
  const cleanups: (() => Promise<unknown>)[] = [];
  const running = (): RunningEmulator => {
    if (!emulator) throw new Error('The emulator is not running (use the fixture inside tests).');
    return emulator;
  };

  beforeAll(async () => {
    emulator = await startEmulator({ firestorePort: 0, storagePort: 0, log: () => undefined });
  });
  afterAll(async () => {
    await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
    await emulator?.stop();
  });

  return {
    get host() {
      return running().firestore.host;
    },
    get port() {
      return running().firestore.port;
    },
    get baseUrl() {
      return `http://${running().firestore.host}:${running().firestore.port}`;
    },
    admin(projectId = uniqueProjectId('admin')) {
      appCounter += 1;
      const app = initializeAdminApp({ projectId }, `admin-${projectId}-${appCounter}`);
      const db = getAdminFirestore(app);
      db.settings({ host: `${running().firestore.host}:${running().firestore.port}`, ssl: false });
      cleanups.push(async () => {
        await db.terminate();
        await deleteAdminApp(app);
      });
      return db;
    },
    web(projectId = uniqueProjectId('web')) {
      const app = webApp(projectId);
      const db = getFirestore(app);
      connectFirestoreEmulator(db, running().firestore.host, running().firestore.port);
      cleanups.push(async () => {
        await terminate(db);
        await deleteApp(app);
      });
      return db;
    },
    lite(projectId = uniqueProjectId('lite')) {
      const app = webApp(projectId);
      const db = lite.getFirestore(app);
      lite.connectFirestoreEmulator(db, running().firestore.host, running().firestore.port);
      cleanups.push(async () => {
        await lite.terminate(db);
        await deleteApp(app);
      });
      return db;
    },
  };
}

/** App names must be unique per SDK even when two clients share a project. */
let appCounter = 0;

function webApp(projectId: string): FirebaseApp {
  appCounter += 1;
  return initializeApp({ projectId, apiKey: 'fake-api-key' }, `web-${projectId}-${appCounter}`);
}

/** Resolves when `predicate` holds, polling every few milliseconds; rejects with `what` after `timeoutMs`. */
export async function eventually(predicate: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
