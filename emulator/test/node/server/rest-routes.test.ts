import { describe, expect, it } from 'vitest';
import { Code, RpcError } from '../../../src/firestore/api.ts';
import { resolveRestRoute } from '../../../src/server/rest-routes.ts';

const DB = 'projects/demo/databases/(default)';
const ROOT = `${DB}/documents`;

describe('REST URL mapping', () => {
  it.each([
    ['POST', `/v1/${ROOT}:commit`, 'Commit', { database: DB }],
    ['POST', `/v1/${ROOT}:batchGet`, 'BatchGetDocuments', { database: DB }],
    ['POST', `/v1/${ROOT}:beginTransaction`, 'BeginTransaction', { database: DB }],
    ['POST', `/v1/${ROOT}:rollback`, 'Rollback', { database: DB }],
    ['POST', `/v1/${ROOT}:batchWrite`, 'BatchWrite', { database: DB }],
    ['POST', `/v1/${ROOT}:runQuery`, 'RunQuery', { parent: ROOT }],
    ['POST', `/v1/${ROOT}/rooms/r1:runQuery`, 'RunQuery', { parent: `${ROOT}/rooms/r1` }],
    ['POST', `/v1/${ROOT}:runAggregationQuery`, 'RunAggregationQuery', { parent: ROOT }],
    ['POST', `/v1/${ROOT}/a/b:listCollectionIds`, 'ListCollectionIds', { parent: `${ROOT}/a/b` }],
    ['GET', `/v1/${ROOT}/rooms/r1`, 'GetDocument', { name: `${ROOT}/rooms/r1` }],
    ['GET', `/v1/${ROOT}/rooms`, 'ListDocuments', { parent: ROOT, collectionId: 'rooms' }],
    [
      'GET',
      `/v1/${ROOT}/rooms/r1/msgs`,
      'ListDocuments',
      { parent: `${ROOT}/rooms/r1`, collectionId: 'msgs' },
    ],
    ['POST', `/v1/${ROOT}/rooms`, 'CreateDocument', { parent: ROOT, collectionId: 'rooms' }],
    ['PATCH', `/v1/${ROOT}/rooms/r1`, 'UpdateDocument', { document: { name: `${ROOT}/rooms/r1` } }],
    ['DELETE', `/v1/${ROOT}/rooms/r1`, 'DeleteDocument', { name: `${ROOT}/rooms/r1` }],
  ])('%s %s → %s', (method, path, rpc, pathFields) => {
    expect(resolveRestRoute(method, path)).toMatchObject({ rpc, pathFields });
  });

  it('decodes percent-encoded ids, including an encoded colon that is not a verb', () => {
    expect(
      resolveRestRoute('GET', `/v1/projects/demo/databases/%28default%29/documents/c/a%3Ab%20c`),
    ).toMatchObject({
      rpc: 'GetDocument',
      pathFields: { name: `${ROOT}/c/a:b c` },
    });
  });

  it('ignores paths outside /v1/projects/', () => {
    expect(resolveRestRoute('GET', '/v2/whatever')).toBeUndefined();
  });

  it.each([
    ['GET', '/v1/projects/demo'],
    ['POST', `/v1/${ROOT}/rooms:commit`],
    ['POST', `/v1/${ROOT}/rooms:runQuery`],
    ['POST', `/v1/${ROOT}:frobnicate`],
    ['POST', `/v1/${ROOT}:constructor`],
    ['PATCH', `/v1/${ROOT}/rooms`],
    ['DELETE', ROOT.replace(/^/, '/v1/')],
    ['GET', `/v1/${ROOT}/rooms//x`],
    ['GET', `/v1/${ROOT}/rooms/%E0%A4%A`],
  ])('rejects %s %s with INVALID_ARGUMENT', (method, path) => {
    let caught: unknown;
    try {
      resolveRestRoute(method, path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RpcError);
    expect((caught as RpcError).code).toBe(Code.INVALID_ARGUMENT);
  });
});
