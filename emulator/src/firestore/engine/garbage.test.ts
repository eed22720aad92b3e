import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../api.ts';
import { Code, RpcError } from '../api.ts';
import {
  DB,
  OWNER,
  ROOT,
  RecordingSink,
  USER,
  doc,
  random,
  setWrite,
  testEngine,
  v,
  write,
  type SyncEngine,
} from './test-support.ts';

/**
 * Malformed requests must fail as RpcErrors the transports can map (INVALID_ARGUMENT and friends),
 * never as TypeErrors or stack overflows that would surface as INTERNAL. Valid requests are mutated by
 * replacing one random subtree with a value of the wrong shape.
 */

const EVIL: JsonValue[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  'x',
  '',
  '!!!!',
  'projects/p/databases/(default)/documents/a',
  true,
  [],
  [null],
  {},
  { fieldPath: 7 },
  { values: 'nope' },
  { integerValue: '1e400' },
  { mapValue: { fields: [] } },
  { arrayValue: { values: [{ arrayValue: {} }] } },
];

function deepMap(depth: number): JsonObject {
  let value: JsonObject = v.int(1);
  for (let i = 0; i < depth; i++) value = v.map({ a: value });
  return value;
}

function deepFilter(depth: number): JsonObject {
  let filter: JsonObject = { fieldFilter: { field: { fieldPath: 'a' }, op: 'EQUAL', value: v.int(1) } };
  for (let i = 0; i < depth; i++) filter = { compositeFilter: { op: 'AND', filters: [filter, filter] } };
  return filter;
}

/** Every path to a node in the JSON tree. */
function paths(value: JsonValue, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...paths(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push(...paths(item, [...prefix, key]));
  }
  return out;
}

function replaceAt(value: JsonValue, path: (string | number)[], replacement: JsonValue): JsonValue {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  const obj = value as JsonObject;
  return { ...obj, [head]: replaceAt(obj[head] ?? null, rest, replacement) };
}

const query: JsonObject = {
  from: [{ collectionId: 'c' }],
  where: {
    compositeFilter: {
      op: 'OR',
      filters: [
        { fieldFilter: { field: { fieldPath: 'n' }, op: 'IN', value: v.arr(v.int(1), v.int(2)) } },
        { unaryFilter: { field: { fieldPath: 'n' }, op: 'IS_NULL' } },
      ],
    },
  },
  orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
  startAt: { values: [v.int(5)], before: true },
  limit: 3,
};

const commitWrites: JsonObject[] = [
  setWrite(
    'c/1',
    { n: v.int(1), m: v.map({ a: v.arr(v.str('x')) }) },
    { updateMask: { fieldPaths: ['n', 'm.a'] } },
  ),
  {
    update: { name: doc('c/2'), fields: {} },
    updateTransforms: [
      { fieldPath: 'n', increment: v.int(1) },
      { fieldPath: 't', appendMissingElements: { values: [v.int(1)] } },
    ],
    currentDocument: { exists: false },
  },
  { delete: doc('c/3'), currentDocument: { updateTime: '2020-01-01T00:00:00Z' } },
];

const aggregations: JsonObject[] = [
  { alias: 'a', count: { upTo: '5' } },
  { alias: 'b', sum: { field: { fieldPath: 'n' } } },
];

const valid: Record<string, (engine: SyncEngine) => JsonObject> = {
  commit: () => ({ database: DB, writes: commitWrites }),
  batchGetDocuments: () => ({
    database: DB,
    documents: [doc('c/1')],
    mask: { fieldPaths: ['n'] },
    newTransaction: {},
  }),
  runQuery: () => ({ parent: ROOT, structuredQuery: query, readTime: '2020-01-01T00:00:00Z' }),
  runAggregationQuery: () => ({
    parent: ROOT,
    structuredAggregationQuery: {
      structuredQuery: query,
      aggregations,
    },
  }),
  beginTransaction: () => ({ database: DB, options: { readOnly: { readTime: '2020-01-01T00:00:00Z' } } }),
  listDocuments: () => ({
    parent: ROOT,
    collectionId: 'c',
    pageSize: 2,
    pageToken: 'YQ==',
    showMissing: true,
  }),
  listCollectionIds: () => ({ parent: ROOT, pageSize: 1 }),
  getDocument: () => ({ name: doc('c/1'), mask: { fieldPaths: ['n'] } }),
  createDocument: () => ({
    parent: ROOT,
    collectionId: 'c',
    documentId: 'new',
    document: { fields: { n: v.int(1) } },
  }),
  updateDocument: () => ({
    document: { name: doc('c/1'), fields: { n: v.int(1) } },
    updateMask: { fieldPaths: ['n'] },
    currentDocument: { exists: true },
  }),
  deleteDocument: () => ({ name: doc('c/9') }),
  batchWrite: () => ({ database: DB, writes: [setWrite('c/5', { x: v.nul() })] }),
};

