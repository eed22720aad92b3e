import { beforeAll, describe, expect, it } from 'vitest';
import { fuzz, send, useFuzzEmulator, type FuzzRequest } from './fuzz-client.ts';
import { garbageBody, garbageParam, garbageSegment, type Rng } from './garbage.ts';

const PROJECT = 'demo-fuzz-rest';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const ROOT = `/v1/${DATABASE}/documents`;
const DOC = `${DATABASE}/documents/items/one`;
const COUNT = 200;

const fixture = useFuzzEmulator(PROJECT);

const query = {
  from: [{ collectionId: 'items', allDescendants: false }],
  where: {
    fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN_OR_EQUAL', value: { integerValue: '1' } },
  },
  orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
  startAt: { values: [{ integerValue: '5' }], before: true },
  limit: 5,
  offset: 1,
};
const writes = [
  {
    update: { name: DOC, fields: { n: { integerValue: '1' }, m: { mapValue: { fields: {} } } } },
    currentDocument: { exists: true },
  },
  { transform: { document: DOC, fieldTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }] } },
  {
    update: { name: DOC, fields: {} },
    updateMask: { fieldPaths: ['a.b', '`x y`'] },
    updateTransforms: [{ fieldPath: 't', setToServerValue: 'REQUEST_TIME' }],
  },
  { delete: `${DATABASE}/documents/items/two` },
  { verify: DOC, currentDocument: { updateTime: '2024-01-01T00:00:00.000001Z' } },
];

/** Valid request bodies for each `POST …:verb` route; the fuzzer mutates them. */
const VERB_SAMPLES: Record<string, unknown> = {
  commit: { writes, transaction: 'dGVzdA==' },
  batchWrite: { writes, labels: { a: 'b' } },
  // Not newTransaction: mutations turn it into read-write transactions that never end, whose document
  // locks make later reads wait (correctly, see locks.ts) past the fuzzer's per-request timeout.
  batchGet: {
    documents: [DOC, `${DATABASE}/documents/items/missing`],
    mask: { fieldPaths: ['n'] },
    readTime: '2024-01-01T00:00:00Z',
  },
  beginTransaction: { options: { readOnly: { readTime: '2024-01-01T00:00:00Z' } } },
  rollback: { transaction: 'dGVzdA==' },
  runQuery: { structuredQuery: query, newTransaction: { readOnly: {} } },
  runAggregationQuery: {
    structuredAggregationQuery: {
      structuredQuery: query,
      aggregations: [
        { alias: 'c', count: { upTo: '10' } },
        { alias: 's', sum: { field: { fieldPath: 'n' } } },
        { alias: 'a', avg: { field: { fieldPath: 'n' } } },
      ],
    },
  },
  listCollectionIds: { pageSize: 10, pageToken: '' },
  partitionQuery: { structuredQuery: query, partitionCount: '2' },
};

const DOCUMENT_SAMPLE = {
  fields: {
    s: { stringValue: 'héllo' },
    i: { integerValue: '42' },
    d: { doubleValue: 1.5 },
    b: { bytesValue: 'AAEC' },
    t: { timestampValue: '2024-01-01T00:00:00Z' },
    g: { geoPointValue: { latitude: 1, longitude: 2 } },
    r: { referenceValue: DOC },
    a: { arrayValue: { values: [{ nullValue: null }, { booleanValue: true }] } },
  },
};

function post(path: string, body: string | Buffer): FuzzRequest {
  return { method: 'POST', path, body, headers: { 'Content-Type': 'application/json' } };
}

/** A documents path with garbage segments mixed in (ids, collection names, odd/even counts). */
function garbagePath(rng: Rng): string {
  const segments = Array.from({ length: rng.int(5) + 1 }, () =>
    rng.chance(0.6) ? garbageSegment(rng) : 'items',
  );
  return `${ROOT}/${segments.join('/')}`;
}

