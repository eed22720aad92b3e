/** The Firestore `Authorizer` (api.ts) backed by compiled rules. */
import {
  Code,
  RpcError,
  type Authorizer,
  type JsonObject,
  type JsonValue,
  type RequestContext,
} from '../firestore/api.ts';
import { parseTimestamp } from './builtins/time.ts';
import type { CompiledScope, Ruleset } from './compile.ts';
import { decide, denialMessage, type RequestMethod } from './decide.ts';
import {
  AccessQuota,
  FirestoreDocumentReader,
  MULTI_WRITE_ACCESS_LIMIT,
  SINGLE_REQUEST_ACCESS_LIMIT,
  type DocumentLoader,
} from './document-access.ts';
import { RulesError } from './errors.ts';
import { documentPath, documentResource, jsonText } from './firestore-values.ts';
import { ANY_DEPTH, type RequestSegment } from './matcher.ts';
import { describeDisjunct, toDisjuncts, type Disjunct } from './query-constraints.ts';
import { authValue, currentTime } from './request-values.ts';
import { RMap, RPath, SymbolicMap, Unknown, type RValue } from './values.ts';

/** Reads a document of the current state for get()/exists() in read rules; null when missing. */
export type CurrentDocumentReader = (name: string) => JsonObject | null;

function projectOf(database: string): string {
  return database.split('/')[1] ?? '';
}

function deny(method: RequestMethod, displayPath: string, reasons: readonly string[]): never {
  throw new RpcError(Code.PERMISSION_DENIED, denialMessage(method, displayPath, reasons));
}

function numberOf(value: JsonValue | undefined): bigint | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value) : undefined;
  if (typeof value === 'string') return /^-?\d+$/.test(value) ? BigInt(value) : undefined;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return numberOf(value.value);
  return undefined;
}

/** `request.query`: limit and offset when the query sets them, orderBy as a map field → direction. */
function queryValue(query: JsonObject): RMap {
  const entries = new Map<string, RValue>();
  const limit = numberOf(query.limit);
  if (limit !== undefined) entries.set('limit', limit);
  const offset = numberOf(query.offset);
  if (offset !== undefined && offset !== 0n) entries.set('offset', offset);
  if (Array.isArray(query.orderBy) && query.orderBy.length > 0) {
    const orderBy = new Map<string, RValue>();
    for (const order of query.orderBy) {
      if (typeof order !== 'object' || order === null || Array.isArray(order)) continue;
      const field =
        typeof order.field === 'object' && order.field !== null && !Array.isArray(order.field)
          ? order.field.fieldPath
          : '';
      const direction = order.direction === 'DESCENDING' || order.direction === 2 ? 'DESC' : 'ASC';
      orderBy.set(jsonText(field), direction);
    }
    entries.set('orderBy', new RMap(orderBy));
  }
  return new RMap(entries);
}

/** The document id a disjunct fixes through `__name__ ==`, else unknown. */
function documentIdOf(disjunct: Disjunct): { id: string | Unknown; name: RValue } {
  const equality = disjunct.find((c) => c.op === 'EQ' && c.field.length === 1 && c.field[0] === '__name__');
  if (equality?.value instanceof RPath) {
    return { id: equality.value.segments.at(-1) ?? '', name: equality.value };
  }
  const unknown = new Unknown('The document id of a query result');
  return { id: unknown, name: unknown };
}

function dataConditions(disjunct: Disjunct): Disjunct {
  return disjunct.filter((c) => !(c.field.length === 1 && c.field[0] === '__name__'));
}

