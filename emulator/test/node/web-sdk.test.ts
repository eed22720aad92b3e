import {
  Bytes,
  FieldPath,
  GeoPoint,
  Timestamp,
  and,
  arrayRemove,
  arrayUnion,
  average,
  collection,
  collectionGroup,
  count,
  deleteDoc,
  deleteField,
  disableNetwork,
  enableNetwork,
  doc,
  documentId,
  getAggregateFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  onSnapshot,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';
import { SnapshotRecorder } from '../helpers/snapshots.ts';

/** The firebase JS SDK's Node build: all reads over the Listen stream, writes over the Write stream (gRPC). */
const env = useEmulator();

/** Metadata changes included, so the cache → server (`fromCache: false`) transition is observable. */
function listenQuery(q: Query): SnapshotRecorder<QuerySnapshot> {
  return new SnapshotRecorder<QuerySnapshot>((next, error) =>
    onSnapshot(q, { includeMetadataChanges: true }, { next, error }),
  );
}

function serverSnapshots(recorder: SnapshotRecorder<QuerySnapshot>): QuerySnapshot[] {
  return recorder.snapshots.filter((s) => !s.metadata.fromCache && !s.metadata.hasPendingWrites);
}

describe('firebase JS SDK (Node, gRPC)', () => {
  it('round-trips every value type', async () => {
    const db = env.web();
    const value = {
      nil: null,
      bool: true,
      int: 7,
      double: -2.25,
      nan: NaN,
      inf: -Infinity,
      ts: new Timestamp(1_600_000_000, 999_999_000),
      text: 'ünïcödé 🎉',
      bytes: Bytes.fromUint8Array(new Uint8Array([0, 128, 255])),
      ref: doc(db, 'other/x'),
      geo: new GeoPoint(10, -20),
      list: [1, 'a', { m: [true] }],
      map: { a: { b: { c: 'deep' } } },
    };
    await setDoc(doc(db, 'values/all'), value);
    const data = (await getDoc(doc(db, 'values/all'))).data() ?? {};
    expect(data.nil).toBeNull();
    expect(data.bool).toBe(true);
    expect(data.int).toBe(7);
    expect(data.double).toBe(-2.25);
    expect(data.nan).toBeNaN();
    expect(data.inf).toBe(-Infinity);
    expect((data.ts as Timestamp).isEqual(value.ts)).toBe(true);
    expect(data.text).toBe(value.text);
    expect((data.bytes as Bytes).isEqual(value.bytes)).toBe(true);
    expect((data.ref as { path: string }).path).toBe('other/x');
    expect((data.geo as GeoPoint).isEqual(value.geo)).toBe(true);
    expect(data.list).toEqual(value.list);
    expect(data.map).toEqual(value.map);
  });

  it('set, merge, update with deleteField, delete', async () => {
    const db = env.web();
    const ref = doc(db, 'c/d');
    await setDoc(ref, { a: 1, m: { x: 1 } });
    await setDoc(ref, { b: 2, m: { y: 2 } }, { merge: true });
    await updateDoc(ref, { a: deleteField(), 'm.x': 10 });
    expect((await getDoc(ref)).data()).toEqual({ b: 2, m: { x: 10, y: 2 } });
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('applies serverTimestamp, increment, arrayUnion and arrayRemove', async () => {
    const db = env.web();
    const ref = doc(db, 't/d');
    await setDoc(ref, { n: 1, tags: ['a', 'b'] });
    await updateDoc(ref, { n: increment(2), tags: arrayUnion('c'), at: serverTimestamp() });
    await updateDoc(ref, { tags: arrayRemove('a') });
    const data = (await getDoc(ref)).data() ?? {};
    expect(data.n).toBe(3);
    expect(data.tags).toEqual(['b', 'c']);
    expect(data.at).toBeInstanceOf(Timestamp);
  });

  it('updateDoc on a missing document rejects with not-found', async () => {
    const db = env.web();
    await expect(updateDoc(doc(db, 'nope/missing'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('commits batched writes atomically', async () => {
    const db = env.web();
    const batch = writeBatch(db);
    batch.set(doc(db, 'b/1'), { v: 1 });
    batch.set(doc(db, 'b/2'), { v: 2 });
    await batch.commit();
    expect((await getDocs(collection(db, 'b'))).size).toBe(2);
  });

  it('runs queries with filters, OR, ordering, cursors and limits', async () => {
    const db = env.web();
    const batch = writeBatch(db);
    for (let i = 0; i < 10; i++)
      batch.set(doc(db, 'nums', `n${i}`), { i, even: i % 2 === 0, tag: i < 5 ? 'low' : 'high' });
    await batch.commit();
    const ids = async (q: Query): Promise<string[]> => (await getDocs(q)).docs.map((d) => d.id);
    const nums = collection(db, 'nums');
    expect(await ids(query(nums, where('i', '>=', 7)))).toEqual(['n7', 'n8', 'n9']);
    expect(await ids(query(nums, where('i', '!=', 0), orderBy('i'), limit(2)))).toEqual(['n1', 'n2']);
    expect(await ids(query(nums, where('i', 'not-in', [0, 1, 2, 3, 4, 5, 6, 7])))).toEqual(['n8', 'n9']);
    expect(await ids(query(nums, or(where('i', '==', 1), where('i', '==', 8))))).toEqual(['n1', 'n8']);
    expect(
      await ids(query(nums, and(where('even', '==', true), or(where('i', '<', 2), where('i', '>', 7))))),
    ).toEqual(['n0', 'n8']);
    expect(await ids(query(nums, orderBy('i', 'desc'), startAfter(5), limit(2)))).toEqual(['n4', 'n3']);
    expect(await ids(query(nums, orderBy('i'), limitToLast(2)))).toEqual(['n8', 'n9']);
    expect(await ids(query(nums, where(documentId(), 'in', ['n3', 'n4'])))).toEqual(['n3', 'n4']);
    expect(await ids(query(nums, where(new FieldPath('tag'), '==', 'high'), orderBy('i'), limit(1)))).toEqual(
      ['n5'],
    );
  });

  it('queries collection groups', async () => {
    const db = env.web();
    await setDoc(doc(db, 'a/1/posts/p1'), { v: 1 });
    await setDoc(doc(db, 'b/2/posts/p2'), { v: 2 });
    expect((await getDocs(collectionGroup(db, 'posts'))).docs.map((d) => d.id).sort()).toEqual(['p1', 'p2']);
  });

  it('computes count, sum and average on the server', async () => {
    const db = env.web();
    await setDoc(doc(db, 'agg/1'), { v: 1 });
    await setDoc(doc(db, 'agg/2'), { v: 2 });
    await setDoc(doc(db, 'agg/3'), { v: 6 });
    const snap = await getAggregateFromServer(collection(db, 'agg'), {
      n: count(),
      total: sum('v'),
      mean: average('v'),
    });
    expect(snap.data()).toEqual({ n: 3, total: 9, mean: 3 });
  });

  it('20 concurrent transactions incrementing one counter end at exactly 20', async () => {
    const projectId = `demo-webtx-${process.pid}`;
    const clients: Firestore[] = Array.from({ length: 4 }, () => env.web(projectId));
    const first = clients[0] as Firestore;
    await setDoc(doc(first, 'counters/c'), { n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        runTransaction(
          clients[i % clients.length] as Firestore,
          async (tx) => {
            const ref = doc(clients[i % clients.length] as Firestore, 'counters/c');
            const snap = await tx.get(ref);
            tx.update(ref, { n: (snap.get('n') as number) + 1 });
          },
          { maxAttempts: 100 },
        ),
      ),
    );
    expect((await getDoc(doc(first, 'counters/c'))).get('n')).toBe(20);
  }, 60_000);

  it('a transaction that reads without writing verifies its reads', async () => {
    const db = env.web();
    await setDoc(doc(db, 'v/d'), { v: 1 });
    const value = await runTransaction(db, async (tx) => (await tx.get(doc(db, 'v/d'))).get('v') as number);
    expect(value).toBe(1);
  });

  it('onSnapshot: initial, added, modified, removed, then a synced server snapshot', async () => {
    const db = env.web();
    await setDoc(doc(db, 'live/a'), { n: 1 });
    const listener = listenQuery(query(collection(db, 'live')));
    await listener.waitFor((s) => !s.metadata.fromCache && s.size === 1, 'the initial server snapshot');
    await setDoc(doc(db, 'live/b'), { n: 2 });
    await updateDoc(doc(db, 'live/a'), { n: 10 });
    await deleteDoc(doc(db, 'live/b'));
    const final = await listener.waitFor(
      (s) => !s.metadata.hasPendingWrites && s.size === 1 && s.docs[0]?.get('n') === 10,
      'the final state',
    );
    expect(final.docs.map((d) => d.id)).toEqual(['a']);
    const kinds = listener.snapshots.flatMap((s) => s.docChanges().map((c) => c.type));
    expect(kinds).toEqual(expect.arrayContaining(['added', 'modified', 'removed']));
    listener.stop();
  });

  it('onSnapshot with a limit keeps the window while documents come and go', async () => {
    const db = env.web();
    for (const [id, n] of [
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const)
      await setDoc(doc(db, 'win', id), { n });
    const listener = listenQuery(query(collection(db, 'win'), orderBy('n'), limit(2)));
    await listener.waitFor((s) => !s.metadata.fromCache && s.docs.map((d) => d.id).join() === 'b,c');
    await setDoc(doc(db, 'win/a'), { n: 1 });
    await listener.waitFor((s) => !s.metadata.hasPendingWrites && s.docs.map((d) => d.id).join() === 'a,b');
    await deleteDoc(doc(db, 'win/a'));
    await listener.waitFor((s) => !s.metadata.hasPendingWrites && s.docs.map((d) => d.id).join() === 'b,c');
    listener.stop();
  });

  it('listeners of another client never see half of a batch', async () => {
    const projectId = `demo-webpair-${process.pid}`;
    const writer = env.web(projectId);
    const reader = env.web(projectId);
    await setDoc(doc(writer, 'pair/a'), { v: 0 });
    await setDoc(doc(writer, 'pair/b'), { v: 0 });
    const listener = listenQuery(query(collection(reader, 'pair')));
    for (let i = 1; i <= 15; i++) {
      const batch = writeBatch(writer);
      batch.set(doc(writer, 'pair/a'), { v: i });
      batch.set(doc(writer, 'pair/b'), { v: i });
      await batch.commit();
    }
    await listener.waitFor(
      (s) => !s.metadata.fromCache && s.docs.every((d) => d.get('v') === 15),
      'the last batch',
    );
    for (const snapshot of serverSnapshots(listener)) {
      const values = snapshot.docs.map((d) => d.get('v') as number);
      expect(values[0]).toBe(values[1]);
    }
    listener.stop();
  });

  it('a document listener sees creation and deletion by another client', async () => {
    const projectId = `demo-webdoc-${process.pid}`;
    const writer = env.web(projectId);
    const reader = env.web(projectId);
    const listener = new SnapshotRecorder<DocumentSnapshot>((next, error) =>
      onSnapshot(doc(reader, 'watched/doc'), { includeMetadataChanges: true }, { next, error }),
    );
    await listener.waitFor((s) => !s.metadata.fromCache && !s.exists(), 'the missing document');
    await setDoc(doc(writer, 'watched/doc'), { v: 1 });
    await listener.waitFor((s) => s.get('v') === 1, 'the created document');
    await deleteDoc(doc(writer, 'watched/doc'));
    await listener.waitFor((s) => !s.exists(), 'the deletion');
    listener.stop();
  });

  it('after a reconnect, a resumed listener drops documents deleted while it was offline', async () => {
    const projectId = `demo-webresume-${process.pid}`;
    const writer = env.web(projectId);
    const reader = env.web(projectId);
    await setDoc(doc(writer, 'resume/keep'), { v: 1 });
    await setDoc(doc(writer, 'resume/gone'), { v: 1 });
    const listener = listenQuery(query(collection(reader, 'resume')));
    await listener.waitFor((s) => !s.metadata.fromCache && s.size === 2, 'both documents');
    await disableNetwork(reader);
    await deleteDoc(doc(writer, 'resume/gone'));
    await setDoc(doc(writer, 'resume/new'), { v: 2 });
    await enableNetwork(reader);
    const resumed = await listener.waitFor(
      (s) => !s.metadata.fromCache && s.docs.map((d) => d.id).join() === 'keep,new',
      'the state after reconnecting',
    );
    expect(resumed.docs.map((d) => d.id)).toEqual(['keep', 'new']);
    listener.stop();
  });
});
