import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code, RpcError, type FirestoreEngine, type JsonObject, type MaybePromise } from '../api.ts';
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
} from './test-support.ts';

/** Pessimistic locking of read-write transactions (locks.ts), driven through the engine contract. */

const read = (engine: FirestoreEngine, transaction: string, ...paths: string[]) =>
  engine.batchGetDocuments(OWNER, { database: DB, documents: paths.map(doc), transaction });

/** A read that must find its locks free (or its own). */
function hold(engine: FirestoreEngine, transaction: string, ...paths: string[]): JsonObject[] {
  const result = read(engine, transaction, ...paths);
  if (result instanceof Promise) throw new Error('expected an uncontended read');
  return result;
}

const commit = (engine: FirestoreEngine, transaction: string, ...writes: JsonObject[]) =>
  engine.commit(OWNER, { database: DB, transaction, writes });

/** The integer field `n` of the first batchGet response (0 when missing). */
const firstCounter = (responses: JsonObject[]): number => counterOf(responses[0]);

/** Watches a result that may still be waiting for a lock. */
function watch<T>(result: MaybePromise<T>) {
  const state: { settled: boolean; value?: T; error?: RpcError; waited: boolean } = {
    settled: false,
    waited: result instanceof Promise,
  };
  Promise.resolve(result).then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

/** Lets promise continuations (a released waiter's read) run. */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('document locks of read-write transactions', () => {
  it('a second transaction reading a locked document waits for the commit, then sees its write', async () => {
    const { engine, raw } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const a = begin(raw);
    expect(read(raw, a, 'c/1')).not.toBeInstanceOf(Promise);
    const b = begin(raw);
    const waiting = watch(read(raw, b, 'c/1'));
    await flush();
    expect(waiting).toMatchObject({ waited: true, settled: false });
    commit(raw, a, setWrite('c/1', { n: v.int(2) }));
    await flush();
    expect(waiting.error).toBeUndefined();
    expect(firstCounter(waiting.value as JsonObject[])).toBe(2);
    // B read the committed version, so its own commit passes the version check.
    commit(raw, b, setWrite('c/1', { n: v.int(3) }));
    expect(fieldsOf(engine, 'c/1')).toEqual({ n: v.int(3) });
  });

  it('locks documents that do not exist yet', async () => {
    const { raw } = testEngine();
    const a = begin(raw);
    hold(raw, a, 'c/new');
    const get = watch(raw.getDocument(OWNER, { name: doc('c/new'), transaction: begin(raw) }));
    await flush();
    expect(get.settled).toBe(false);
    commit(raw, a, setWrite('c/new', { n: v.int(7) }));
    await flush();
    expect((get.value as JsonObject).fields).toEqual({ n: v.int(7) });
  });

  it('a query waits for the documents it returns, then runs again on the latest data', async () => {
    const { engine, raw } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const a = begin(raw);
    hold(raw, a, 'c/1');
    const q = watch(raw.runQuery(OWNER, { parent: ROOT, structuredQuery: query('c'), newTransaction: {} }));
    const count = watch(
      raw.runAggregationQuery(OWNER, {
        parent: ROOT,
        structuredAggregationQuery: {
          structuredQuery: query('c'),
          aggregations: [{ alias: 'n', count: {} }],
        },
        newTransaction: {},
      }),
    );
    commit(raw, a, setWrite('c/1', { n: v.int(2) }), setWrite('c/2', { n: v.int(3) }));
    await flush();
    const [first, second] = q.value as JsonObject[];
    expect(typeof first?.transaction).toBe('string');
    expect((first?.document as JsonObject).fields).toEqual({ n: v.int(2) });
    expect((second?.document as JsonObject).fields).toEqual({ n: v.int(3) });
    // The aggregation queued behind the query's transaction for the same documents.
    expect(count.settled).toBe(false);
    raw.rollback(OWNER, { database: DB, transaction: first?.transaction as string });
    await flush();
    expect((count.value as JsonObject[])[0]?.result).toEqual({ aggregateFields: { n: v.int(2) } });
  });

  it('rollback releases the locks', async () => {
    const { engine, raw } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const a = begin(raw);
    hold(raw, a, 'c/1');
    const waiting = watch(read(raw, begin(raw), 'c/1'));
    raw.rollback(OWNER, { database: DB, transaction: a });
    await flush();
    expect(firstCounter(waiting.value as JsonObject[])).toBe(1);
  });

  it('a transaction idle past its expiry gives its locks to the next reader', () => {
    const { engine, raw, clock } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const a = begin(raw);
    hold(raw, a, 'c/1');
    clock.advance(61_000_000n);
    const b = begin(raw);
    expect(firstCounter(read(raw, b, 'c/1') as JsonObject[])).toBe(1);
    expect(catchRpc(() => commit(raw, a)).code).toBe(Code.INVALID_ARGUMENT);
    commit(raw, b, setWrite('c/1', { n: v.int(2) }));
  });

  it('a deadlock between two transactions aborts one at once; the other commits', async () => {
    const { engine, raw } = testEngine();
    write(engine, setWrite('c/x', { n: v.int(1) }), setWrite('c/y', { n: v.int(1) }));
    const a = begin(raw);
    const b = begin(raw);
    hold(raw, a, 'c/x');
    hold(raw, b, 'c/y');
    const aWaits = watch(read(raw, a, 'c/y'));
    const bWaits = watch(read(raw, b, 'c/x'));
    await flush();
    expect(bWaits.error?.code).toBe(Code.ABORTED);
    expect(aWaits.value).toBeDefined();
    // The victim is dead: its commit is ABORTED too.
    expect(catchRpc(() => commit(raw, b)).code).toBe(Code.ABORTED);
    commit(raw, a, setWrite('c/x', { n: v.int(2) }), setWrite('c/y', { n: v.int(2) }));
    expect(fieldsOf(engine, 'c/y')).toEqual({ n: v.int(2) });
  });

  it('a reader waiting longer than the bound is ABORTED', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { raw } = testEngine();
    const a = begin(raw);
    hold(raw, a, 'c/1');
    const waiting = watch(read(raw, begin(raw), 'c/1'));
    vi.advanceTimersByTime(10_001);
    await flush();
    expect(waiting.error?.code).toBe(Code.ABORTED);
    commit(raw, a, setWrite('c/1', {}));
  });

  it('waiters get the lock first come, first served', async () => {
    const { raw } = testEngine();
    const a = begin(raw);
    hold(raw, a, 'c/1');
    const b = begin(raw);
    const c = begin(raw);
    const bWaits = watch(read(raw, b, 'c/1'));
    const cWaits = watch(read(raw, c, 'c/1'));
    commit(raw, a);
    await flush();
    expect([bWaits.settled, cWaits.settled]).toEqual([true, false]);
    commit(raw, b);
    await flush();
    expect(cWaits.value).toBeDefined();
  });

  it('non-transactional writes do not wait, and abort the transaction that had read the document', () => {
    const { engine, raw } = testEngine();
    write(engine, setWrite('c/1', { n: v.int(1) }));
    const a = begin(raw);
    hold(raw, a, 'c/1');
    write(engine, setWrite('c/1', { n: v.int(5) }));
    expect(fieldsOf(engine, 'c/1')).toEqual({ n: v.int(5) });
    expect(catchRpc(() => commit(raw, a, setWrite('c/1', { n: v.int(2) }))).code).toBe(Code.ABORTED);
    // The aborted commit released the lock.
    expect(read(raw, begin(raw), 'c/1')).not.toBeInstanceOf(Promise);
  });

  it('read-only transactions and readTime reads neither take nor wait for locks', () => {
    const { engine, raw } = testEngine();
    const at = write(engine, setWrite('c/1', { n: v.int(1) }));
    const readOnly = begin(raw, { readOnly: {} });
    expect(read(raw, readOnly, 'c/1')).not.toBeInstanceOf(Promise);
    const a = begin(raw);
    expect(read(raw, a, 'c/1')).not.toBeInstanceOf(Promise);
    expect(read(raw, readOnly, 'c/1')).not.toBeInstanceOf(Promise);
    const past = raw.batchGetDocuments(OWNER, {
      database: DB,
      documents: [doc('c/1')],
      readTime: at.commitTime as string,
    });
    expect(past).not.toBeInstanceOf(Promise);
    expect(raw.getDocument(OWNER, { name: doc('c/1') })).not.toBeInstanceOf(Promise);
  });

  it('50 concurrent read-modify-write transactions on one counter all commit, one after another', async () => {
    const { engine, raw } = testEngine();
    write(engine, setWrite('c/counter', { n: v.int(0) }));
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        const tx = begin(raw);
        const n = firstCounter(await read(raw, tx, 'c/counter'));
        await flush();
        commit(raw, tx, setWrite('c/counter', { n: v.int(n + 1) }));
      }),
    );
    expect(fieldsOf(engine, 'c/counter')).toEqual({ n: v.int(50) });
  });
});
