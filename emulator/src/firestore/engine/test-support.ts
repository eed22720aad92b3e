import type { FirestoreEngine, JsonObject, JsonValue, RequestContext, StreamSink } from '../api.ts';
import { RpcError } from '../api.ts';
import { createFirestoreEngine } from './engine.ts';

/** Shared helpers for the engine's tests: a fake clock, names, value builders and a recording sink. */

export const DB = 'projects/demo/databases/(default)';
export const ROOT = `${DB}/documents`;
export const OWNER: RequestContext = { caller: { kind: 'owner' } };
export const USER: RequestContext = { caller: { kind: 'user', uid: 'u1', token: {} } };

export function doc(path: string): string {
  return `${ROOT}/${path}`;
}

type ReadMethod = 'getDocument' | 'batchGetDocuments' | 'runQuery' | 'runAggregationQuery';

/** The engine as most tests drive it: reads answer synchronously (they never wait for a lock there). */
export type SyncEngine = Omit<FirestoreEngine, ReadMethod> & {
  [K in ReadMethod]: (ctx: RequestContext, request: JsonObject) => Awaited<ReturnType<FirestoreEngine[K]>>;
};

function now<T>(result: T | Promise<T>): T {
  if (result instanceof Promise) throw new Error('The read waits for a lock: use the engine as `raw`');
  return result;
}

export function syncEngine(engine: FirestoreEngine): SyncEngine {
  return {
    ...engine,
    getDocument: (ctx, request) => now(engine.getDocument(ctx, request)),
    batchGetDocuments: (ctx, request) => now(engine.batchGetDocuments(ctx, request)),
    runQuery: (ctx, request) => now(engine.runQuery(ctx, request)),
    runAggregationQuery: (ctx, request) => now(engine.runAggregationQuery(ctx, request)),
  };
}

/**
 * An engine on a fake clock that advances 1 ms per reading (deterministic, strictly increasing), as a
 * SyncEngine (`engine`) and as it is (`raw`, for reads that may wait for locks).
 */
export function testEngine(start = 1_700_000_000_000_000n) {
  let now = start;
  const clock = { advance: (micros: bigint) => (now += micros) };
  const raw = createFirestoreEngine({ clock: () => (now += 1000n) });
  return { engine: syncEngine(raw), raw, clock };
}

export const v = {
  int: (n: number | bigint | string): JsonObject => ({ integerValue: String(n) }),
  dbl: (n: number | string): JsonObject => ({ doubleValue: n }),
  str: (s: string): JsonObject => ({ stringValue: s }),
  bool: (b: boolean): JsonObject => ({ booleanValue: b }),
  nul: (): JsonObject => ({ nullValue: null }),
  ts: (s: string): JsonObject => ({ timestampValue: s }),
  bytes: (b64: string): JsonObject => ({ bytesValue: b64 }),
  ref: (path: string): JsonObject => ({ referenceValue: doc(path) }),
  geo: (latitude: number, longitude: number): JsonObject => ({ geoPointValue: { latitude, longitude } }),
  arr: (...values: JsonObject[]): JsonObject => ({ arrayValue: { values } }),
  map: (fields: JsonObject): JsonObject => ({ mapValue: { fields } }),
};

export function setWrite(path: string, fields: JsonObject, extra: JsonObject = {}): JsonObject {
  return { update: { name: doc(path), fields }, ...extra };
}

export function write(engine: SyncEngine, ...writes: JsonObject[]): JsonObject {
  return engine.commit(OWNER, { database: DB, writes });
}

export function fieldsOf(engine: SyncEngine, path: string): JsonValue | undefined {
  return engine.getDocument(OWNER, { name: doc(path) }).fields;
}

export function catchRpc(fn: () => unknown): RpcError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('expected an RpcError');
}

/** A StreamSink that records what the engine sends. */
export class RecordingSink implements StreamSink {
  readonly messages: JsonObject[] = [];
  failure: RpcError | undefined;

  send(response: JsonObject): void {
    this.messages.push(response);
  }

  fail(error: RpcError): void {
    this.failure = error;
  }

  /** Messages received since the last call. */
  take(): JsonObject[] {
    return this.messages.splice(0);
  }
}

/** A structured query over one collection. */
export function query(collectionId: string, extra: JsonObject = {}): JsonObject {
  return { from: [{ collectionId }], ...extra };
}

export function runQuery(engine: SyncEngine, structuredQuery: JsonObject, parent = ROOT): string[] {
  return engine
    .runQuery(OWNER, { parent, structuredQuery })
    .flatMap((r) =>
      (r.document as JsonObject | undefined) ? [(r.document as JsonObject).name as string] : [],
    )
    .map((name) => name.slice(ROOT.length + 1));
}

export function fieldFilter(fieldPath: string, op: string, value: JsonObject): JsonObject {
  return { fieldFilter: { field: { fieldPath }, op, value } };
}

/** A deterministic pseudo-random sequence (xorshift), so randomized tests reproduce their failures. */
export function random(seed: number): () => number {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** Begins a transaction as the owner and returns its id. */
export function begin(engine: Pick<FirestoreEngine, 'beginTransaction'>, options?: JsonObject): string {
  return engine.beginTransaction(OWNER, { database: DB, ...(options ? { options } : {}) })
    .transaction as string;
}

/** The integer field `n` of a batchGet response (0 when missing). */
export function counterOf(response: JsonObject | undefined): number {
  const found = response?.found as JsonObject | undefined;
  const n = (found?.fields as JsonObject | undefined)?.n as JsonObject | undefined;
  return Number(n?.integerValue ?? 0);
}
