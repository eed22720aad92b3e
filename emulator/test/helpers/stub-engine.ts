import type {
  Authorizer,
  DocumentChangeEvent,
  FirestoreEngine,
  JsonObject,
  ReadCounts,
  RequestContext,
  StreamSession,
  StreamSink,
} from '../../src/firestore/api.ts';

export interface RecordedCall {
  method: string;
  ctx: RequestContext;
  request: JsonObject;
}

type Responder = (request: JsonObject, ctx: RequestContext) => JsonObject | JsonObject[];

/**
 * A FirestoreEngine double for transport tests: records every call with its (already converted)
 * proto3 JSON request and answers with `respond[method]` (default: `{}` or `[]`). Streams echo each
 * request back wrapped as `{echo: …}` unless `onStream` is set.
 */
export class StubEngine implements FirestoreEngine {
  readonly calls: RecordedCall[] = [];
  readonly cleared: string[] = [];
  readonly respond: Partial<Record<string, Responder>> = {};
  exported: JsonObject = { documents: [] };
  imported: JsonObject[] = [];
  onStream?: (kind: 'listen' | 'write', ctx: RequestContext, sink: StreamSink) => StreamSession;

  private answer(
    method: string,
    ctx: RequestContext,
    request: JsonObject,
    streaming: boolean,
  ): JsonObject | JsonObject[] {
    this.calls.push({ method, ctx, request });
    const responder = this.respond[method];
    if (responder) return responder(request, ctx);
    return streaming ? [] : {};
  }

  private unary(method: string, ctx: RequestContext, request: JsonObject): JsonObject {
    return this.answer(method, ctx, request, false) as JsonObject;
  }

  private stream(method: string, ctx: RequestContext, request: JsonObject): JsonObject[] {
    return this.answer(method, ctx, request, true) as JsonObject[];
  }

  getDocument = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('getDocument', ctx, r);
  batchGetDocuments = (ctx: RequestContext, r: JsonObject): JsonObject[] =>
    this.stream('batchGetDocuments', ctx, r);
  runQuery = (ctx: RequestContext, r: JsonObject): JsonObject[] => this.stream('runQuery', ctx, r);
  runAggregationQuery = (ctx: RequestContext, r: JsonObject): JsonObject[] =>
    this.stream('runAggregationQuery', ctx, r);
  beginTransaction = (ctx: RequestContext, r: JsonObject): JsonObject =>
    this.unary('beginTransaction', ctx, r);
  rollback = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('rollback', ctx, r);
  commit = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('commit', ctx, r);
  batchWrite = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('batchWrite', ctx, r);
  listCollectionIds = (ctx: RequestContext, r: JsonObject): JsonObject =>
    this.unary('listCollectionIds', ctx, r);
  listDocuments = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('listDocuments', ctx, r);
  createDocument = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('createDocument', ctx, r);
  updateDocument = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('updateDocument', ctx, r);
  deleteDocument = (ctx: RequestContext, r: JsonObject): JsonObject => this.unary('deleteDocument', ctx, r);

  openListen(ctx: RequestContext, sink: StreamSink): StreamSession {
    return this.onStream ? this.onStream('listen', ctx, sink) : echoSession(sink);
  }

  openWrite(ctx: RequestContext, sink: StreamSink): StreamSession {
    return this.onStream ? this.onStream('write', ctx, sink) : echoSession(sink);
  }

  clear(database: string): void {
    this.cleared.push(database);
  }

  onCommit(_listener: (database: string, changes: DocumentChangeEvent[]) => void): () => void {
    return () => undefined;
  }

  setAuthorizer(_authorizer: Authorizer): void {
    // Transport tests never evaluate rules.
  }

  rulesChanged(_projectId: string): void {
    // No listener of a transport test is authorised by rules.
  }

  readStats(): ReadCounts {
    return { client: 0, owner: 0 };
  }

  resetReadStats(): void {
    // Transport tests serve no documents to count.
  }

  exportData(): JsonObject {
    return this.exported;
  }

  importData(data: JsonObject): void {
    this.imported.push(data);
  }
}

function echoSession(sink: StreamSink): StreamSession {
  return {
    onRequest: (message) => {
      sink.send({ targetChange: { targetChangeType: 'ADD', targetIds: [1] }, echo: message });
    },
    end: () => undefined,
  };
}
