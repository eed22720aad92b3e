import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import type { BenchContext } from '../figure.ts';

let appCounter = 0;

/** firebase-admin against the emulator (gRPC). FIRESTORE_EMULATOR_HOST is how admin finds it. */
export function adminClient(context: BenchContext): { db: AdminFirestore; close: () => Promise<void> } {
  process.env.FIRESTORE_EMULATOR_HOST = `${context.host}:${context.port}`;
  // No GCE metadata server here: without this, admin probes for one and prints warnings.
  process.env.METADATA_SERVER_DETECTION = 'none';
  const app = initializeAdminApp({ projectId: context.projectId }, `bench-admin-${appCounter++}`);
  const db = getAdminFirestore(app);
  return {
    db,
    close: async () => {
      await db.terminate();
      await deleteAdminApp(app);
    },
  };
}

/** The `firebase` JS SDK in Node (gRPC Listen/Write), as a second, independent client. */
export function webClient(
  context: BenchContext,
  mockUser?: { sub: string; user_id: string },
): { db: Firestore; close: () => Promise<void> } {
  const app = initializeApp({ projectId: context.projectId, apiKey: 'bench' }, `bench-web-${appCounter++}`);
  const db = getFirestore(app);
  // A mock user token makes the client a signed-in caller, so security rules apply to it.
  connectFirestoreEmulator(db, context.host, context.port, mockUser ? { mockUserToken: mockUser } : {});
  return {
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/** Writes `count` documents made by `make` in batches of 500 (admin), stopping at the deadline. */
export async function seed(
  db: AdminFirestore,
  collection: string,
  count: number,
  deadline: number,
  make: (index: number) => Record<string, unknown>,
): Promise<number> {
  let written = 0;
  while (written < count && Date.now() < deadline) {
    const batch = db.batch();
    const end = Math.min(count, written + 500);
    for (let i = written; i < end; i++)
      batch.set(db.collection(collection).doc(`d${String(i).padStart(6, '0')}`), make(i));
    await batch.commit();
    written = end;
  }
  return written;
}

type Client<F extends (...args: never[]) => unknown> = ReturnType<F>;

/**
 * The listen figures' pair: firebase-admin writing and a separate JS SDK client listening, both
 * closed (listener first) however the measurement ends.
 */
export async function withWriterAndListener<T>(
  context: BenchContext,
  measure: (admin: Client<typeof adminClient>, web: Client<typeof webClient>) => Promise<T>,
): Promise<T> {
  const admin = adminClient(context);
  const web = webClient(context);
  try {
    return await measure(admin, web);
  } finally {
    await web.close();
    await admin.close();
  }
}
