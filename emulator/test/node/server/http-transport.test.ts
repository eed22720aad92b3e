import { beforeEach, describe, expect, it } from 'vitest';
import { Code, RpcError, type JsonObject } from '../../../src/firestore/api.ts';
import { useStubServer } from '../../helpers/stub-server.ts';

const DB = 'projects/demo/databases/(default)';
const stub = useStubServer();
beforeEach(() => {
  stub().engine.calls.length = 0;
});

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${stub().baseUrl}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'text/plain', ...headers },
  });
}

describe('REST transport', () => {
  it('parses a text/plain JSON body, binds the database from the URL and passes the caller', async () => {
    const token = `e30.${Buffer.from(JSON.stringify({ sub: 'alice', user_id: 'alice' })).toString('base64url')}.`;
    const res = await post(
      `/v1/${DB}/documents:commit`,
      { writes: [] },
      { Authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(200);
    const call = stub().engine.calls.at(-1);
    expect(call?.method).toBe('commit');
    expect(call?.request).toEqual({ database: DB });
    expect(call?.ctx.caller).toMatchObject({ kind: 'user', uid: 'alice' });
  });

  it('answers server-streaming RPCs with one JSON array', async () => {
    stub().engine.respond.runQuery = (): JsonObject[] => [
      { document: { name: `${DB}/documents/c/a` }, readTime: '2020-01-01T00:00:00Z' },
      { readTime: '2020-01-01T00:00:00Z' },
    ];
    const res = await post(`/v1/${DB}/documents:runQuery`, {
      structured_query: { from: [{ collection_id: 'c' }] },
    });
    expect(await res.json()).toEqual([
      { document: { name: `${DB}/documents/c/a` }, readTime: '2020-01-01T00:00:00Z' },
      { readTime: '2020-01-01T00:00:00Z' },
    ]);
    expect(stub().engine.calls.at(-1)?.request).toEqual({
      parent: `${DB}/documents`,
      structuredQuery: { from: [{ collectionId: 'c' }] },
    });
  });

  it('emits numeric enums for $alt=json;enum-encoding=int callers and accepts them on input', async () => {
    stub().engine.respond.runQuery = () => [{ readTime: '2020-01-01T00:00:00Z' }];
    stub().engine.respond.commit = () => ({ writeResults: [{ transformResults: [{ nullValue: null }] }] });
    const query = { structuredQuery: { orderBy: [{ field: { fieldPath: 'a' }, direction: 2 }] } };
    await post(`/v1/${DB}/documents:runQuery?$alt=json;enum-encoding=int`, query);
    expect(stub().engine.calls.at(-1)?.request).toMatchObject({
      structuredQuery: { orderBy: [{ direction: 'DESCENDING' }] },
    });
    const res = await post(`/v1/${DB}/documents:commit?%24alt=json%3Benum-encoding%3Dint`, {});
    expect(await res.json()).toEqual({ writeResults: [{ transformResults: [{ nullValue: null }] }] });
  });

  it('maps query parameters onto GetDocument, ListDocuments, CreateDocument and UpdateDocument', async () => {
    await fetch(`${stub().baseUrl}/v1/${DB}/documents/c/d?mask.fieldPaths=a&mask.fieldPaths=b`);
    expect(stub().engine.calls.at(-1)).toMatchObject({
      method: 'getDocument',
      request: { name: `${DB}/documents/c/d`, mask: { fieldPaths: ['a', 'b'] } },
    });
    await fetch(`${stub().baseUrl}/v1/${DB}/documents/c?pageSize=2&show_missing=true`);
    expect(stub().engine.calls.at(-1)?.request).toEqual({
      parent: `${DB}/documents`,
      collectionId: 'c',
      pageSize: 2,
      showMissing: true,
    });
    await post(`/v1/${DB}/documents/c?documentId=new`, { fields: { a: { integerValue: 1 } } });
    expect(stub().engine.calls.at(-1)?.request).toEqual({
      parent: `${DB}/documents`,
      collectionId: 'c',
      documentId: 'new',
      document: { fields: { a: { integerValue: '1' } } },
    });
    await fetch(
      `${stub().baseUrl}/v1/${DB}/documents/c/d?updateMask.fieldPaths=a&currentDocument.exists=true`,
      {
        method: 'PATCH',
        body: JSON.stringify({ fields: { a: { stringValue: 'x' } } }),
      },
    );
    expect(stub().engine.calls.at(-1)?.request).toEqual({
      document: { name: `${DB}/documents/c/d`, fields: { a: { stringValue: 'x' } } },
      updateMask: { fieldPaths: ['a'] },
      currentDocument: { exists: true },
    });
  });

  it('sends Google error bodies with the HTTP status of the code', async () => {
    stub().engine.respond.commit = () => {
      throw new RpcError(Code.ALREADY_EXISTS, 'Document already exists: x');
    };
    const res = await post(`/v1/${DB}/documents:commit`, {});
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 409, message: 'Document already exists: x', status: 'ALREADY_EXISTS' },
    });
  });

  it('reports an unexpected engine exception as INTERNAL without crashing', async () => {
    stub().engine.respond.commit = () => {
      throw new TypeError('boom');
    };
    const res = await post(`/v1/${DB}/documents:commit`, {});
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('INTERNAL');
  });

  it.each([
    ['malformed JSON', `/v1/${DB}/documents:commit`, '{"writes": ['],
    ['a JSON array body', `/v1/${DB}/documents:commit`, '[1]'],
    ['a wrongly typed field', `/v1/${DB}/documents:commit`, '{"writes": 5}'],
    ['a malformed path', `/v1/projects/demo/documents:commit`, '{}'],
  ])('rejects %s with 400 INVALID_ARGUMENT', async (_label, path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
  });

  it('answers unknown paths with a Google-style 404', async () => {
    const res = await fetch(`${stub().baseUrl}/nope`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('NOT_FOUND');
  });

  it('answers PartitionQuery, which the engine lacks, with 501 UNIMPLEMENTED', async () => {
    const res = await post(`/v1/${DB}/documents:partitionQuery`, {});
    expect(res.status).toBe(501);
  });
});