export function createFirestoreAuthorizer(
  getRuleset: (projectId: string) => Ruleset | null,
  readCurrent: CurrentDocumentReader = () => null,
): Authorizer {
  /** null: no rules loaded for the project, so everything is allowed (firebase-tools' default). */
  function rootsFor(ctx: RequestContext, database: string): readonly CompiledScope[] | null {
    if (ctx.caller.kind === 'owner') return null;
    const ruleset = getRuleset(projectOf(database));
    if (!ruleset) return null;
    return ruleset.services['cloud.firestore'] ?? [];
  }

  function requestMap(
    ctx: RequestContext,
    method: RequestMethod,
    path: RValue,
    time: RValue,
    extra: Record<string, RValue>,
  ): RMap {
    return RMap.of({ auth: authValue(ctx.caller), method, path, time, ...extra });
  }

  return {
    authorizeGet(ctx, database, name, doc) {
      const roots = rootsFor(ctx, database);
      if (!roots) return;
      const path = documentPath(name);
      const documents = new FirestoreDocumentReader(
        projectOf(database),
        [new AccessQuota(SINGLE_REQUEST_ACCESS_LIMIT)],
        (other) => readCurrent(other),
        new Map(),
      );
      const decision = decide(roots, {
        service: 'cloud.firestore',
        method: 'get',
        path: path.segments,
        globals: new Map<string, RValue>([
          ['request', requestMap(ctx, 'get', path, currentTime(), {})],
          ['resource', doc ? documentResource(doc) : null],
        ]),
        documents,
      });
      if (!decision.allowed) deny('get', path.toString(), decision.reasons);
    },

    authorizeList(ctx, database, parent, structuredQuery) {
      const roots = rootsFor(ctx, database);
      if (!roots) return;
      const from = structuredQuery.from;
      const selector =
        Array.isArray(from) && typeof from[0] === 'object' && from[0] !== null && !Array.isArray(from[0])
          ? from[0]
          : {};
      const collectionId = typeof selector.collectionId === 'string' ? selector.collectionId : undefined;
      const allDescendants = selector.allDescendants === true;
      const parentSegments = documentPath(parent).segments;
      const displayPath = `/${[...parentSegments, ...(allDescendants ? ['**'] : []), collectionId ?? '*'].join('/')}`;
      let disjuncts: Disjunct[];
      try {
        disjuncts = toDisjuncts(structuredQuery.where);
      } catch (error) {
        if (error instanceof RulesError) deny('list', displayPath, [`${error.message} for 'list'`]);
        throw error;
      }
      const query = queryValue(structuredQuery);
      const time = currentTime();
      const quota = new AccessQuota(SINGLE_REQUEST_ACCESS_LIMIT);
      const cache = new Map<string, RValue>();
      for (const disjunct of disjuncts) {
        const { id, name } = documentIdOf(disjunct);
        const path: RequestSegment[] = [
          ...parentSegments,
          ...(allDescendants ? ([ANY_DEPTH] as RequestSegment[]) : []),
          collectionId ?? new Unknown('The collection of a kindless query'),
          id,
        ];
        const resource = RMap.of({
          data: new SymbolicMap([], describeDisjunct(dataConditions(disjunct))),
          id,
          __name__: name,
        });
        const requestPath = name instanceof RPath ? name : new Unknown('request.path of a query');
        const decision = decide(roots, {
          service: 'cloud.firestore',
          method: 'list',
          path,
          globals: new Map<string, RValue>([
            ['request', requestMap(ctx, 'list', requestPath, time, { query })],
            ['resource', resource],
          ]),
          documents: new FirestoreDocumentReader(
            projectOf(database),
            [quota],
            (other) => readCurrent(other),
            cache,
          ),
        });
        if (!decision.allowed) deny('list', displayPath, decision.reasons);
      }
    },

    authorizeWrites(ctx, database, writes, lookup) {
      const roots = rootsFor(ctx, database);
      if (!roots) return;
      const checked = writes.filter((w) => w.kind !== 'verify');
      const total = new AccessQuota(
        checked.length > 1 ? MULTI_WRITE_ACCESS_LIMIT : SINGLE_REQUEST_ACCESS_LIMIT,
      );
      const cache = new Map<string, RValue>();
      const loader: DocumentLoader = (name, after) => lookup(name, after);
      for (const write of checked) {
        const method = write.kind as RequestMethod;
        const path = documentPath(write.name);
        const time = parseTimestamp(write.requestTime) ?? currentTime();
        const quotas = checked.length > 1 ? [total, new AccessQuota(SINGLE_REQUEST_ACCESS_LIMIT)] : [total];
        const requestResource = method === 'delete' || !write.after ? null : documentResource(write.after);
        const decision = decide(roots, {
          service: 'cloud.firestore',
          method,
          path: path.segments,
          globals: new Map<string, RValue>([
            ['request', requestMap(ctx, method, path, time, { resource: requestResource })],
            ['resource', write.before ? documentResource(write.before) : null],
          ]),
          documents: new FirestoreDocumentReader(projectOf(database), quotas, loader, cache),
        });
        if (!decision.allowed) deny(method, path.toString(), decision.reasons);
      }
    },
  };
}
