import { Timestamp, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  runTransaction,
  setDoc,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * Write results and transactions as Cloud Firestore answers them: a delete's result carries no update
 * time, and a request that deletes a document and then requires it to exist is invalid.
 */
const env = useEmulator();
const INVALID_ARGUMENT = 3;

describe('a delete has no update time', () => {
  it('in BatchWrite, so BulkWriter reports its sentinel time (Admin SDK)', async () => {
    const db = env.admin();
    await db.doc('bw/a').set({ n: 1 });
    const writer = db.bulkWriter();
    const deleted = writer.delete(db.doc('bw/a'));
    const written = writer.set(db.doc('bw/b'), { n: 2 });
    await writer.close();
    expect((await deleted).writeTime.isEqual(Timestamp.fromMillis(0))).toBe(true);
    expect((await written).writeTime.toMillis()).toBeGreaterThan(0);
  });

  it('in BatchWrite and Commit over REST', async () => {
    const db = `projects/${uniqueProjectId('rest-delete')}/databases/(default)`;
    const call = async (method: string, body: unknown): Promise<Record<string, unknown>> => {
      const res = await fetch(`${env.baseUrl}/v1/${db}/documents:${method}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const name = `${db}/documents/c/d`;
    const created = await call('commit', { writes: [{ update: { name, fields: {} } }] });
    expect((created.writeResults as object[])[0]).toHaveProperty('updateTime');
    const batch = await call('batchWrite', { writes: [{ delete: name }] });
    expect(batch.writeResults).toEqual([{}]);
    const commit = await call('commit', { writes: [{ delete: name }] });
    expect(commit.writeResults).toEqual([{}]);
    expect(typeof commit.commitTime).toBe('string');
  });

  it('in Commit, so a WriteBatch reports the commit time (Admin SDK)', async () => {
    const db = env.admin();
    await db.doc('wb/a').set({ n: 1 });
    const [set, deleted] = await db.batch().set(db.doc('wb/b'), {}).delete(db.doc('wb/a')).commit();
    expect(deleted?.writeTime.isEqual(set?.writeTime as Timestamp)).toBe(true);
  });
});

describe('deleting then requiring a document in one request', () => {
  it('fails with INVALID_ARGUMENT in an Admin SDK transaction', async () => {
    const db: AdminFirestore = env.admin();
    const ref = db.doc('tx/existing');
    await ref.set({ foo: 'bar0' });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.delete(ref);
        tx.update(ref, { foo: 'bar2' });
      }),
    ).rejects.toMatchObject({ code: INVALID_ARGUMENT });
    expect((await ref.get()).data()).toEqual({ foo: 'bar0' });
  });

  type Stage = (tx: Transaction, ref: DocumentReference) => Promise<void>;
  const get: Stage = async (tx, ref) => {
    await tx.get(ref);
  };
  const del: Stage = (tx, ref) => Promise.resolve(void tx.delete(ref));
  const update: Stage = (tx, ref) => Promise.resolve(void tx.update(ref, { foo: 'bar2' }));
  const set: Stage = (tx, ref) => Promise.resolve(void tx.set(ref, { foo: 'bar2' }));
  const STAGES = { get, delete: del, update, set };

  let web: Firestore;
  beforeAll(() => {
    web = env.web();
  });

  async function prepare(start: 'existing' | 'missing' | 'deleted'): Promise<DocumentReference> {
    const ref = doc(collection(web, 'tester'));
    if (start !== 'missing') await setDoc(ref, { foo: 'bar0' });
    if (start === 'deleted') await deleteDoc(ref);
    return ref;
  }

  /** What a JS SDK transaction running `stages` on a document in state `start` ends with. */
  async function outcome(start: 'existing' | 'missing' | 'deleted', stages: string): Promise<unknown> {
    const ref = await prepare(start);
    try {
      await runTransaction(web, async (tx) => {
        for (const name of stages.split(', ')) await STAGES[name as keyof typeof STAGES](tx, ref);
      });
    } catch (error) {
      return (error as { code: string }).code;
    }
    const snapshot = await getDoc(ref);
    return snapshot.exists() ? snapshot.data() : 'no document';
  }

  it.each([
    ['existing', 'delete, update', 'invalid-argument'],
    ['existing', 'get, delete, update', 'invalid-argument'],
    ['missing', 'delete, update', 'invalid-argument'],
    ['missing', 'get, delete, update', 'invalid-argument'],
    ['deleted', 'delete, update', 'invalid-argument'],
    ['deleted', 'get, delete, update', 'invalid-argument'],
    ['existing', 'delete, set', { foo: 'bar2' }],
    ['deleted', 'get, delete, set', { foo: 'bar2' }],
    ['missing', 'update, delete', 'not-found'],
    ['deleted', 'update, update', 'not-found'],
    ['missing', 'set, update', { foo: 'bar2' }],
    ['deleted', 'get, set, delete', 'no document'],
    ['existing', 'update, delete', 'no document'],
  ] as const)('JS SDK: %s document, %s → %o', async (start, stages, expected) => {
    expect(await outcome(start, stages)).toEqual(expected);
  });
});
