import { Code, RpcError, type JsonObject } from '../firestore/api.ts';
import type { NonStreamingRpc } from './engine-dispatch.ts';

/** A REST call resolved to its RPC, with the fields its URL binds (docs/emulator.md#rest). */
export interface RestRoute {
  rpc: NonStreamingRpc;
  /** Request fields taken from the path, merged over the body. */
  pathFields: JsonObject;
  /** Where the JSON body goes: the request itself, or one of its fields (`document` for Create/Update). */
  bodyField?: 'document';
}

/** `POST …/documents:<verb>` RPCs addressed to the database. */
const DATABASE_VERBS: Record<string, NonStreamingRpc> = {
  commit: 'Commit',
  batchGet: 'BatchGetDocuments',
  beginTransaction: 'BeginTransaction',
  rollback: 'Rollback',
  batchWrite: 'BatchWrite',
};

/** `POST {parent}:<verb>` RPCs addressed to the root or to a document. */
const PARENT_VERBS: Record<string, NonStreamingRpc> = {
  runQuery: 'RunQuery',
  runAggregationQuery: 'RunAggregationQuery',
  listCollectionIds: 'ListCollectionIds',
  partitionQuery: 'PartitionQuery',
};

const DOCUMENTS_PREFIX = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(?=\/|:|$)/;

/**
 * Maps `METHOD /v1/projects/{p}/databases/{d}/documents[/path][:verb]` to an RPC. Returns undefined for
 * paths outside `/v1/projects/`; throws INVALID_ARGUMENT for malformed Firestore paths. The verb is read
 * from the raw path, where a `:` inside an id would be percent-encoded.
 */
export function resolveRestRoute(method: string, rawPath: string): RestRoute | undefined {
  if (!rawPath.startsWith('/v1/projects/')) return undefined;
  const prefix = DOCUMENTS_PREFIX.exec(rawPath);
  if (!prefix) throw badPath(rawPath);
  const database = `projects/${decodeSegment(prefix[1] ?? '')}/databases/${decodeSegment(prefix[2] ?? '')}`;
  const root = `${database}/documents`;
  let rest = rawPath.slice(prefix[0].length);
  const verbMatch = /:([A-Za-z]+)$/.exec(rest);
  const verb = verbMatch?.[1];
  if (verbMatch) rest = rest.slice(0, verbMatch.index);
  const segments = rest === '' ? [] : rest.slice(1).split('/').map(decodeSegment);
  if (segments.some((s) => s === '')) throw badPath(rawPath);
  const path = segments.length ? `${root}/${segments.join('/')}` : root;
  const isDocument = segments.length > 0 && segments.length % 2 === 0;
  const isCollection = segments.length % 2 === 1;

  if (method === 'POST' && verb !== undefined) {
    const databaseRpc = Object.hasOwn(DATABASE_VERBS, verb) ? DATABASE_VERBS[verb] : undefined;
    if (databaseRpc && segments.length === 0) return { rpc: databaseRpc, pathFields: { database } };
    const parentRpc = Object.hasOwn(PARENT_VERBS, verb) ? PARENT_VERBS[verb] : undefined;
    if (parentRpc && (segments.length === 0 || isDocument))
      return { rpc: parentRpc, pathFields: { parent: path } };
    throw badPath(rawPath);
  }
  if (verb !== undefined) throw badPath(rawPath);
  const parent = segments.length > 1 ? `${root}/${segments.slice(0, -1).join('/')}` : root;
  const collectionId = segments.at(-1) ?? '';
  switch (method) {
    case 'GET':
      if (isDocument) return { rpc: 'GetDocument', pathFields: { name: path } };
      if (isCollection) return { rpc: 'ListDocuments', pathFields: { parent, collectionId } };
      break;
    case 'POST':
      if (isCollection)
        return { rpc: 'CreateDocument', pathFields: { parent, collectionId }, bodyField: 'document' };
      break;
    case 'PATCH':
      if (isDocument)
        return { rpc: 'UpdateDocument', pathFields: { document: { name: path } }, bodyField: 'document' };
      break;
    case 'DELETE':
      if (isDocument) return { rpc: 'DeleteDocument', pathFields: { name: path } };
      break;
  }
  throw badPath(rawPath, method);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid percent-encoding in path segment "${segment}".`);
  }
}

function badPath(rawPath: string, method?: string): RpcError {
  const what = method ? `${method} ${rawPath}` : rawPath;
  return new RpcError(Code.INVALID_ARGUMENT, `Invalid Firestore REST path: ${what}`);
}