describe('REST fuzz: every route answers garbage with 2xx/4xx and never falls over', () => {
  beforeAll(async () => {
    // Some data, so queries and reads also run over real documents.
    for (let n = 0; n < 10; n++) {
      const response = await send(
        fixture.address,
        post(
          `${ROOT}/items?documentId=d${n}`,
          JSON.stringify({ fields: { n: { integerValue: String(n) } } }),
        ),
      );
      expect(response.status).toBe(200);
    }
  });

  it.each(Object.keys(VERB_SAMPLES))('POST documents:%s with malformed bodies', async (verb) => {
    const sample = VERB_SAMPLES[verb];
    const { sent, failures } = await fuzz(
      fixture.address,
      { seed: verb.length * 7919, count: COUNT },
      (rng) => post(`${ROOT}:${verb}`, garbageBody(rng, sample)),
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(COUNT);
  });

  it('POST {document}:runQuery and :runAggregationQuery under garbage parents', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 11, count: COUNT }, (rng) => {
      const verb = rng.pick(['runQuery', 'runAggregationQuery', 'listCollectionIds']);
      return post(`${garbagePath(rng)}:${verb}`, garbageBody(rng, VERB_SAMPLES[verb]));
    });
    expect(failures).toEqual([]);
  });

  it('POST (CreateDocument) with malformed documents, ids and paths', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 12, count: COUNT }, (rng) => {
      const id = rng.chance(0.5) ? `?documentId=${encodeURIComponent(garbageParam(rng))}` : '';
      const path = rng.chance(0.5) ? `${ROOT}/created` : garbagePath(rng);
      return post(`${path}${id}`, garbageBody(rng, DOCUMENT_SAMPLE));
    });
    expect(failures).toEqual([]);
  });

  it('PATCH (UpdateDocument) with malformed documents, masks and preconditions', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 13, count: COUNT }, (rng) => {
      const params = new URLSearchParams();
      if (rng.chance(0.5)) params.append('updateMask.fieldPaths', garbageParam(rng));
      if (rng.chance(0.3)) params.append('currentDocument.exists', garbageParam(rng));
      if (rng.chance(0.3)) params.append('currentDocument.updateTime', garbageParam(rng));
      if (rng.chance(0.3)) params.append('mask.fieldPaths', garbageParam(rng));
      const path = rng.chance(0.5) ? `${ROOT}/items/d1` : garbagePath(rng);
      return { ...post(`${path}?${params.toString()}`, garbageBody(rng, DOCUMENT_SAMPLE)), method: 'PATCH' };
    });
    expect(failures).toEqual([]);
  });

  it('GET (GetDocument, ListDocuments) with malformed paths and query parameters', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 14, count: COUNT }, (rng) => {
      const params = new URLSearchParams();
      for (const name of [
        'mask.fieldPaths',
        'transaction',
        'readTime',
        'pageSize',
        'pageToken',
        'orderBy',
        'showMissing',
      ]) {
        if (rng.chance(0.3)) params.append(name, garbageParam(rng));
      }
      const path = rng.pick([`${ROOT}/items`, `${ROOT}/items/d1`, garbagePath(rng)]);
      return { method: 'GET', path: `${path}?${params.toString()}` };
    });
    expect(failures).toEqual([]);
  });

  it('DELETE (DeleteDocument) with malformed paths and preconditions', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 15, count: COUNT }, (rng) => {
      const params = new URLSearchParams();
      if (rng.chance(0.5)) params.append('currentDocument.exists', garbageParam(rng));
      if (rng.chance(0.5)) params.append('currentDocument.updateTime', garbageParam(rng));
      return {
        method: 'DELETE',
        path: `${rng.chance(0.3) ? `${ROOT}/victims/v` : garbagePath(rng)}?${params.toString()}`,
      };
    });
    expect(failures).toEqual([]);
  });

  it('unknown and malformed /v1 paths, verbs and methods', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 16, count: COUNT }, (rng) => {
      const path = rng.pick([
        `/v1/projects/${garbageSegment(rng)}/databases/${garbageSegment(rng)}/documents`,
        `/v1/projects/${PROJECT}`,
        `/v1/${garbageSegment(rng)}`,
        `${ROOT}:${rng.pick(['nope', 'commit', '', 'listen', 'write', 'executePipeline'])}`,
        `${garbagePath(rng)}:${rng.pick(['commit', 'batchGet', 'x'])}`,
      ]);
      return {
        method: rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']),
        path,
        body: garbageBody(rng, {}),
      };
    });
    expect(failures).toEqual([]);
  });
});
