import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { DB, OWNER, ROOT, doc, setWrite, testEngine, v, write } from './test-support.ts';

describe('document reads', () => {
  it('getDocument and batchGet honour masks', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { x: v.int(1), m: v.map({ y: v.int(2), z: v.int(3) }) }));
    expect(engine.getDocument(OWNER, { name: doc('a/1'), mask: { fieldPaths: ['m.y'] } }).fields).toEqual({
      m: v.map({ y: v.int(2) }),
    });
    const [res] = engine.batchGetDocuments(OWNER, {
      database: DB,
      documents: [doc('a/1')],
      mask: { fieldPaths: ['x'] },
    });
    expect((res?.found as JsonObject).fields).toEqual({ x: v.int(1) });
  });

  it('names echo the database the caller used', () => {
    const { engine } = testEngine();
    const other = 'projects/other/databases/db2';
    engine.commit(OWNER, {
      database: other,
      writes: [{ update: { name: `${other}/documents/a/1`, fields: {} } }],
    });
    expect(engine.getDocument(OWNER, { name: `${other}/documents/a/1` }).name).toBe(`${other}/documents/a/1`);
    const [res] = engine.batchGetDocuments(OWNER, { database: DB, documents: [doc('a/1')] });
    expect(res?.missing).toBe(doc('a/1'));
  });
});

describe('listDocuments and listCollectionIds', () => {
  it('lists documents in key order with paging and showMissing', () => {
    const { engine } = testEngine();
    write(
      engine,
      setWrite('c/b', {}),
      setWrite('c/a', {}),
      setWrite('c/ghost/sub/1', {}),
      setWrite('c/d', {}),
    );
    const page1 = engine.listDocuments(OWNER, { parent: ROOT, collectionId: 'c', pageSize: 2 });
    expect((page1.documents as JsonObject[]).map((d) => d.name)).toEqual([doc('c/a'), doc('c/b')]);
    const page2 = engine.listDocuments(OWNER, {
      parent: ROOT,
      collectionId: 'c',
      pageSize: 2,
      pageToken: page1.nextPageToken as string,
    });
    expect((page2.documents as JsonObject[]).map((d) => d.name)).toEqual([doc('c/d')]);
    expect(page2.nextPageToken).toBeUndefined();
    const all = engine.listDocuments(OWNER, { parent: ROOT, collectionId: 'c', showMissing: true });
    const docs = all.documents as JsonObject[];
    expect(docs.map((d) => d.name)).toEqual([doc('c/a'), doc('c/b'), doc('c/d'), doc('c/ghost')]);
    expect(docs[3]).toEqual({ name: doc('c/ghost') });
  });

  it('without a collectionId lists the documents of every collection under the parent', () => {
    const { engine } = testEngine();
    write(
      engine,
      setWrite('p/1/x/b', {}),
      setWrite('p/1/y/a', {}),
      setWrite('p/1/x/a', {}),
      setWrite('p/2/x/z', {}),
    );
    const res = engine.listDocuments(OWNER, { parent: doc('p/1'), pageSize: 2 });
    expect((res.documents as JsonObject[]).map((d) => d.name)).toEqual([doc('p/1/x/a'), doc('p/1/x/b')]);
    const rest = engine.listDocuments(OWNER, { parent: doc('p/1'), pageToken: res.nextPageToken as string });
    expect((rest.documents as JsonObject[]).map((d) => d.name)).toEqual([doc('p/1/y/a')]);
  });

  it('lists collection ids below a parent, including ones holding only deeper documents', () => {
    const { engine } = testEngine();
    write(
      engine,
      setWrite('b/1', {}),
      setWrite('a/1/x/1', {}),
      setWrite('a/1/y/2/z/3', {}),
      setWrite('deep/1/k/1', {}),
    );
    expect(engine.listCollectionIds(OWNER, { parent: ROOT }).collectionIds).toEqual(['a', 'b', 'deep']);
    expect(engine.listCollectionIds(OWNER, { parent: doc('a/1') }).collectionIds).toEqual(['x', 'y']);
    const p1 = engine.listCollectionIds(OWNER, { parent: ROOT, pageSize: 2 });
    expect(p1.collectionIds).toEqual(['a', 'b']);
    expect(
      engine.listCollectionIds(OWNER, { parent: ROOT, pageToken: p1.nextPageToken as string }).collectionIds,
    ).toEqual(['deep']);
  });
});
