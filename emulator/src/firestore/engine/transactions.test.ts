import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import {
  DB,
  OWNER,
  ROOT,
  begin,
  catchRpc,
  counterOf,
  doc,
  fieldsOf,
  query,
  setWrite,
  testEngine,
  v,
  write,
  type SyncEngine,
} from './test-support.ts';

const readIn = (engine: SyncEngine, transaction: string, path: string) =>
  engine.batchGetDocuments(OWNER, { database: DB, documents: [doc(path)], transaction })[0] as JsonObject;

describe('admin-style transactions', () => {
  it('commits when nothing it read has changed', () => {
    const { engine } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const tx = begin(engine);
    expect(counterOf(readIn(engine, tx, 'c/1'))).toBe(1);
    engine.commit(OWNER, { database: DB, transaction: tx, writes: [setWrite('c/1', { n: v.int(2) })] });
    expect(fieldsOf(engine, 'c/1')).toEqual({ n: v.int(2) });
  });

  it('aborts when a document it read changed since (including created or deleted)', () => {
    const { engine } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const tx = begin(engine);
    readIn(engine, tx, 'c/1');
    readIn(engine, tx, 'c/missing');
    write(engine, setWrite('c/missing', {}));
    const err = catchRpc(() =>
      engine.commit(OWNER, { database: DB, transaction: tx, writes: [setWrite('c/1', {})] }),
    );
    expect(err.code).toBe(Code.ABORTED);
    expect(fieldsOf(engine, 'c/1')).toEqual({ n: v.int(1) });
  });

  it('newTransaction on batchGet and runQuery puts the id on the first response', () => {
    const { engine } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }), setWrite('c/2', {}));
    const got = engine.batchGetDocuments(OWNER, {
      database: DB,
      documents: [doc('c/1'), doc('c/2')],
      newTransaction: { readWrite: {} },
    });
    expect(typeof got[0]?.transaction).toBe('string');
    expect(got[1]?.transaction).toBeUndefined();
    // It holds the locks on c/1 and c/2 that the query below needs.
    engine.rollback(OWNER, { database: DB, transaction: got[0]?.transaction as string });
    const q = engine.runQuery(OWNER, { parent: ROOT, structuredQuery: query('c'), newTransaction: {} });
    expect(typeof q[0]?.transaction).toBe('string');
    const empty = engine.runQuery(OWNER, {
      parent: ROOT,
      structuredQuery: query('none'),
      newTransaction: {},
    });
    expect(Object.keys(empty[0] as JsonObject).sort()).toEqual(['readTime', 'transaction']);
    // A query read is recorded: a concurrent change to a returned document aborts.
    write(engine, setWrite('c/2', { x: v.int(1) }));
    expect(
      catchRpc(() =>
        engine.commit(OWNER, { database: DB, transaction: q[0]?.transaction as string, writes: [] }),
      ).code,
    ).toBe(Code.ABORTED);
  });

  it('a transaction id is good for one commit: reuse is INVALID_ARGUMENT', () => {
    const { engine } = testEngine();
    const tx = begin(engine);
    engine.commit(OWNER, { database: DB, transaction: tx, writes: [setWrite('c/1', {})] });
    const err = catchRpc(() => engine.commit(OWNER, { database: DB, transaction: tx, writes: [] }));
    expect(err.code).toBe(Code.INVALID_ARGUMENT);
    expect(err.message).toMatch(/transaction has expired/);
  });

  it('rollback releases the transaction; unknown ids are INVALID_ARGUMENT', () => {
    const { engine } = testEngine();
    const tx = begin(engine);
    expect(engine.rollback(OWNER, { database: DB, transaction: tx })).toEqual({});
    expect(catchRpc(() => readIn(engine, tx, 'c/1')).code).toBe(Code.INVALID_ARGUMENT);
    expect(catchRpc(() => readIn(engine, 'bm9wZQ==', 'c/1')).code).toBe(Code.INVALID_ARGUMENT);
  });

  it('expires after 60 s idle with a message the Admin SDK retries on', () => {
    const { engine, clock } = testEngine();
    const tx = begin(engine);
    clock.advance(61_000_000n);
    const err = catchRpc(() => engine.commit(OWNER, { database: DB, transaction: tx, writes: [] }));
    expect(err.code).toBe(Code.INVALID_ARGUMENT);
    expect(err.message).toMatch(/transaction has expired/);
  });

  it('read-only transactions read as of their readTime and cannot write', () => {
    const { engine } = testEngine();
    const first = write(engine, setWrite('c/1', { n: v.int(1) }));
    write(engine, setWrite('c/1', { n: v.int(2) }), setWrite('c/2', {}));
    const tx = begin(engine, { readOnly: { readTime: first.commitTime as string } });
    expect(counterOf(readIn(engine, tx, 'c/1'))).toBe(1);
    expect('missing' in readIn(engine, tx, 'c/2')).toBe(true);
    const q = engine.runQuery(OWNER, { parent: ROOT, structuredQuery: query('c'), transaction: tx });
    expect(q.map((r) => (r.document as JsonObject).name)).toEqual([doc('c/1')]);
    expect(
      catchRpc(() => engine.commit(OWNER, { database: DB, transaction: tx, writes: [setWrite('c/3', {})] }))
        .code,
    ).toBe(Code.INVALID_ARGUMENT);
  });

  it('readTime reads see deleted documents as they were', () => {
    const { engine } = testEngine();
    const first = write(engine, setWrite('c/1', { n: v.int(1) }));
    write(engine, { delete: doc('c/1') });
    const old = engine.getDocument(OWNER, { name: doc('c/1'), readTime: first.commitTime as string });
    expect(old.fields).toEqual({ n: v.int(1) });
    const q = engine.runQuery(OWNER, {
      parent: ROOT,
      structuredQuery: query('c'),
      readTime: first.commitTime as string,
    });
    expect(q).toHaveLength(1);
    expect(q[0]?.readTime).toBe(first.commitTime);
  });

  it('readTime queries hide later creations and show older versions of later updates', () => {
    const { engine } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const at = write(engine, setWrite('c/2', { n: v.int(2) }));
    write(engine, setWrite('c/3', { n: v.int(3) }), setWrite('c/2', { n: v.int(20) }), {
      delete: doc('c/1'),
    });
    write(engine, setWrite('c/2', { n: v.int(200) }));
    const q = engine.runQuery(OWNER, {
      parent: ROOT,
      structuredQuery: query('c'),
      readTime: at.commitTime as string,
    });
    expect(q.map((r) => (r.document as JsonObject).fields)).toEqual([{ n: v.int(1) }, { n: v.int(2) }]);
    const missing = engine.batchGetDocuments(OWNER, {
      database: DB,
      documents: [doc('c/3')],
      readTime: at.commitTime as string,
    });
    expect(missing[0]?.missing).toBe(doc('c/3'));
  });
});