describe('CORS', () => {
  it('echoes the origin with credentials on ordinary responses', async () => {
    const res = await fetch(`${stub().baseUrl}/`, { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-HTTP-Session-Id');
  });

  it('answers preflights with the requested headers, methods and private-network access', async () => {
    const res = await fetch(`${stub().baseUrl}/v1/${DB}/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-api-client',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-api-client');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
    expect(stub().engine.calls).toHaveLength(0);
  });
});

describe('control endpoints', () => {
  it('GET / answers Ok', async () => {
    const res = await fetch(`${stub().baseUrl}/`);
    expect(await res.text()).toBe('Ok');
  });

  it('compiles and stores rules per project and answers {"issues":[]}', async () => {
    const content = "rules_version = '2'; service cloud.firestore { match /{d=**} { allow read; } }";
    const res = await fetch(`${stub().baseUrl}/emulator/v1/projects/rules-proj:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content }] } }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ issues: [] });
    expect(stub().rules.get('rules-proj')).not.toBeNull();
    expect(stub().rules.get('other-proj')).toBeNull();
  });

  it('keeps the previous rules and answers 400 with located issues on errors unless ignore_errors', async () => {
    const put = (content: string, extra: object = {}): Promise<Response> =>
      fetch(`${stub().baseUrl}/emulator/v1/projects/broken:securityRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'f.rules', content }] }, ...extra }),
      });
    const good = "rules_version = '2'; service cloud.firestore { match /{d=**} { allow read; } }";
    const bad = "rules_version = '2';\nservice cloud.firestore {\n  match /x { allow read: if ; }\n}";
    expect((await put(good)).status).toBe(200);
    const installed = stub().rules.get('broken');
    const rejected = await put(bad);
    expect(rejected.status).toBe(400);
    const { issues } = (await rejected.json()) as {
      issues: { sourcePosition: { line: number }; severity: string }[];
    };
    expect(issues[0]).toMatchObject({ severity: 'ERROR', sourcePosition: { line: 3 } });
    expect((await put(bad, { ignore_errors: true })).status).toBe(200);
    expect(stub().rules.get('broken')).toBe(installed);
  });

  it('rejects a rules body without files with 400', async () => {
    const res = await fetch(`${stub().baseUrl}/emulator/v1/projects/p:securityRules`, {
      method: 'PUT',
      body: '{}',
    });
    expect(res.status).toBe(400);
  });

  it('DELETE …/documents clears exactly that database', async () => {
    const res = await fetch(`${stub().baseUrl}/emulator/v1/projects/clear-me/databases/(default)/documents`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(stub().engine.cleared.at(-1)).toBe('projects/clear-me/databases/(default)');
  });

  it('registers v1 and v2 function triggers', async () => {
    await fetch(`${stub().baseUrl}/emulator/v1/projects/trig/triggers/us-central1-onUser-0`, {
      method: 'PUT',
      body: JSON.stringify({
        eventTrigger: {
          resource: 'projects/trig/databases/(default)/documents/users/{uid}',
          eventType: 'providers/cloud.firestore/eventTypes/document.write',
          service: 'firestore.googleapis.com',
        },
      }),
    });
    await fetch(
      `${stub().baseUrl}/emulator/v1/projects/trig/eventarcTrigger?eventarcTriggerId=us-central1-onMsg-0`,
      {
        method: 'POST',
        body: JSON.stringify({
          eventType: 'google.cloud.firestore.document.v1.created',
          database: '(default)',
          namespace: '(default)',
          document: { value: 'rooms/{room}/messages/{id}', matchType: 'PATH_PATTERN' },
        }),
      },
    );
    expect(stub().triggers.forProject('trig')).toEqual([
      {
        kind: 'v1',
        projectId: 'trig',
        key: 'us-central1-onUser-0',
        eventType: 'providers/cloud.firestore/eventTypes/document.write',
        resource: 'projects/trig/databases/(default)/documents/users/{uid}',
      },
      {
        kind: 'v2',
        projectId: 'trig',
        key: 'us-central1-onMsg-0',
        eventType: 'google.cloud.firestore.document.v1.created',
        database: '(default)',
        namespace: '(default)',
        document: 'rooms/{room}/messages/{id}',
        matchType: 'PATH_PATTERN',
      },
    ]);
  });
});
