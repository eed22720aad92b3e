/**
 * The `StorageAuthorizer` (storage/authorizer.ts) backed by compiled storage.rules
 * (docs/emulator.md#storage-rules). Cross-service `firestore.get/exists` reads are asynchronous while
 * evaluation is synchronous: when the rules need a document not fetched yet, evaluation stops (NeedsFetch),
 * the document is fetched, and the request is evaluated again from the start with it cached.
 */
import type { JsonObject } from '../firestore/api.ts';
import type { StorageAuthorizer, StorageRequest, StorageRulesResource } from '../storage/authorizer.ts';
import { parseTimestamp } from './builtins/time.ts';
import type { Ruleset } from './compile.ts';
import { decide, denialMessage, type Decision } from './decide.ts';
import { AccessQuota, checkDocumentPath, SINGLE_REQUEST_ACCESS_LIMIT } from './document-access.ts';
import { NeedsFetch } from './errors.ts';
import type { DocumentReader } from './evaluator.ts';
import { documentResource } from './firestore-values.ts';
import type { RequestSegment } from './matcher.ts';
import { authValue, currentTime } from './request-values.ts';
import { RMap, RPath, Unknown, type RValue } from './values.ts';

/** Reads a Firestore document for `firestore.get(/databases/(default)/documents/...)`, bypassing rules. */
export interface CrossServiceFirestore {
  /** `path` is the rules path, e.g. `/databases/(default)/documents/users/alice`; null when missing. */
  get(path: string): Promise<JsonObject | null>;
}

const OPTIONAL_STRINGS = [
  'generation',
  'metageneration',
  'md5Hash',
  'crc32c',
  'etag',
  'contentType',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'cacheControl',
] as const;

/** Object metadata as `resource` / `request.resource`. */
function objectResource(object: StorageRulesResource | null): RValue {
  if (!object) return null;
  const entries = new Map<string, RValue>([
    ['name', object.name],
    ['bucket', object.bucket],
    ['size', BigInt(Math.trunc(object.size))],
    ['metadata', RMap.of({ ...(object.metadata ?? {}) })],
  ]);
  for (const key of OPTIONAL_STRINGS) {
    const value = object[key];
    if (value !== undefined) entries.set(key, value);
  }
  for (const key of ['timeCreated', 'updated'] as const) {
    const text = object[key];
    const time = text === undefined ? null : parseTimestamp(text);
    if (time) entries.set(key, time);
  }
  return new RMap(entries);
}

/** Serves firestore.get/exists from documents fetched so far; asks for the fetch of a new one. */
class FetchedDocuments implements DocumentReader {
  private readonly quota = new AccessQuota(SINGLE_REQUEST_ACCESS_LIMIT);
  constructor(private readonly fetched: ReadonlyMap<string, JsonObject | null>) {}

  read(path: RPath): RValue {
    checkDocumentPath(path);
    const key = path.toString();
    this.quota.charge(key);
    if (!this.fetched.has(key)) throw new NeedsFetch(key);
    const document = this.fetched.get(key) ?? null;
    return document ? documentResource(document) : null;
  }
}

export function createStorageAuthorizer(
  getRuleset: () => Ruleset | null,
  firestore: CrossServiceFirestore,
): StorageAuthorizer {
  return {
    async authorize(request: StorageRequest): Promise<string | null> {
      if (request.caller.kind === 'owner') return null;
      const ruleset = getRuleset();
      if (!ruleset) return null;
      const roots = ruleset.services['firebase.storage'] ?? [];
      const objectSegments = request.path.split('/').filter((s) => s.length > 0);
      const rulesPath = new RPath(['b', request.bucket, 'o', ...objectSegments]);
      // A list covers the objects directly under the prefix: match it as `prefix/{some object}`.
      const path: RequestSegment[] =
        request.method === 'list'
          ? [...rulesPath.segments, new Unknown('The object name of a list request')]
          : [...rulesPath.segments];
      const globals = new Map<string, RValue>([
        [
          'request',
          RMap.of({
            auth: authValue(request.caller),
            method: request.method,
            path: rulesPath,
            time: currentTime(),
            resource: objectResource(request.requestResource),
          }),
        ],
        ['resource', objectResource(request.resource)],
      ]);
      const fetched = new Map<string, JsonObject | null>();
      let decision: Decision | undefined;
      while (!decision) {
        try {
          decision = decide(roots, {
            service: 'firebase.storage',
            method: request.method,
            path,
            globals,
            documents: new FetchedDocuments(fetched),
          });
        } catch (error) {
          if (!(error instanceof NeedsFetch)) throw error;
          fetched.set(error.path, await firestore.get(error.path).catch(() => null));
        }
      }
      return decision.allowed ? null : denialMessage(request.method, rulesPath.toString(), decision.reasons);
    },
  };
}
