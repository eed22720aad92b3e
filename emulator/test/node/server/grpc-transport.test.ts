import * as grpc from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { Code, RpcError, type JsonObject } from '../../../src/firestore/api.ts';
import { useStubServer } from '../../helpers/stub-server.ts';

const DB = 'projects/demo/databases/(default)';
const stub = useStubServer();

function owner(): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer owner');
  return metadata;
}

function unary(method: string, request: JsonObject, metadata = owner()): Promise<JsonObject> {
  return new Promise((resolve, reject) => {
    stub().grpcClient[method]?.(
      request,
      metadata,
      (error: grpc.ServiceError | null, response: JsonObject) => {
        if (error) reject(error);
        else resolve(response);
      },
    );
  });
}

function serverStream(method: string, request: JsonObject): Promise<JsonObject[]> {
  return new Promise((resolve, reject) => {
    const call = stub().grpcClient[method]?.(request, owner()) as grpc.ClientReadableStream<JsonObject>;
    const responses: JsonObject[] = [];
    call.on('data', (response: JsonObject) => responses.push(response));
    call.on('error', reject);
    call.on('end', () => {
      resolve(responses);
    });
  });
}

describe('gRPC transport (same port as HTTP)', () => {
  it('converts a Commit with a verify write to proto3 JSON and back', async () => {
    stub().engine.respond.commit = () => ({
      writeResults: [{ updateTime: '2021-05-06T07:08:09.123456Z' }],
      commitTime: '2021-05-06T07:08:09.123456Z',
    });
    const response = await unary('Commit', {
      database: DB,
      writes: [{ verify: `${DB}/documents/c/d`, currentDocument: { exists: true } }],
    });
    expect(response).toEqual({
      writeResults: [{ updateTime: '2021-05-06T07:08:09.123456Z' }],
      commitTime: '2021-05-06T07:08:09.123456Z',
    });
    expect(stub().engine.calls.at(-1)).toMatchObject({
      method: 'commit',
      ctx: { caller: { kind: 'owner' } },
      request: {
        database: DB,
        writes: [{ verify: `${DB}/documents/c/d`, currentDocument: { exists: true } }],
      },
    });
  });

  it('treats a call without authorization metadata as anonymous', async () => {
    await unary('BeginTransaction', { database: DB }, new grpc.Metadata());
    expect(stub().engine.calls.at(-1)?.ctx.caller).toEqual({ kind: 'anonymous' });
  });

  it('maps RpcError codes and messages to the gRPC status', async () => {
    stub().engine.respond.getDocument = () => {
      throw new RpcError(Code.NOT_FOUND, 'Document "x" not found');
    };
    await expect(unary('GetDocument', { name: `${DB}/documents/c/x` })).rejects.toMatchObject({
      code: grpc.status.NOT_FOUND,
      details: 'Document "x" not found',
    });
  });

  it('streams every response of a server-streaming RPC', async () => {
    stub().engine.respond.batchGetDocuments = (request) =>
      (request.documents as string[]).map((name) => ({ missing: name, readTime: '2020-01-01T00:00:00Z' }));
    const responses = await serverStream('BatchGetDocuments', { database: DB, documents: ['a', 'b', 'a'] });
    expect(responses.map((r) => r.missing)).toEqual(['a', 'b', 'a']);
  });

  it('ends a server stream with the engine error status', async () => {
    stub().engine.respond.runQuery = () => {
      throw new RpcError(Code.PERMISSION_DENIED, 'denied');
    };
    await expect(serverStream('RunQuery', { parent: `${DB}/documents` })).rejects.toMatchObject({
      code: grpc.status.PERMISSION_DENIED,
    });
  });

  it('answers UNIMPLEMENTED for PartitionQuery', async () => {
    await expect(unary('PartitionQuery', { parent: `${DB}/documents` })).rejects.toMatchObject({
      code: grpc.status.UNIMPLEMENTED,
    });
  });

  it('bridges a bidi Listen stream to the engine session and its sink', async () => {
    const ended: string[] = [];
    stub().engine.onStream = (_kind, _ctx, sink) => ({
      onRequest: (message) => {
        if ('removeTarget' in message) sink.fail(new RpcError(Code.INVALID_ARGUMENT, 'stop here'));
        else
          sink.send({
            targetChange: {
              targetChangeType: 'ADD',
              targetIds: [(message.addTarget as JsonObject).targetId as number],
            },
          });
      },
      end: () => ended.push('end'),
    });
    const call = stub().grpcClient.Listen?.(owner()) as grpc.ClientDuplexStream<JsonObject, JsonObject>;
    const received: JsonObject[] = [];
    const status = new Promise<grpc.StatusObject>((resolve) => call.on('status', resolve));
    call.on('data', (message: JsonObject) => {
      received.push(message);
      if (received.length === 1) call.write({ database: DB, removeTarget: 4 });
    });
    call.on('error', () => undefined);
    call.write({
      database: DB,
      addTarget: { targetId: 4, documents: { documents: [`${DB}/documents/c/d`] } },
    });
    const final = await status;
    expect(received).toEqual([{ targetChange: { targetChangeType: 'ADD', targetIds: [4] } }]);
    expect(final.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(final.details).toBe('stop here');
    expect(ended).toEqual(['end']);
    stub().engine.onStream = undefined;
  });

  it('ends the engine session when the client half-closes a Write stream', async () => {
    const ended: string[] = [];
    stub().engine.onStream = (_kind, _ctx, sink) => ({
      onRequest: () => {
        sink.send({ streamId: 's', streamToken: 'AQ==' });
      },
      end: () => ended.push('end'),
    });
    const call = stub().grpcClient.Write?.(owner()) as grpc.ClientDuplexStream<JsonObject, JsonObject>;
    const first = new Promise<JsonObject>((resolve) => call.once('data', resolve));
    const status = new Promise<grpc.StatusObject>((resolve) => call.on('status', resolve));
    call.write({ database: DB });
    expect(await first).toEqual({ streamId: 's', streamToken: 'AQ==' });
    call.end();
    expect((await status).code).toBe(grpc.status.OK);
    expect(ended).toEqual(['end']);
    stub().engine.onStream = undefined;
  });

  it('gives every stream message the database, from metadata or from the first message', async () => {
    const seen: JsonObject[] = [];
    stub().engine.onStream = (_kind, _ctx, sink) => ({
      onRequest: (message) => {
        seen.push(message);
        sink.send({ streamToken: 'AQ==' });
      },
      end: () => undefined,
    });
    const run = async (metadata: grpc.Metadata, first: JsonObject): Promise<void> => {
      const call = stub().grpcClient.Write?.(metadata) as grpc.ClientDuplexStream<JsonObject, JsonObject>;
      const replies = new Promise<void>((resolve) => {
        let count = 0;
        call.on('data', () => {
          if (++count === 2) resolve();
        });
      });
      call.write(first);
      call.write({ streamToken: 'AQ==', writes: [] });
      await replies;
      call.end();
    };
    const withPrefix = owner();
    withPrefix.set('google-cloud-resource-prefix', 'projects/meta/databases/(default)');
    await run(withPrefix, {});
    await run(owner(), { database: DB });
    expect(seen.map((m) => m.database)).toEqual([
      'projects/meta/databases/(default)',
      'projects/meta/databases/(default)',
      DB,
      DB,
    ]);
    stub().engine.onStream = undefined;
  });

  it('accepts messages larger than 17 MiB', async () => {
    stub().engine.respond.commit = () => ({ commitTime: '2020-01-01T00:00:00Z' });
    const big = 'x'.repeat(18 * 1024 * 1024);
    const response = await unary('Commit', {
      database: DB,
      writes: [{ update: { name: `${DB}/documents/c/big`, fields: { s: { stringValue: big } } } }],
    });
    expect(response).toEqual({ commitTime: '2020-01-01T00:00:00Z' });
  });
});
