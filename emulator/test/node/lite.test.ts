import {
  Bytes,
  GeoPoint,
  Timestamp,
  arrayUnion,
  collection,
  count,
  deleteDoc,
  doc,
  getAggregate,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';

/** `firebase/firestore/lite` speaks REST only: commit, batchGet, runQuery, runAggregationQuery. */
const env = useEmulator();

describe('firebase/firestore/lite (REST)', () => {
  it('round-trips every value type', async () => {
    const db = env.lite();
    const value = {
      nil: null,
      bool: false,
      int: -12,
      double: 0.5,
      nan: NaN,
      inf: Infinity,
      ts: new Timestamp(1_234_567_890, 123_000),
      text: 'lite ✓',
      bytes: Bytes.fromBase64String('AAEC'),
      ref: doc(db, 'x/y'),
      geo: new GeoPoint(1.5, 2.5),
      list: ['a', 1, null],
      map: { nested: { ok: true } },
    };
    await setDoc(doc(db, 'values/v'), value);
    const data = (await getDoc(doc(db, 'values/v'))).data() ?? {};
    expect(data.nil).toBeNull();
    expect(data.bool).toBe(false);
    expect(data.int).toBe(-12);
    expect(data.double).toBe(0.5);
    expect(data.nan).toBeNaN();
    expect(data.inf).toBe(Infinity);
    expect((data.ts as Timestamp).isEqual(value.ts)).toBe(true);
    expect(data.text).toBe('lite ✓');
    expect((data.bytes as Bytes).toBase64()).toBe('AAEC');
    expect((data.ref as { path: string }).path).toBe('x/y');
    expect((data.geo as GeoPoint).isEqual(value.geo)).toBe(true);
    expect(data.list).toEqual(['a', 1, null]);
    expect(data.map).toEqual({ nested: { ok: true } });
  });

  it('updates with transforms and deletes', async () => {
    const db = env.lite();
    const ref = doc(db, 'c/d');
    await setDoc(ref, { n: 1, tags: ['a'] });
    await updateDoc(ref, { n: increment(1), tags: arrayUnion('b'), at: serverTimestamp() });
    const data = (await getDoc(ref)).data() ?? {};
    expect(data.n).toBe(2);
    expect(data.tags).toEqual(['a', 'b']);
    expect(data.at).toBeInstanceOf(Timestamp);
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('maps a REST 404 to not-found for updateDoc on a missing document', async () => {
    await expect(updateDoc(doc(env.lite(), 'c/missing'), { a: 1 })).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('runs queries and aggregations', async () => {
    const db = env.lite();
    const batch = writeBatch(db);
    for (let i = 0; i < 6; i++) batch.set(doc(db, 'items', `i${i}`), { i, odd: i % 2 === 1 });
    await batch.commit();
    const odd = await getDocs(
      query(collection(db, 'items'), where('odd', '==', true), orderBy('i', 'desc'), limit(2)),
    );
    expect(odd.docs.map((d) => d.id)).toEqual(['i5', 'i3']);
    const agg = await getAggregate(collection(db, 'items'), { n: count(), total: sum('i') });
    expect(agg.data()).toEqual({ n: 6, total: 15 });
  });

  it('10 concurrent lite transactions incrementing one counter end at exactly 10', async () => {
    const projectId = `demo-litetx-${process.pid}`;
    const clients: Firestore[] = Array.from({ length: 3 }, () => env.lite(projectId));
    const first = clients[0] as Firestore;
    await setDoc(doc(first, 'counter/c'), { n: 0 });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const db = clients[i % clients.length] as Firestore;
        return runTransaction(
          db,
          async (tx) => {
            const snap = await tx.get(doc(db, 'counter/c'));
            tx.update(doc(db, 'counter/c'), { n: (snap.get('n') as number) + 1 });
          },
          { maxAttempts: 100 },
        );
      }),
    );
    expect((await getDoc(doc(first, 'counter/c'))).get('n')).toBe(10);
  }, 60_000);
});