function expectRpcError(fn: () => unknown, label: string): void {
  try {
    const result = fn();
    // A read queued behind the lock of an earlier request's transaction: it has not failed.
    if (result instanceof Promise) result.catch(() => undefined);
  } catch (error) {
    expect(error, label).toBeInstanceOf(RpcError);
    expect((error as RpcError).code, `${label}: ${(error as RpcError).message}`).not.toBe(Code.INTERNAL);
  }
}

describe('garbage input', () => {
  it('mutated requests to every unary method fail with mappable RpcErrors', () => {
    const next = random(99);
    for (const [method, build] of Object.entries(valid)) {
      const { engine, raw } = testEngine();
      write(engine, setWrite('c/1', { n: v.int(1) }));
      const request = build(engine);
      const nodes = paths(request);
      for (let i = 0; i < 150; i++) {
        const path = nodes[Math.floor(next() * nodes.length)] as (string | number)[];
        const evil = EVIL[Math.floor(next() * EVIL.length)] as JsonValue;
        const mutated = replaceAt(request, path, evil) as JsonObject;
        const call = (raw as unknown as Record<string, (ctx: unknown, r: JsonObject) => unknown>)[method];
        expectRpcError(
          () => call?.call(raw, i % 2 ? OWNER : USER, mutated),
          `${method} ${JSON.stringify(path)}`,
        );
      }
    }
  });

  it('mutated stream requests fail the stream or the target, never throw', () => {
    const next = random(7);
    const listen = {
      database: DB,
      addTarget: { targetId: 2, query: { parent: ROOT, structuredQuery: query } },
    };
    const writeReq: JsonObject = { database: DB, writes: commitWrites };
    for (let i = 0; i < 200; i++) {
      const { engine } = testEngine();
      const sink = new RecordingSink();
      const isListen = i % 2 === 0;
      const session = isListen ? engine.openListen(OWNER, sink) : engine.openWrite(OWNER, sink);
      if (!isListen) session.onRequest({ database: DB });
      const base = isListen ? listen : writeReq;
      const nodes = paths(base);
      const path = nodes[Math.floor(next() * nodes.length)] as (string | number)[];
      const mutated = replaceAt(
        base,
        path,
        EVIL[Math.floor(next() * EVIL.length)] as JsonValue,
      ) as JsonObject;
      session.onRequest(mutated);
      if (sink.failure) expect(sink.failure.code, sink.failure.message).not.toBe(Code.INTERNAL);
      for (const m of sink.messages) {
        const cause = (m.targetChange as JsonObject | undefined)?.cause as JsonObject | undefined;
        if (cause) expect(cause.code, cause.message as string).not.toBe(Code.INTERNAL);
      }
    }
  });

  it('rejects nesting deeper than Firestore allows instead of overflowing the stack', () => {
    const { engine } = testEngine();
    const deep = catchAny(() => write(engine, setWrite('c/1', { m: deepMap(50_000) })));
    expect(deep).toBeInstanceOf(RpcError);
    expect((deep as RpcError).code).toBe(Code.INVALID_ARGUMENT);
    write(engine, setWrite('c/1', { m: deepMap(19) }));
    const filter = catchAny(() =>
      engine.runQuery(OWNER, {
        parent: ROOT,
        structuredQuery: { from: [{ collectionId: 'c' }], where: deepFilter(5_000) },
      }),
    );
    expect(filter).toBeInstanceOf(RpcError);
  });
});

function catchAny(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}
