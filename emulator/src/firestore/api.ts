/**
 * The contract between the Firestore engine (storage, queries, writes, transactions, listen/write
 * sessions) and the transports that expose it (gRPC, REST, WebChannel, control endpoints).
 *
 * Every message crossing this boundary is in **proto3 JSON form** (the form the REST API and
 * WebChannel use on the wire, see docs/emulator.md#wire-encodings), so the REST and WebChannel transports are
 * thin and the gRPC transport converts once (protobufjs object ↔ proto3 JSON) at its edge:
 *   - field names lowerCamelCase; unset oneof members absent (never null);
 *   - int64 as decimal strings (input may also be numbers);
 *   - doubles as numbers, or the strings "NaN", "Infinity", "-Infinity", "-0";
 *   - Timestamps as RFC 3339 strings ending in `Z` (0–9 fraction digits);
 *   - bytes (bytesValue, resumeToken, streamToken, transaction) as standard base64 strings;
 *   - enums as their names (input may also be numbers);
 *   - google.protobuf.Int32Value (limit, expectedCount) as a bare number;
 *   - nullValue as `null` on output (input may be null or "NULL_VALUE").
 * The engine never sees transport details and never knows Parley's collections.
 */

/** A proto3 JSON object: the shape of any Firestore request or response message. */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

/** Canonical gRPC status codes (docs/emulator.md#errors). */
export const Code = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;
export type Code = (typeof Code)[keyof typeof Code];

/** The one error type every layer throws; transports map it to grpc-status / HTTP / WebChannel errors. */
export class RpcError extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** Who is calling (docs/emulator.md#authentication). `owner` bypasses security rules entirely. */
export type Caller =
  { kind: 'owner' } | { kind: 'anonymous' } | { kind: 'user'; uid: string; token: Record<string, unknown> };

/** Per-request context handed by every transport to the engine. */
export interface RequestContext {
  /** The caller's identity, parsed from `Authorization` (or the WebChannel handshake headers). */
  caller: Caller;
}

/**
 * Security-rules hook (filled in by emulator part 2). The engine calls it for every client operation;
 * it throws RpcError(PERMISSION_DENIED, message naming the rule, method and path) to deny.
 * The default implementation allows everything. `owner` callers never reach it.
 *
 * Document states are proto3 JSON `Document`s ({name, fields, createTime, updateTime}) or null.
 */
export interface Authorizer {
  /** A single-document read (get, batchGet entry, document listen target). */
  authorizeGet(ctx: RequestContext, database: string, name: string, doc: JsonObject | null): void;
  /** A query (runQuery, aggregation, query listen target): `parent` + structuredQuery (proto3 JSON). */
  authorizeList(ctx: RequestContext, database: string, parent: string, structuredQuery: JsonObject): void;
  /**
   * One commit (batch or transaction), authorised as a whole: each entry is one write with the
   * document before and after the whole commit is applied (transforms applied). `lookup(name, after)`
   * reads any document in the pre-commit state (after=false) or the post-commit state (after=true) for
   * get()/getAfter() in rules.
   */
  authorizeWrites(
    ctx: RequestContext,
    database: string,
    writes: {
      name: string;
      kind: 'create' | 'update' | 'delete' | 'verify';
      before: JsonObject | null;
      after: JsonObject | null;
      requestTime: string;
    }[],
    lookup: (name: string, after: boolean) => JsonObject | null,
  ): void;
}

/** One document that a commit changed; `before`/`after` are proto3 JSON Documents or null. */
export interface DocumentChangeEvent {
  /** Full resource name `projects/{p}/databases/{d}/documents/...`. */
  name: string;
  before: JsonObject | null;
  after: JsonObject | null;
  /** Field paths that differ (top-level and nested leaves), for updates only. */
  updateMask: string[];
  commitTime: string;
}

/** A bidirectional stream (Listen or Write) whose protocol logic lives in the engine. */
export interface StreamSession {
  /** One client message (a ListenRequest or WriteRequest in proto3 JSON). */
  onRequest(message: JsonObject): void;
  /** The client went away (or the transport closed): drop all state, send nothing further. */
  end(): void;
}

/** What a transport gives the engine for a stream: how to send responses and how to close with an error. */
export interface StreamSink {
  send(response: JsonObject): void;
  /** Close the stream with an error status (permanent errors, bad requests). */
  fail(error: RpcError): void;
}

/** A result that is ready now, or later when the call had to wait (see FirestoreEngine's reads). */
export type MaybePromise<T> = T | Promise<T>;

/**
 * The Firestore engine: one instance holds every (project, database). Request and response messages
 * are the proto3 JSON forms of google.firestore.v1 (with the SDK's `Write.verify`), and `database` is
 * always `projects/{p}/databases/{d}`; names returned echo the caller's project and database.
 * Server-streaming RPCs return the full list of response messages.
 *
 * The four reads return a Promise only when they run in a read-write transaction (`transaction` or
 * `newTransaction`) and must wait for another transaction's document lock; every other call, and every
 * call without a transaction, completes synchronously.
 */
/** Documents served so far, by who asked (engine/read-stats.ts). */
export interface ReadCounts {
  /** Client SDKs and REST callers: signed-in users and anonymous requests, all checked by rules. */
  client: number;
  /** The Admin SDK and other `owner` callers. */
  owner: number;
}

export interface FirestoreEngine {
  getDocument(ctx: RequestContext, request: JsonObject): MaybePromise<JsonObject>;
  batchGetDocuments(ctx: RequestContext, request: JsonObject): MaybePromise<JsonObject[]>;
  runQuery(ctx: RequestContext, request: JsonObject): MaybePromise<JsonObject[]>;
  runAggregationQuery(ctx: RequestContext, request: JsonObject): MaybePromise<JsonObject[]>;
  beginTransaction(ctx: RequestContext, request: JsonObject): JsonObject;
  rollback(ctx: RequestContext, request: JsonObject): JsonObject;
  commit(ctx: RequestContext, request: JsonObject): JsonObject;
  batchWrite(ctx: RequestContext, request: JsonObject): JsonObject;
  listCollectionIds(ctx: RequestContext, request: JsonObject): JsonObject;
  listDocuments(ctx: RequestContext, request: JsonObject): JsonObject;
  /** REST CreateDocument / UpdateDocument / DeleteDocument, expressed as single-write commits. */
  createDocument(ctx: RequestContext, request: JsonObject): JsonObject;
  updateDocument(ctx: RequestContext, request: JsonObject): JsonObject;
  deleteDocument(ctx: RequestContext, request: JsonObject): JsonObject;

  openListen(ctx: RequestContext, sink: StreamSink): StreamSession;
  openWrite(ctx: RequestContext, sink: StreamSink): StreamSession;

  /** Delete every document of one database (`projects/{p}/databases/{d}`); listeners see deletes. */
  clear(database: string): void;
  /** Subscribe to committed changes, delivered after each commit in commit order. Returns unsubscribe. */
  onCommit(listener: (database: string, changes: DocumentChangeEvent[]) => void): () => void;
  /** Replace the rules hook (part 2). */
  setAuthorizer(authorizer: Authorizer): void;
  /** The rules of a project changed: open listeners are re-authorised, denied targets removed. */
  rulesChanged(projectId: string): void;
  /** Documents served since start or the last reset, by caller kind (engine/read-stats.ts). */
  readStats(): ReadCounts;
  resetReadStats(): void;

  /** Lossless snapshot of all data, and its inverse (export/import; format documented in README). */
  exportData(): JsonObject;
  importData(data: JsonObject): void;
}
