import { describe, expect, it } from 'vitest';
import { uniqueCollection, useBrowserFixture } from './fixture.ts';

const fixture = useBrowserFixture('demo-browser-documents');

/** Writes go through the Write channel and reads through the Listen channel, in both modes. */
describe.each([
  ['streaming', false],
  ['long-polling', true],
])('documents over WebChannel (%s)', (mode, longPolling) => {
  const client = `docs-${mode}`;
  let ready: Promise<void> | undefined;
  const setUp = () => (ready ??= fixture.addClient(client, { longPolling }));

  it('setDoc then getDoc returns the document; getDoc of a missing one says so', async () => {
    await setUp();
    const col = uniqueCollection('get');
    await fixture.harness.call('setDoc', client, `${col}/a`, { name: 'Ada', age: 36 });
    expect(await fixture.harness.call('getDoc', client, `${col}/a`)).toEqual({
      exists: true,
      data: { name: 'Ada', age: 36 },
    });
    expect(await fixture.harness.call('getDoc', client, `${col}/missing`)).toEqual({
      exists: false,
      data: null,
    });
  });

  it('round-trips every JSON-representable value type, including non-ASCII text', async () => {
    await setUp();
    const path = `${uniqueCollection('types')}/all`;
    const data = {
      text: 'héllo wörld — 日本語 😀',
      int: 42,
      negative: -7,
      double: 3.25,
      yes: true,
      no: false,
      nothing: null,
      list: [1, 'two', { three: 3 }],
      nested: { deep: { deeper: ['x'] } },
    };
    await fixture.harness.call('setDoc', client, path, data);
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual(data);
  });

  it('moves a ~600 KB document of non-ASCII text through both channels intact', async () => {
    await setUp();
    const path = `${uniqueCollection('large')}/big`;
    // Multi-byte and astral characters make UTF-8 bytes and UTF-16 units differ, as chunk framing must not.
    const text = 'Grüße, 世界! 🎉 '.repeat(25_000);
    await fixture.harness.call('setDoc', client, path, { text });
    const read = await fixture.harness.call('getDoc', client, path);
    expect(read.data?.text).toBe(text);
  });

  it('setDoc with merge keeps untouched fields', async () => {
    await setUp();
    const path = `${uniqueCollection('merge')}/m`;
    await fixture.harness.call('setDoc', client, path, { a: 1, b: 2 });
    await fixture.harness.call('setDoc', client, path, { b: 3, c: 4 }, true);
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({ a: 1, b: 3, c: 4 });
  });

  it('updateDoc changes fields (also nested by dotted path) and can delete a field', async () => {
    await setUp();
    const path = `${uniqueCollection('update')}/u`;
    await fixture.harness.call('setDoc', client, path, { a: 1, b: 2, nested: { x: 1, y: 1 } });
    await fixture.harness.call('updateDoc', client, path, { a: 10, 'nested.y': 2, b: { $delete: true } });
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({
      a: 10,
      nested: { x: 1, y: 2 },
    });
  });

  it('updateDoc of a missing document fails with not-found', async () => {
    await setUp();
    const outcome = await fixture.harness.attempt('updateDoc', client, `${uniqueCollection('nf')}/none`, {
      a: 1,
    });
    expect(outcome).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('deleteDoc removes the document', async () => {
    await setUp();
    const path = `${uniqueCollection('delete')}/d`;
    await fixture.harness.call('setDoc', client, path, { a: 1 });
    await fixture.harness.call('deleteDoc', client, path);
    expect((await fixture.harness.call('getDoc', client, path)).exists).toBe(false);
  });

  it('addDoc creates a document with a generated id', async () => {
    await setUp();
    const col = uniqueCollection('add');
    const id = await fixture.harness.call('addDoc', client, col, { made: 'by addDoc' });
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await fixture.harness.call('getDoc', client, `${col}/${id}`)).toEqual({
      exists: true,
      data: { made: 'by addDoc' },
    });
  });

  it('writeBatch applies set, update and delete atomically', async () => {
    await setUp();
    const col = uniqueCollection('batch');
    await fixture.harness.call('setDoc', client, `${col}/old`, { v: 0 });
    await fixture.harness.call('setDoc', client, `${col}/gone`, { v: 0 });
    await fixture.harness.call('batch', client, [
      { op: 'set', path: `${col}/new`, data: { v: 1 } },
      { op: 'update', path: `${col}/old`, data: { v: 2 } },
      { op: 'delete', path: `${col}/gone` },
    ]);
    const docs = await fixture.harness.call('getDocs', client, { collection: col });
    expect(docs).toEqual([
      { id: 'new', data: { v: 1 } },
      { id: 'old', data: { v: 2 } },
    ]);
  });

  it('a writeBatch with a failing update applies nothing', async () => {
    await setUp();
    const col = uniqueCollection('atomic');
    const outcome = await fixture.harness.attempt('batch', client, [
      { op: 'set', path: `${col}/a`, data: { v: 1 } },
      { op: 'update', path: `${col}/missing`, data: { v: 2 } },
    ]);
    expect(outcome).toMatchObject({ ok: false, code: 'not-found' });
    expect(await fixture.harness.call('getDocs', client, { collection: col })).toEqual([]);
  });

  it('serverTimestamp resolves to the server clock', async () => {
    await setUp();
    const path = `${uniqueCollection('ts')}/t`;
    const before = Date.now();
    await fixture.harness.call('setDoc', client, path, { at: { $serverTimestamp: true } });
    const at = (await fixture.harness.call('getDoc', client, path)).data?.at as { $timestamp: number };
    expect(at.$timestamp).toBeGreaterThanOrEqual(before - 1_000);
    expect(at.$timestamp).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('increment adds on the server, also to a missing field', async () => {
    await setUp();
    const path = `${uniqueCollection('inc')}/i`;
    await fixture.harness.call('setDoc', client, path, { n: 5 });
    await fixture.harness.call('updateDoc', client, path, { n: { $increment: 3 }, m: { $increment: 2 } });
    await fixture.harness.call('updateDoc', client, path, { n: { $increment: -1 } });
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({ n: 7, m: 2 });
  });

  it('arrayUnion adds only missing elements and arrayRemove removes all matches', async () => {
    await setUp();
    const path = `${uniqueCollection('arr')}/a`;
    await fixture.harness.call('setDoc', client, path, { tags: ['a', 'b'] });
    await fixture.harness.call('updateDoc', client, path, { tags: { $arrayUnion: ['b', 'c'] } });
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({ tags: ['a', 'b', 'c'] });
    await fixture.harness.call('updateDoc', client, path, { tags: { $arrayRemove: ['a', 'z'] } });
    expect((await fixture.harness.call('getDoc', client, path)).data).toEqual({ tags: ['b', 'c'] });
  });

  it('getDocs runs a filtered, ordered, limited query', async () => {
    await setUp();
    const col = uniqueCollection('query');
    for (let n = 0; n < 6; n++)
      await fixture.harness.call('setDoc', client, `${col}/d${n}`, { n, even: n % 2 === 0 });
    const docs = await fixture.harness.call('getDocs', client, {
      collection: col,
      where: [['even', '==', true]],
      orderBy: [['n', 'desc']],
      limit: 2,
    });
    expect(docs.map((d) => d.id)).toEqual(['d4', 'd2']);
  });
});
