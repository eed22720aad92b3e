import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, Filter, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * firebase-admin with `preferRest: true` sends unary RPCs as REST with `$alt=json;enum-encoding=int`
 * (numeric enums both ways) — the transport the Functions runtime often uses.
 */
const env = useEmulator();
let db: Firestore;

/**
 * The REST fallback asks an auth client for headers instead of using the emulator's `Bearer owner`
 * custom header; without one it looks for Google credentials, which a test machine does not have.
 */
const ownerAuth = {
  universeDomain: 'googleapis.com',
  getRequestHeaders: () => Promise.resolve(new Headers({ Authorization: 'Bearer owner' })),
};
let cleanup: () => Promise<void>;

beforeAll(() => {
  const app = initializeApp({ projectId: uniqueProjectId('prefer-rest') }, `prefer-rest-${process.pid}`);
  db = getFirestore(app);
  db.settings({ host: `${env.host}:${env.port}`, ssl: false, preferRest: true, auth: ownerAuth });
  cleanup = async () => {
    await db.terminate();
    await deleteApp(app);
  };
});
afterAll(async () => {
  await cleanup();
});

describe('firebase-admin with preferRest', () => {
  it('writes with transforms and reads back', async () => {
    await db.doc('r/d').set({ n: FieldValue.increment(2), at: FieldValue.serverTimestamp(), s: 'x' });
    const data = (await db.doc('r/d').get()).data() ?? {};
    expect(data.n).toBe(2);
    expect(data.s).toBe('x');
  });

  it('runs queries with numeric operator and direction enums', async () => {
    for (let i = 0; i < 5; i++) await db.doc(`q/${i}`).set({ i });
    const snap = await db
      .collection('q')
      .where(Filter.or(Filter.where('i', '<', 1), Filter.where('i', '>=', 3)))
      .orderBy('i', 'desc')
      .get();
    expect(snap.docs.map((d) => d.get('i') as number)).toEqual([4, 3, 0]);
  });

  it('counts and runs transactions', async () => {
    await db.doc('t/c').set({ n: 0 });
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(db.doc('t/c'));
      tx.update(db.doc('t/c'), { n: (snap.get('n') as number) + 1 });
    });
    expect((await db.doc('t/c').get()).get('n')).toBe(1);
    expect((await db.collection('q').count().get()).data().count).toBe(5);
  });

  it('maps REST errors to the same codes as gRPC', async () => {
    await expect(db.doc('missing/doc').update({ a: 1 })).rejects.toMatchObject({ code: 5 });
  });
});
