import { describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/** Firestore REST as browsers, the lite SDK, preferRest Admin and the Storage emulator call it. */
const env = useEmulator();

type Json = Record<string, unknown>;

function restDb(): {
  db: string;
  docs: string;
  call: (method: string, path: string, body?: unknown) => Promise<{ status: number; json: Json & Json[] }>;
} {
  const db = `projects/${uniqueProjectId('rest')}/databases/(default)`;
  const docs = `${db}/documents`;
  const call = async (
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Json & Json[] }> => {
    const res = await fetch(`${env.baseUrl}/v1/${path}`, {
      method,
      headers: { 'Content-Type': 'text/plain', Authorization: 'Bearer owner' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Json & Json[] };
  };
  return { db, docs, call };
}

const errorOf = (json: Json): { code: number; status: string; message: string } =>
  json.error as { code: number; status: string; message: string };

describe('REST documents', () => {
  it('commits snake_case input and reads proto3 JSON back (int64 strings, Z timestamps, base64 bytes)', async () => {
    const { docs, call } = restDb();
    const commit = await call('POST', `${docs.split('/documents')[0]}/documents:commit`, {
      writes: [
        {
          update: {
            name: `${docs}/c/d`,
            fields: {
              n: { integer_value: 5 },
              t: { timestamp_value: '2020-01-02T03:04:05.678Z' },
              b: { bytes_value: 'AQID' },
              z: { null_value: 'NULL_VALUE' },
            },
          },
        },
      ],
    });
    expect(commit.status).toBe(200);
    expect(commit.json.commitTime).toMatch(/Z$/);
    const got = await call('GET', `${docs}/c/d`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      name: `${docs}/c/d`,
      fields: {
        n: { integerValue: '5' },
        t: { timestampValue: expect.stringMatching(/^2020-01-02T03:04:05\.678(000)?Z$/) as unknown },
        b: { bytesValue: 'AQID' },
        z: { nullValue: null },
      },
    });
    expect(got.json.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('CreateDocument, then again → 409 ALREADY_EXISTS with a Google error body', async () => {
    const { docs, call } = restDb();
    const created = await call('POST', `${docs}/rooms?documentId=r1`, {
      fields: { a: { stringValue: 'x' } },
    });
    expect(created.status).toBe(200);
    expect(created.json.name).toBe(`${docs}/rooms/r1`);
    const again = await call('POST', `${docs}/rooms?documentId=r1`, { fields: {} });
    expect(again.status).toBe(409);
    expect(errorOf(again.json)).toMatchObject({ code: 409, status: 'ALREADY_EXISTS' });
    expect(errorOf(again.json).message).toContain('rooms/r1');
  });

  it('PATCH with an update mask, and with currentDocument.exists on a missing document → 404', async () => {
    const { docs, call } = restDb();
    await call('PATCH', `${docs}/c/d`, { fields: { a: { integerValue: '1' }, b: { integerValue: '2' } } });
    const patched = await call('PATCH', `${docs}/c/d?updateMask.fieldPaths=a`, {
      fields: { a: { integerValue: '10' }, b: { integerValue: '20' } },
    });
    expect(patched.json.fields).toEqual({ a: { integerValue: '10' }, b: { integerValue: '2' } });
    const missing = await call('PATCH', `${docs}/c/missing?currentDocument.exists=true`, { fields: {} });
    expect(missing.status).toBe(404);
    expect(errorOf(missing.json).status).toBe('NOT_FOUND');
  });

  it('GET of a missing document → 404 NOT_FOUND; DELETE removes a document', async () => {
    const { docs, call } = restDb();
    expect((await call('GET', `${docs}/c/none`)).status).toBe(404);
    await call('PATCH', `${docs}/c/d`, { fields: {} });
    expect((await call('DELETE', `${docs}/c/d`)).status).toBe(200);
    expect((await call('GET', `${docs}/c/d`)).status).toBe(404);
  });

  it('ListDocuments pages with pageSize and nextPageToken', async () => {
    const { docs, call } = restDb();
    for (const id of ['a', 'b', 'c'])
      await call('PATCH', `${docs}/list/${id}`, { fields: { id: { stringValue: id } } });
    const first = await call('GET', `${docs}/list?pageSize=2`);
    expect((first.json.documents as Json[]).map((d) => d.name)).toEqual([`${docs}/list/a`, `${docs}/list/b`]);
    const token = first.json.nextPageToken as string;
    expect(token).toBeTruthy();
    const second = await call('GET', `${docs}/list?pageSize=2&pageToken=${encodeURIComponent(token)}`);
    expect((second.json.documents as Json[]).map((d) => d.name)).toEqual([`${docs}/list/c`]);
  });

  it('listCollectionIds at the root and under a document', async () => {
    const { docs, call } = restDb();
    await call('PATCH', `${docs}/top/d`, { fields: {} });
    await call('PATCH', `${docs}/top/d/sub/x`, { fields: {} });
    expect((await call('POST', `${docs}:listCollectionIds`, {})).json.collectionIds).toEqual(['top']);
    expect((await call('POST', `${docs}/top/d:listCollectionIds`, {})).json.collectionIds).toEqual(['sub']);
  });
});

describe('REST reads and queries', () => {
  it('batchGet answers one array entry per requested name, found or missing', async () => {
    const { db, docs, call } = restDb();
    await call('PATCH', `${docs}/c/a`, { fields: {} });
    const res = await call('POST', `${db}/documents:batchGet`, {
      documents: [`${docs}/c/a`, `${docs}/c/zz`],
    });
    expect(res.json).toHaveLength(2);
    expect((res.json[0]?.found as Json).name).toBe(`${docs}/c/a`);
    expect(res.json[1]?.missing).toBe(`${docs}/c/zz`);
    expect(res.json[1]?.readTime).toMatch(/Z$/);
  });

  it('runQuery under a parent document answers a JSON array of results', async () => {
    const { docs, call } = restDb();
    for (const n of [3, 1, 2])
      await call('PATCH', `${docs}/p/x/kids/k${n}`, { fields: { n: { integerValue: String(n) } } });
    const res = await call('POST', `${docs}/p/x:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'kids' }],
        where: {
          fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN', value: { integerValue: '1' } },
        },
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
      },
    });
    const names = res.json.filter((r) => r.document).map((r) => (r.document as Json).name);
    expect(names).toEqual([`${docs}/p/x/kids/k3`, `${docs}/p/x/kids/k2`]);
  });

  it('runQuery with no results still answers one entry carrying readTime', async () => {
    const { docs, call } = restDb();
    const res = await call('POST', `${docs}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'none' }] },
    });
    expect(res.json.filter((r) => r.document)).toEqual([]);
    expect(res.json.some((r) => typeof r.readTime === 'string')).toBe(true);
  });

  it('runAggregationQuery answers exactly one result keyed by alias', async () => {
    const { docs, call } = restDb();
    for (const n of [1, 2])
      await call('PATCH', `${docs}/agg/a${n}`, { fields: { n: { integerValue: String(n) } } });
    const res = await call('POST', `${docs}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ collectionId: 'agg' }] },
        aggregations: [
          { alias: 'aggregate_0', count: {} },
          { alias: 'aggregate_1', sum: { field: { fieldPath: 'n' } } },
        ],
      },
    });
    const results = res.json.filter((r) => r.result);
    expect(results).toHaveLength(1);
    expect((results[0]?.result as Json).aggregateFields).toEqual({
      aggregate_0: { integerValue: '2' },
      aggregate_1: { integerValue: '3' },
    });
  });

  it('answers numeric enums to $alt=json;enum-encoding=int callers', async () => {
    const { docs, call } = restDb();
    await call('PATCH', `${docs}/e/d`, { fields: {} });
    const res = await fetch(`${env.baseUrl}/v1/${docs}:runQuery?$alt=json;enum-encoding=int`, {
      method: 'POST',
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'e' }],
          orderBy: [{ field: { fieldPath: '__name__' }, direction: 2 }],
        },
      }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json[]).filter((r) => r.document)).toHaveLength(1);
  });
});

describe('REST writes: transforms, transactions, verify', () => {
  it('applies maximum and minimum transforms', async () => {
    const { db, docs, call } = restDb();
    await call('PATCH', `${docs}/m/d`, { fields: { hi: { integerValue: '5' }, lo: { integerValue: '5' } } });
    const res = await call('POST', `${db}/documents:commit`, {
      writes: [
        {
          transform: {
            document: `${docs}/m/d`,
            fieldTransforms: [
              { fieldPath: 'hi', maximum: { integerValue: '9' } },
              { fieldPath: 'lo', minimum: { doubleValue: 2.5 } },
            ],
          },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect((await call('GET', `${docs}/m/d`)).json.fields).toEqual({
      hi: { integerValue: '9' },
      lo: { doubleValue: 2.5 },
    });
  });

  it('a transaction id cannot be used again after its commit', async () => {
    const { db, docs, call } = restDb();
    const begin = await call('POST', `${db}/documents:beginTransaction`, {});
    const transaction = begin.json.transaction as string;
    expect(transaction).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const write = { update: { name: `${docs}/tx/d`, fields: { v: { integerValue: '1' } } } };
    expect((await call('POST', `${db}/documents:commit`, { transaction, writes: [write] })).status).toBe(200);
    const reused = await call('POST', `${db}/documents:commit`, { transaction, writes: [write] });
    expect(reused.status).toBe(400);
    expect(errorOf(reused.json).status).toBe('INVALID_ARGUMENT');
    expect(errorOf(reused.json).message.toLowerCase()).toContain('transaction');
  });

  it('a verify write with a stale updateTime fails the whole commit with FAILED_PRECONDITION', async () => {
    const { db, docs, call } = restDb();
    const first = await call('PATCH', `${docs}/w/d`, { fields: { v: { integerValue: '1' } } });
    await call('PATCH', `${docs}/w/d`, { fields: { v: { integerValue: '2' } } });
    const res = await call('POST', `${db}/documents:commit`, {
      writes: [
        { verify: `${docs}/w/d`, currentDocument: { updateTime: first.json.updateTime } },
        { update: { name: `${docs}/w/other`, fields: {} } },
      ],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.json).status).toBe('FAILED_PRECONDITION');
    expect((await call('GET', `${docs}/w/other`)).status).toBe(404);
  });
});

describe('REST bad input', () => {
  it.each([
    [
      'a document name with an odd number of segments',
      (docs: string) => ({ update: { name: `${docs}/c`, fields: {} } }),
    ],
    [
      'a document name of another project',
      () => ({ update: { name: 'projects/other/databases/(default)/documents/c/d', fields: {} } }),
    ],
    [
      'an invalid field path in the mask',
      (docs: string) => ({
        update: { name: `${docs}/c/d`, fields: {} },
        updateMask: { fieldPaths: ['a..b'] },
      }),
    ],
    ['a reserved document id', (docs: string) => ({ update: { name: `${docs}/c/__bad__`, fields: {} } })],
  ])('rejects %s with 400 INVALID_ARGUMENT', async (_label, makeWrite) => {
    const { db, docs, call } = restDb();
    const res = await call('POST', `${db}/documents:commit`, { writes: [makeWrite(docs)] });
    expect(res.status).toBe(400);
    expect(errorOf(res.json)).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
    expect(errorOf(res.json).message.length).toBeGreaterThan(10);
  });

  it('rejects a document larger than 1 MiB with INVALID_ARGUMENT', async () => {
    const { db, docs, call } = restDb();
    const big = 'x'.repeat(1024 * 1024 + 10);
    const res = await call('POST', `${db}/documents:commit`, {
      writes: [{ update: { name: `${docs}/c/big`, fields: { s: { stringValue: big } } } }],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.json).status).toBe('INVALID_ARGUMENT');
  });

  it('rejects malformed JSON and malformed values with 400, and keeps serving', async () => {
    const { db, call } = restDb();
    expect((await call('POST', `${db}/documents:commit`, '{"writes": [')).status).toBe(400);
    expect(
      (
        await call('POST', `${db}/documents:commit`, {
          writes: [{ update: { fields: { a: { integerValue: 'x' } } } }],
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${env.baseUrl}/`)).status).toBe(200);
  });
});

describe('REST CORS (browser callers)', () => {
  it('answers a preflight for a credentialed REST call', async () => {
    const res = await fetch(`${env.baseUrl}/v1/projects/p/databases/(default)/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('puts CORS headers on error responses too, so the browser SDK can read the error body', async () => {
    const res = await fetch(`${env.baseUrl}/v1/projects/p/databases/(default)/documents/c/missing`, {
      headers: { Origin: 'http://localhost:3000', Authorization: 'Bearer owner' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('NOT_FOUND');
  });
});
