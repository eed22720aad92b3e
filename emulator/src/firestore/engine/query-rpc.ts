import type { JsonObject, RequestContext } from '../api.ts';
import { aggregate, aggregatedFields, parseAggregations } from './aggregation.ts';
import type { FieldPath } from './field-path.ts';
import type { EngineCore } from './core.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { executionStats, parseExplainOptions, planSummary } from './explain.ts';
import { objectField, requireString } from './json.ts';
import { parseQuery, type Query } from './query.ts';
import { executeQuery } from './query-run.ts';
import { ReadContext } from './read-context.ts';

/** RunQuery and RunAggregationQuery: parse, authorise as `list`, execute, stream the response list. */

interface Prepared {
  query: Query;
  read: ReadContext;
  docs: StoredDoc[];
  /** When execution started, for Query Explain's execution duration. */
  startedNs: bigint;
}

function prepare(
  core: EngineCore,
  ctx: RequestContext,
  parent: string,
  structuredQuery: JsonObject,
  request: JsonObject,
  requiredFields: readonly FieldPath[] = [],
): Prepared | Promise<Prepared> {
  const query = { ...parseQuery(parent, structuredQuery), requiredFields };
  if (core.checksRules(ctx)) core.authorizer.authorizeList(ctx, query.database, parent, structuredQuery);
  const read = ReadContext.resolve(core, ctx, query.database, request);
  const db = core.database(query.database);
  const startedNs = process.hrtime.bigint();
  const done = (docs: StoredDoc[]): Prepared => {
    for (const doc of docs) read.recordRead(doc.path, doc);
    return { query, read, docs, startedNs };
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
  const explain = parseExplainOptions(request);
  if (explain && !explain.analyze) return [planOnly(core, ctx, parent, structuredQuery)];
  const respond = ({ query, read, docs, startedNs }: Prepared): JsonObject[] => {
    const responses =
      docs.length === 0
        ? [{ readTime: read.readTime }]
        : docs.map((doc): JsonObject => ({
            document: doc.toMaskedJson(query.select),
            readTime: read.readTime,
          }));
    responses[0] = read.firstResponse(responses[0] as JsonObject);
    if (explain) {
      (responses[responses.length - 1] as JsonObject).explainMetrics = {
        planSummary: planSummary(query),
        executionStats: executionStats({
          resultsReturned: docs.length,
          documentsScanned: docs.length,
          readOperations: Math.max(1, docs.length),
          startedNs,
        }),
      };
    }
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
  const explain = parseExplainOptions(request);
  if (explain && !explain.analyze) return [planOnly(core, ctx, parent, structuredQuery)];
  const respond = ({ query, read, docs, startedNs }: Prepared): JsonObject[] => {
    const response = read.firstResponse({
      result: { aggregateFields: aggregate(aggregations, docs) },
      readTime: read.readTime,
    });
    if (explain) {
      response.explainMetrics = {
        planSummary: planSummary(query),
        executionStats: executionStats({
          resultsReturned: 1,
          documentsScanned: docs.length,
          readOperations: Math.max(1, Math.ceil(docs.length / 1000)),
          startedNs,
        }),
      };
    }
    return [response];
  };
  const prepared = prepare(core, ctx, parent, structuredQuery, request, aggregatedFields(aggregations));
  return prepared instanceof Promise ? prepared.then(respond) : respond(prepared);
}

/** Explain without analyze: validated and authorised like the query, but planned only, never run. */
function planOnly(
  core: EngineCore,
  ctx: RequestContext,
  parent: string,
  structuredQuery: JsonObject,
): JsonObject {
  const query = parseQuery(parent, structuredQuery);
  if (core.checksRules(ctx)) core.authorizer.authorizeList(ctx, query.database, parent, structuredQuery);
  return { explainMetrics: { planSummary: planSummary(query) } };
}