describe('web-style transactions (preconditions + verify)', () => {
  it('updateTime preconditions serialise concurrent read-modify-write', () => {
    const { engine } = testEngine();
    write(engine, setWrite('c/counter', { n: v.int(0) }), setWrite('c/other', {}));
    const read = () =>
      engine.batchGetDocuments(OWNER, { database: DB, documents: [doc('c/counter'), doc('c/other')] });
    const a = read();
    const b = read();
    const commitFrom = (snapshot: JsonObject[]) => {
      const counter = (snapshot[0]?.found as JsonObject).updateTime as string;
      const other = (snapshot[1]?.found as JsonObject).updateTime as string;
      return engine.commit(OWNER, {
        database: DB,
        writes: [
          setWrite(
            'c/counter',
            { n: v.int(counterOf(snapshot[0]) + 1) },
            { currentDocument: { updateTime: counter } },
          ),
          { verify: doc('c/other'), currentDocument: { updateTime: other } },
        ],
      });
    };
    commitFrom(a);
    expect(catchRpc(() => commitFrom(b)).code).toBe(Code.FAILED_PRECONDITION);
    commitFrom(read());
    expect(fieldsOf(engine, 'c/counter')).toEqual({ n: v.int(2) });
  });

  it('a verify on a document read as missing fails once it exists (ALREADY_EXISTS)', () => {
    const { engine } = testEngine();
    write(engine, setWrite('c/x', {}));
    expect(
      catchRpc(() =>
        write(engine, { verify: doc('c/x'), currentDocument: { exists: false } }, setWrite('c/y', {})),
      ).code,
    ).toBe(Code.ALREADY_EXISTS);
    expect(catchRpc(() => fieldsOf(engine, 'c/y')).code).toBe(Code.NOT_FOUND);
  });
});
