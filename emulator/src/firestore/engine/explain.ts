import type { JsonObject } from '../api.ts';
import { flattenFilters } from './filter.ts';
import { field, objectField } from './json.ts';
import type { Query } from './query.ts';

/**
 * Query Explain (docs/emulator.md#query-explain): `explain_options` on RunQuery and RunAggregationQuery.
 * Without `analyze` the query is planned, not run: one response with the plan and no results or read
 * time. With `analyze` it runs as usual and the last response also carries execution statistics.
 */
export interface ExplainOptions {
  analyze: boolean;
}

export function parseExplainOptions(request: JsonObject): ExplainOptions | undefined {
  const options = objectField(request, 'explainOptions');
  return options ? { analyze: field(options, 'analyze') === true } : undefined;
}

/**
 * The index the backend would use: equality fields first, then the query's order (vector search: the
 * vector field). The emulator keeps no indexes, so this names the one Firestore needs.
 */
export function planSummary(query: Query): JsonObject {
  const properties: string[] = [];
  const seen = new Set<string>();
  const add = (name: string, suffix: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    properties.push(`${name} ${suffix}`);
  };
  for (const f of flattenFilters(query.filter)) {
    if (f.kind === 'field' && (f.op === 'EQUAL' || f.op === 'ARRAY_CONTAINS')) {
      add(f.path.canonical, f.op === 'EQUAL' ? 'ASC' : 'CONTAINS');
    }
  }
  if (query.findNearest) add(query.findNearest.path.canonical, 'VECTOR');
  else for (const order of query.orderBy) add(order.path.canonical, order.descending ? 'DESC' : 'ASC');
  return {
    indexesUsed: [
      {
        query_scope: query.allDescendants ? 'Collection group' : 'Collection',
        properties: `(${properties.join(', ')})`,
      },
    ],
  };
}

/** Firestore bills a query at least one read, an aggregation one read per 1,000 index entries. */
export function executionStats(args: {
  resultsReturned: number;
  documentsScanned: number;
  readOperations: number;
  startedNs: bigint;
}): JsonObject {
  const elapsed = process.hrtime.bigint() - args.startedNs;
  // At least a nanosecond: clients check that the duration is positive.
  const nanos = elapsed > 0n ? elapsed : 1n;
  const seconds = nanos / 1_000_000_000n;
  const fraction = (nanos % 1_000_000_000n).toString().padStart(9, '0');
  return {
    resultsReturned: String(args.resultsReturned),
    executionDuration: `${seconds}.${fraction}s`,
    readOperations: String(args.readOperations),
    debugStats: {
      documents_scanned: String(args.documentsScanned),
      index_entries_scanned: String(args.documentsScanned),
      billing_details: {
        documents_billable: String(args.readOperations),
        index_entries_billable: '0',
        small_ops: '0',
        min_query_cost: args.documentsScanned === 0 ? '1' : '0',
      },
    },
  };
}
