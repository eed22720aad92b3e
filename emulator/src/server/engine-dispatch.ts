import {
  Code,
  RpcError,
  type FirestoreEngine,
  type JsonObject,
  type MaybePromise,
  type RequestContext,
} from '../firestore/api.ts';

/** The request/response RPCs of google.firestore.v1.Firestore, by their proto names. */
export type NonStreamingRpc =
  | 'GetDocument'
  | 'ListDocuments'
  | 'CreateDocument'
  | 'UpdateDocument'
  | 'DeleteDocument'
  | 'BatchGetDocuments'
  | 'BeginTransaction'
  | 'Commit'
  | 'Rollback'
  | 'RunQuery'
  | 'RunAggregationQuery'
  | 'PartitionQuery'
  | 'ListCollectionIds'
  | 'BatchWrite';

/**
 * Calls the engine method named after an RPC (`RunQuery` → `engine.runQuery`), shared by the gRPC and
 * REST transports. RPCs the engine does not offer (PartitionQuery) answer UNIMPLEMENTED. Server-streaming
 * RPCs return the full list of responses; a transactional read waiting for a lock returns a promise.
 */
export function invokeEngine(
  engine: FirestoreEngine,
  rpc: string,
  ctx: RequestContext,
  request: JsonObject,
): MaybePromise<JsonObject | JsonObject[]> {
  const name = rpc.charAt(0).toLowerCase() + rpc.slice(1);
  const method = (engine as unknown as Record<string, unknown>)[name];
  if (typeof method !== 'function' || name === 'openListen' || name === 'openWrite') {
    throw new RpcError(Code.UNIMPLEMENTED, `${rpc} is not implemented by the Parley emulator.`);
  }
  return (
    method as (ctx: RequestContext, request: JsonObject) => MaybePromise<JsonObject | JsonObject[]>
  ).call(engine, ctx, request);
}
