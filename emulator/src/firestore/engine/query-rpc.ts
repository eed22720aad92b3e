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

function prepare(
  core: EngineCore,
  ctx: RequestContext,
  parent: string,
  structuredQuery: JsonObject,
  request: JsonObject,
): { query: Query; read: ReadContext; docs: StoredDoc[] } {
  const query = parseQuery(parent, structuredQuery);
  if (core.checksRules(ctx)) core.authorizer.authorizeList(ctx, query.database, parent, structuredQuery);
  const read = ReadContext.resolve(core, ctx, query.database, request);
  const docs = executeQuery(core.database(query.database), query, read.snapshotTime);
  for (const doc of docs) read.recordRead(doc.path, doc);
  return { query, read, docs };
}

export function runQuery(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject[] {
  const parent = requireString(request, 'parent');
  const structuredQuery = objectField(request, 'structuredQuery');
  if (!structuredQuery) throw invalidArgument('RunQuery needs a structuredQuery');
  const { query, read, docs } = prepare(core, ctx, parent, structuredQuery, request);
  if (docs.length === 0) return [read.firstResponse({ readTime: read.readTime })];
  const responses = docs.map((doc): JsonObject => ({
    document: doc.toMaskedJson(query.select),
    readTime: read.readTime,
  }));
  responses[0] = read.firstResponse(responses[0] as JsonObject);
  return responses;
}

export function runAggregationQuery(
  core: EngineCore,
  ctx: RequestContext,
  request: JsonObject,
): JsonObject[] {
  const parent = requireString(request, 'parent');
  const aggregation = objectField(request, 'structuredAggregationQuery');
  const structuredQuery = aggregation ? objectField(aggregation, 'structuredQuery') : undefined;
  if (!aggregation || !structuredQuery) {
    throw invalidArgument('RunAggregationQuery needs structuredAggregationQuery.structuredQuery');
  }
  const aggregations = parseAggregations(aggregation);
  const { read, docs } = prepare(core, ctx, parent, structuredQuery, request);
  const aggregateFields = aggregate(aggregations, docs);
  return [read.firstResponse({ result: { aggregateFields }, readTime: read.readTime })];
}
