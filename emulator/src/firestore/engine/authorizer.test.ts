import { describe, expect, it } from 'vitest';
import type { Authorizer, JsonObject, RequestContext } from '../api.ts';
import { Code, RpcError } from '../api.ts';
import {
  DB,
  OWNER,
  ROOT,
  USER,
  catchRpc,
  doc,
  query,
  setWrite,
  testEngine,
  v,
  write,
} from './test-support.ts';

type WriteEntry = Parameters<Authorizer['authorizeWrites']>[2][number];

function recordingAuthorizer() {
  const calls: { method: string; args: unknown[] }[] = [];
  let lookups: [JsonObject | null, JsonObject | null] = [null, null];
  const authorizer: Authorizer = {
    authorizeGet: (_ctx: RequestContext, ...args) => calls.push({ method: 'get', args }),
    authorizeList: (_ctx: RequestContext, ...args) => calls.push({ method: 'list', args }),
    authorizeWrites: (_ctx: RequestContext, database, writes, lookup) => {
      calls.push({ method: 'writes', args: [database, writes] });
      lookups = [lookup(doc('a/1'), false), lookup(doc('a/1'), true)];
    },
  };
  return { authorizer, calls, lookups: () => lookups };
}

describe('authorizer hook', () => {
  it('is not called for the owner', () => {
    const { engine } = testEngine();
    const { authorizer, calls } = recordingAuthorizer();
    engine.setAuthorizer(authorizer);
    write(engine, setWrite('a/1', {}));
    engine.getDocument(OWNER, { name: doc('a/1') });
    expect(calls).toEqual([]);
  });

  it('gets every write with before/after states, kinds and a lookup of pre/post states', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { n: v.int(1) }), setWrite('a/3', {}));
    const { authorizer, calls, lookups } = recordingAuthorizer();
    engine.setAuthorizer(authorizer);
    engine.commit(USER, {
      database: DB,
      writes: [
        setWrite('a/1', { n: v.int(2) }),
        setWrite('a/2', {}),
        { delete: doc('a/3') },
        { verify: doc('a/1') },
      ],
    });
    const [database, entries] = calls[0]?.args as [string, WriteEntry[]];
    expect(database).toBe(DB);
    expect(entries.map((e) => e.kind)).toEqual(['update', 'create', 'delete', 'verify']);
    expect(entries[0]?.before?.fields).toEqual({ n: v.int(1) });
    expect(entries[0]?.after?.fields).toEqual({ n: v.int(2) });
    expect(entries[2]?.after).toBeNull();
    expect(typeof entries[0]?.requestTime).toBe('string');
    expect(lookups()[0]?.fields).toEqual({ n: v.int(1) });
    expect(lookups()[1]?.fields).toEqual({ n: v.int(2) });
  });

  it('a denial rejects the whole commit before any precondition error', () => {
    const { engine } = testEngine();
    engine.setAuthorizer({
      authorizeGet: () => undefined,
      authorizeList: () => undefined,
      authorizeWrites: () => {
        throw new RpcError(Code.PERMISSION_DENIED, 'nope');
      },
    });
    const err = catchRpc(() =>
      engine.commit(USER, {
        database: DB,
        writes: [setWrite('a/1', {}, { currentDocument: { exists: true } })],
      }),
    );
    expect(err.code).toBe(Code.PERMISSION_DENIED);
  });

  it('checks reads: get, batchGet entries (also inside transactions), queries and aggregations', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { n: v.int(1) }));
    const { authorizer, calls } = recordingAuthorizer();
    engine.setAuthorizer(authorizer);
    engine.getDocument(USER, { name: doc('a/1') });
    engine.batchGetDocuments(USER, { database: DB, documents: [doc('a/1'), doc('a/2')], newTransaction: {} });
    const sq = query('a');
    engine.runQuery(USER, { parent: ROOT, structuredQuery: sq });
    engine.runAggregationQuery(USER, {
      parent: ROOT,
      structuredAggregationQuery: { structuredQuery: sq, aggregations: [{ alias: 'c', count: {} }] },
    });
    expect(calls.map((c) => c.method)).toEqual(['get', 'get', 'get', 'list', 'list']);
    expect(calls[0]?.args).toEqual([DB, doc('a/1'), engine.getDocument(OWNER, { name: doc('a/1') })]);
    expect(calls[2]?.args).toEqual([DB, doc('a/2'), null]);
    expect(calls[3]?.args).toEqual([DB, ROOT, sq]);
  });
});
