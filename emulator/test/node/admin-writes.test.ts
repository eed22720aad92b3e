import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';

const env = useEmulator();

/** gRPC status codes as firebase-admin reports them in `error.code`. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

describe('set, merge, update, delete', () => {
  it('set replaces the whole document', async () => {
    const ref = env.admin().doc('c/d');
    await ref.set({ a: 1, b: 2 });
    await ref.set({ c: 3 });
    expect((await ref.get()).data()).toEqual({ c: 3 });
  });

  it('set with merge keeps other fields and merges nested maps', async () => {
    const ref = env.admin().doc('c/d');
    await ref.set({ a: 1, m: { x: 1, y: 2 } });
    await ref.set({ b: 2, m: { y: 20, z: 30 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2, m: { x: 1, y: 20, z: 30 } });
  });

  it('set with mergeFields only touches the named fields', async () => {
    const ref = env.admin().doc('c/d');
    await ref.set({ a: 1, b: 1, m: { x: 1 } });
    await ref.set({ a: 2, b: 2, m: { x: 2, y: 2 } }, { mergeFields: ['a', 'm.y'] });
    expect((await ref.get()).data()).toEqual({ a: 2, b: 1, m: { x: 1, y: 2 } });
  });

  it('update changes dotted paths and deletes fields with FieldValue.delete()', async () => {
    const ref = env.admin().doc('c/d');
    await ref.set({ a: 1, m: { x: 1, y: 2 }, gone: true });
    await ref.update({ 'm.x': 10, 'm.new.deep': 'v', gone: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ a: 1, m: { x: 10, y: 2, new: { deep: 'v' } } });
  });

  it('update with a map value replaces that map', async () => {
    const ref = env.admin().doc('c/d');
    await ref.set({ m: { x: 1, y: 2 } });
    await ref.update({ m: { z: 3 } });
    expect((await ref.get()).data()).toEqual({ m: { z: 3 } });
  });

  it('delete removes the document and deleting a missing document succeeds', async () => {
    const db = env.admin();
    await db.doc('c/d').set({ a: 1 });
    await db.doc('c/d').delete();
    expect((await db.doc('c/d').get()).exists).toBe(false);
    await expect(db.doc('c/never').delete()).resolves.toBeDefined();
  });

  it('create keeps createTime across updates and resets it after delete and re-create', async () => {
    const ref = env.admin().doc('c/d');
    const created = await ref.create({ v: 1 });
    await ref.update({ v: 2 });
    expect((await ref.get()).createTime?.isEqual(created.writeTime)).toBe(true);
    await ref.delete();
    const recreated = await ref.create({ v: 3 });
    expect((await ref.get()).createTime?.isEqual(recreated.writeTime)).toBe(true);
    expect(recreated.writeTime.isEqual(created.writeTime)).toBe(false);
  });

  it('an identical set keeps the previous updateTime (no-op write)', async () => {
    const ref = env.admin().doc('c/d');
    await ref.set({ a: 1 });
    const before = (await ref.get()).updateTime;
    await ref.set({ a: 1 });
    expect((await ref.get()).updateTime?.isEqual(before as Timestamp)).toBe(true);
  });
});

describe('field transforms', () => {
  it('serverTimestamp() equals the commit time', async () => {
    const ref = env.admin().doc('t/d');
    const result = await ref.set({
      at: FieldValue.serverTimestamp(),
      m: { at: FieldValue.serverTimestamp() },
    });
    const data = (await ref.get()).data() ?? {};
    expect((data.at as Timestamp).isEqual(result.writeTime)).toBe(true);
    expect((data.m as { at: Timestamp }).at.isEqual(result.writeTime)).toBe(true);
  });

  it('increment adds integers, switches to double with a double operand, and starts missing fields', async () => {
    const ref = env.admin().doc('t/d');
    await ref.set({ i: 5, d: 1.5, s: 'text' });
    await ref.update({
      i: FieldValue.increment(2),
      d: FieldValue.increment(1),
      s: FieldValue.increment(3),
      missing: FieldValue.increment(4),
      toDouble: FieldValue.increment(0.5),
    });
    expect((await ref.get()).data()).toEqual({ i: 7, d: 2.5, s: 3, missing: 4, toDouble: 0.5 });
  });

  it('arrayUnion appends only missing elements; arrayRemove removes every equal element', async () => {
    const ref = env.admin().doc('t/d');
    await ref.set({ tags: ['a', 'b', 'a'], nums: [1, 2, 1, { k: 1 }], notArray: 5 });
    await ref.update({
      tags: FieldValue.arrayUnion('b', 'c', 'c'),
      nums: FieldValue.arrayRemove(1, { k: 1 }),
      notArray: FieldValue.arrayUnion('x'),
      fresh: FieldValue.arrayRemove('y'),
    });
    expect((await ref.get()).data()).toEqual({
      tags: ['a', 'b', 'a', 'c'],
      nums: [2],
      notArray: ['x'],
      fresh: [],
    });
  });

  it('applies several transforms and a set in one write', async () => {
    const ref = env.admin().doc('t/d');
    const result = await ref.set({
      n: FieldValue.increment(1),
      at: FieldValue.serverTimestamp(),
      plain: 'p',
    });
    const data = (await ref.get()).data() ?? {};
    expect(data.n).toBe(1);
    expect(data.plain).toBe('p');
    expect((data.at as Timestamp).isEqual(result.writeTime)).toBe(true);
  });
});

describe('preconditions', () => {
  it('create on an existing document fails with ALREADY_EXISTS', async () => {
    const ref = env.admin().doc('p/d');
    await ref.create({ a: 1 });
    await expect(ref.create({ a: 2 })).rejects.toMatchObject({ code: ALREADY_EXISTS });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('update on a missing document fails with NOT_FOUND naming the document', async () => {
    const ref = env.admin().doc('p/missing');
    const error = await ref.update({ a: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: NOT_FOUND });
    expect((error as Error).message).toContain('p/missing');
  });

  it('a stale lastUpdateTime fails with FAILED_PRECONDITION; the current one succeeds', async () => {
    const ref = env.admin().doc('p/d');
    const first = await ref.set({ v: 1 });
    const second = await ref.set({ v: 2 });
    await expect(ref.update({ v: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: FAILED_PRECONDITION,
    });
    await ref.update({ v: 3 }, { lastUpdateTime: second.writeTime });
    expect((await ref.get()).get('v')).toBe(3);
  });

  it('delete with exists:true on a missing document fails with NOT_FOUND', async () => {
    await expect(env.admin().doc('p/none').delete({ exists: true })).rejects.toMatchObject({
      code: NOT_FOUND,
    });
  });
});

describe('batched writes', () => {
  it('commits every write of a batch at one commit time', async () => {
    const db = env.admin();
    const batch = db.batch();
    batch.set(db.doc('b/1'), { n: 1 });
    batch.set(db.doc('b/2'), { n: 2 });
    batch.delete(db.doc('b/3'));
    const results = await batch.commit();
    expect(results).toHaveLength(3);
    expect(results[0]?.writeTime.isEqual(results[1]?.writeTime as Timestamp)).toBe(true);
    expect((await db.collection('b').get()).size).toBe(2);
  });

  it('applies nothing when one write of the batch fails', async () => {
    const db = env.admin();
    await db.doc('b/existing').set({ v: 'old' });
    const batch = db.batch();
    batch.set(db.doc('b/new'), { v: 1 });
    batch.update(db.doc('b/existing'), { v: 'new' });
    batch.create(db.doc('b/existing'), { v: 'again' });
    await expect(batch.commit()).rejects.toMatchObject({ code: ALREADY_EXISTS });
    expect((await db.doc('b/new').get()).exists).toBe(false);
    expect((await db.doc('b/existing').get()).get('v')).toBe('old');
  });

  it('accepts a batch of 500 writes', async () => {
    const db = env.admin();
    const batch = db.batch();
    for (let i = 0; i < 500; i++) batch.set(db.doc(`many/${i}`), { i });
    await batch.commit();
    expect((await db.collection('many').count().get()).data().count).toBe(500);
  });

  it('BulkWriter writes independently and reports each failure', async () => {
    const db = env.admin();
    await db.doc('bulk/exists').set({ v: 1 });
    const writer = db.bulkWriter();
    writer.onWriteError(() => false);
    const failures: number[] = [];
    const ok = Array.from({ length: 30 }, (_, i) => writer.set(db.doc(`bulk/${i}`), { i }));
    const failing = writer
      .create(db.doc('bulk/exists'), { v: 2 })
      .catch((e: unknown) => failures.push((e as { code: number }).code));
    await writer.close();
    await Promise.all([...ok, failing]);
    expect(failures).toEqual([ALREADY_EXISTS]);
    expect((await db.collection('bulk').count().get()).data().count).toBe(31);
  });
});

describe('listing and recursive delete', () => {
  it('listCollections lists root and sub-collections', async () => {
    const db = env.admin();
    await db.doc('alpha/1').set({});
    await db.doc('beta/1/sub/1').set({});
    await db.doc('beta/1/other/1').set({});
    expect((await db.listCollections()).map((c) => c.id).sort()).toEqual(['alpha', 'beta']);
    expect((await db.doc('beta/1').listCollections()).map((c) => c.id).sort()).toEqual(['other', 'sub']);
  });

  it('listDocuments includes missing documents that only have sub-collections', async () => {
    const db = env.admin();
    await db.doc('parents/real').set({ a: 1 });
    await db.doc('parents/ghost/kids/1').set({ a: 1 });
    const refs = await db.collection('parents').listDocuments();
    expect(refs.map((r) => r.id).sort()).toEqual(['ghost', 'real']);
    expect((await db.doc('parents/ghost').get()).exists).toBe(false);
  });

  it('recursiveDelete removes a document tree, and a whole collection', async () => {
    const db = env.admin();
    await db.doc('tree/root').set({ a: 1 });
    await db.doc('tree/root/kids/1').set({ a: 1 });
    await db.doc('tree/root/kids/1/grandkids/1').set({ a: 1 });
    await db.doc('tree/sibling').set({ a: 1 });
    await db.recursiveDelete(db.doc('tree/root'));
    expect((await db.collectionGroup('kids').get()).size).toBe(0);
    expect((await db.collectionGroup('grandkids').get()).size).toBe(0);
    expect((await db.collection('tree').get()).docs.map((d) => d.id)).toEqual(['sibling']);
    await db.recursiveDelete(db.collection('tree'));
    expect((await db.collection('tree').get()).size).toBe(0);
  });

  it('getAll returns documents in request order with missing ones marked', async () => {
    const db = env.admin();
    await db.doc('g/a').set({ v: 'a' });
    await db.doc('g/c').set({ v: 'c' });
    const snaps = await db.getAll(db.doc('g/c'), db.doc('g/b'), db.doc('g/a'));
    expect(snaps.map((s) => [s.id, s.exists])).toEqual([
      ['c', true],
      ['b', false],
      ['a', true],
    ]);
  });

  it('getAll with a field mask returns only the selected fields', async () => {
    const db = env.admin();
    await db.doc('g/m').set({ keep: 1, drop: 2, nested: { keep: 3, drop: 4 } });
    const [snap] = await db.getAll(db.doc('g/m'), { fieldMask: ['keep', 'nested.keep'] });
    expect(snap?.data()).toEqual({ keep: 1, nested: { keep: 3 } });
  });
});
