import type { JsonObject, RequestContext } from '../api.ts';
import { aggregate, parseAggregations } from './aggregation.ts';
import type { EngineCore } from './core.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { objectField, requireString } from './json.ts';
import { parseQuery, type Query } from './query.ts';
import { executeQuery } from './query-run.ts';
import { ReadContext } from './read-context.ts';

/** RunQuery and RunAggregationQuery: parse, authorise as `list`, execute, stream the response list. */

interface Prepared {
  query: Query;
  read: ReadContext;
  docs: StoredDoc[];
}

function prepare(
  core: EngineCore,
  ctx: RequestContext,
  parent: string,
  structuredQuery: JsonObject,
  request: JsonObject,
): Prepared | Promise<Prepared> {
  const query = parseQuery(parent, structuredQuery);
  if (core.checksRules(ctx)) core.authorizer.authorizeList(ctx, query.database, parent, structuredQuery);
  const read = ReadContext.resolve(core, ctx, query.database, request);
  const db = core.database(query.database);
  const done = (docs: StoredDoc[]): Prepared => {
    for (const doc of docs) read.recordRead(doc.path, doc);
    return { query, read, docs };
  };
  const docs = read.lockResults(() => executeQuery(db, query, read.snapshotTime));
  return docs instanceof Promise ? docs.then(done) : done(docs);
}

export function runQuery(
  core: EngineCore,
  ctx: RequestContext,
  request: JsonObject,
): JsonObject[] | Promise<JsonObject[]> {
  const parent = requireString(request, 'parent');
  const structuredQuery = objectField(request, 'structuredQuery');
  if (!structuredQuery) throw invalidArgument('RunQuery needs a structuredQuery');
  const respond = ({ query, read, docs }: Prepared): JsonObject[] => {
    if (docs.length === 0) return [read.firstResponse({ readTime: read.readTime })];
    const responses = docs.map((doc): JsonObject => ({
      document: doc.toMaskedJson(query.select),
      readTime: read.readTime,
    }));
    responses[0] = read.firstResponse(responses[0] as JsonObject);
    return responses;
  };
  const prepared = prepare(core, ctx, parent, structuredQuery, request);
  return prepared instanceof Promise ? prepared.then(respond) : respond(prepared);
}

export function runAggregationQuery(
  core: EngineCore,
  ctx: RequestContext,
  request: JsonObject,
): JsonObject[] | Promise<JsonObject[]> {
  const parent = requireString(request, 'parent');
  const aggregation = objectField(request, 'structuredAggregationQuery');
  const structuredQuery = aggregation ? objectField(aggregation, 'structuredQuery') : undefined;
  if (!aggregation || !structuredQuery) {
    throw invalidArgument('RunAggregationQuery needs structuredAggregationQuery.structuredQuery');
  }
  const aggregations = parseAggregations(aggregation);
  const respond = ({ read, docs }: Prepared): JsonObject[] => [
    read.firstResponse({
      result: { aggregateFields: aggregate(aggregations, docs) },
      readTime: read.readTime,
    }),
  ];
  const prepared = prepare(core, ctx, parent, structuredQuery, request);
  return prepared instanceof Promise ? prepared.then(respond) : respond(prepared);
}
