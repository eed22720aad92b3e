import * as grpc from '@grpc/grpc-js';
import type protobuf from 'protobufjs';
import {
  type FirestoreEngine,
  type JsonObject,
  type MaybePromise,
  type RequestContext,
  type StreamSink,
  type StreamSession,
} from '../firestore/api.ts';
import { parseAuthorization } from './auth.ts';
import { invokeEngine } from './engine-dispatch.ts';
import { jsonToMessage, messageToJson } from './proto-json.ts';
import { firestoreService } from './protos.ts';
import { statusName, toRpcError } from './rpc-status.ts';

/** Clients allow 17 MiB messages (docs/emulator.md#grpc); leave headroom for batched writes. */
export const MAX_GRPC_MESSAGE_BYTES = 64 * 1024 * 1024;

/**
 * The google.firestore.v1.Firestore gRPC service. Its (de)serializers convert protobuf ↔ proto3 JSON,
 * so every handler below speaks only the engine's JSON contract.
 */
export function createFirestoreGrpcServer(engine: FirestoreEngine): grpc.Server {
  const server = new grpc.Server({
    'grpc.max_receive_message_length': MAX_GRPC_MESSAGE_BYTES,
    'grpc.max_send_message_length': MAX_GRPC_MESSAGE_BYTES,
  });
  const service = firestoreService();
  const implementation: grpc.UntypedServiceImplementation = {};
  for (const method of service.methodsArray) implementation[method.name] = handlerFor(engine, method);
  server.addService(firestoreServiceDefinition(), implementation);
  return server;
}

/** Method definitions whose messages are proto3 JSON on the JavaScript side (also used by test clients). */
export function firestoreServiceDefinition(): grpc.ServiceDefinition {
  const definition: Record<string, grpc.MethodDefinition<JsonObject, JsonObject>> = {};
  for (const method of firestoreService().methodsArray) {
    method.resolve();
    const requestType = method.resolvedRequestType;
    const responseType = method.resolvedResponseType;
    if (!requestType || !responseType) throw new Error(`Unresolved types for ${method.name}`);
    definition[method.name] = {
      path: `/google.firestore.v1.Firestore/${method.name}`,
      requestStream: Boolean(method.requestStream),
      responseStream: Boolean(method.responseStream),
      requestSerialize: jsonSerializer(requestType),
      requestDeserialize: jsonDeserializer(requestType),
      responseSerialize: jsonSerializer(responseType),
      responseDeserialize: jsonDeserializer(responseType),
      originalName: method.name,
    };
  }
  return definition;
}

function jsonSerializer(type: protobuf.Type): (json: JsonObject) => Buffer {
  return (json) => Buffer.from(type.encode(jsonToMessage(type, json)).finish());
}

function jsonDeserializer(type: protobuf.Type): (bytes: Buffer) => JsonObject {
  return (bytes) => messageToJson(type, type.decode(bytes));
}

function handlerFor(engine: FirestoreEngine, method: protobuf.Method): grpc.UntypedHandleCall {
  if (method.name === 'Listen') return bidiHandler((ctx, sink) => engine.openListen(ctx, sink));
  if (method.name === 'Write') return bidiHandler((ctx, sink) => engine.openWrite(ctx, sink));
  const call = (ctx: RequestContext, request: JsonObject): MaybePromise<JsonObject | JsonObject[]> =>
    invokeEngine(engine, method.name, ctx, request);
  return method.responseStream ? serverStreamHandler(call) : unaryHandler(call);
}

function contextOf(metadata: grpc.Metadata): RequestContext {
  const header = metadata.get('authorization')[0];
  return { caller: parseAuthorization(typeof header === 'string' ? header : header?.toString('utf8')) };
}

export function grpcStatusOf(error: unknown): Partial<grpc.StatusObject> {
  const rpcError = toRpcError(error);
  return {
    code: grpc.status[statusName(rpcError.code) as keyof typeof grpc.status],
    details: rpcError.message,
  };
}

type EngineCall = (ctx: RequestContext, request: JsonObject) => MaybePromise<JsonObject | JsonObject[]>;

/** Calls the engine and hands over its result: at once, or once a transactional read stops waiting. */
function settle(
  run: () => MaybePromise<JsonObject | JsonObject[]>,
  onResult: (result: JsonObject | JsonObject[]) => void,
  onError: (error: unknown) => void,
): void {
  try {
    const result = run();
    if (result instanceof Promise) result.then(onResult, onError);
    else onResult(result);
  } catch (error) {
    onError(error);
  }
}

function unaryHandler(engineCall: EngineCall): grpc.handleUnaryCall<JsonObject, JsonObject> {
  return (call, callback) => {
    settle(
      () => engineCall(contextOf(call.metadata), call.request),
      (result) => {
        callback(null, result as JsonObject);
      },
      (error) => {
        callback(grpcStatusOf(error));
      },
    );
  };
}

function serverStreamHandler(engineCall: EngineCall): grpc.handleServerStreamingCall<JsonObject, JsonObject> {
  return (call) => {
    settle(
      () => engineCall(contextOf(call.metadata), call.request),
      (result) => {
        // A read that waited for a lock may answer a client that has given up meanwhile.
        if (call.cancelled) return;
        for (const response of result as JsonObject[]) call.write(response);
        call.end();
      },
      (error) => {
        if (!call.cancelled) call.emit('error', grpcStatusOf(error));
      },
    );
  };
}

/**
 * The JS SDK sends `database` only in a Write stream's first message; on gRPC the database travels in
 * the `google-cloud-resource-prefix` metadata (WebChannel has its `database` URL parameter). Every
 * message handed to the engine carries it, taken from the metadata or the stream's first message.
 */
function databaseFiller(metadata: grpc.Metadata): (request: JsonObject) => JsonObject {
  const prefix = metadata.get('google-cloud-resource-prefix')[0];
  let database = typeof prefix === 'string' && prefix !== '' ? prefix : undefined;
  return (request) => {
    if (typeof request.database === 'string' && request.database !== '') {
      database ??= request.database;
      return request;
    }
    return database === undefined ? request : { ...request, database };
  };
}

/** Listen and Write: the engine owns the protocol; this bridges messages, errors and closure. */
function bidiHandler(
  open: (ctx: RequestContext, sink: StreamSink) => StreamSession,
): grpc.handleBidiStreamingCall<JsonObject, JsonObject> {
  return (call) => {
    let finished = false;
    // Filled right after open(); the engine may fail the sink synchronously inside open().
    const opened: { session?: StreamSession } = {};
    const finish = (error?: unknown): void => {
      if (finished) return;
      finished = true;
      opened.session?.end();
      if (error === undefined) call.end();
      else call.emit('error', grpcStatusOf(error));
    };
    const sink: StreamSink = {
      send: (response) => {
        if (!finished) call.write(response);
      },
      fail: (error) => {
        finish(error);
      },
    };
    opened.session = open(contextOf(call.metadata), sink);
    const withDatabase = databaseFiller(call.metadata);
    call.on('data', (request: JsonObject) => {
      if (finished) return;
      try {
        opened.session?.onRequest(withDatabase(request));
      } catch (error) {
        finish(error);
      }
    });
    call.on('end', () => {
      finish();
    });
    // The client went away: drop the session without trying to send a status.
    const abandon = (): void => {
      if (finished) return;
      finished = true;
      opened.session?.end();
    };
    call.on('cancelled', abandon);
    call.on('error', abandon);
  };
}
