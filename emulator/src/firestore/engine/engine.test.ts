import { describe, expect, it } from 'vitest';
import { Code } from '../api.ts';
import {
  DB,
  OWNER,
  catchRpc,
  doc,
  fieldsOf,
  runQuery,
  query,
  setWrite,
  testEngine,
  v,
  write,
} from './test-support.ts';

describe('engine basics', () => {
  it('stores and reads a document with create/update times', () => {
    const { engine } = testEngine();
    const res = write(engine, setWrite('rooms/r1', { title: v.str('hi'), n: v.int(1) }));
    const got = engine.getDocument(OWNER, { name: doc('rooms/r1') });
    expect(got.fields).toEqual({ title: v.str('hi'), n: v.int(1) });
    expect(got.createTime).toBe(res.commitTime);
    expect(got.updateTime).toBe(res.commitTime);
    expect(got.name).toBe(doc('rooms/r1'));
  });

  it('getDocument of a missing document is NOT_FOUND', () => {
    const { engine } = testEngine();
    expect(catchRpc(() => engine.getDocument(OWNER, { name: doc('rooms/none') })).code).toBe(Code.NOT_FOUND);
  });

  it('batchGet answers one response per name, in order, found or missing', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { x: v.int(1) }));
    const res = engine.batchGetDocuments(OWNER, {
      database: DB,
      documents: [doc('a/2'), doc('a/1'), doc('a/2')],
    });
    expect(res.map((r) => ('found' in r ? 'found' : r.missing))).toEqual([doc('a/2'), 'found', doc('a/2')]);
    expect(res.every((r) => typeof r.readTime === 'string')).toBe(true);
  });

  it('runs a simple query in key order', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/2', { x: v.int(2) }), setWrite('a/1', { x: v.int(1) }), setWrite('b/1', {}));
    expect(runQuery(engine, query('a'))).toEqual(['a/1', 'a/2']);
  });

  it('delete removes the document; its write result has no update time', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { x: v.int(1) }));
    const res = write(engine, { delete: doc('a/1') });
    expect(res.writeResults).toEqual([{}]);
    expect(catchRpc(() => fieldsOf(engine, 'a/1')).code).toBe(Code.NOT_FOUND);
  });
});
