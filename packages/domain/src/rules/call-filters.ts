// The call log's filters as one Firestore query (docs/calls.md): equality filters on the record's
// fields, an optional date range on createdAt, one sort. The web builds it with the JS SDK, the export
// with the Admin SDK; firestore.indexes.json holds an index (scope, field, createdAt) per filter field,
// which Firestore merges for any combination of equalities.
import type { CallFilters } from '../api/calls';

export type CallQueryOperator = '==' | '>=' | '<';

export interface CallQueryPlan {
  where: [field: string, operator: CallQueryOperator, value: string | number][];
  orderBy: [field: string, direction: 'asc' | 'desc'][];
}

/** Filter name → the record's field it compares with equality. */
const EQUALITY_FIELDS = {
  agentId: 'agentId',
  orgId: 'orgId',
  type: 'type',
  status: 'status',
  sentiment: 'sentiment',
  reason: 'reason',
  number: 'number',
  campaignId: 'campaignId',
  agentVersion: 'agentVersion',
  abArm: 'abArm',
  duration: 'durationBucket',
  verdict: 'analysis.verdict',
} as const satisfies Partial<Record<keyof CallFilters, string>>;

/**
 * The query for a set of filters (parsed by callFiltersSchema). Pages continue after the last document
 * of the previous one (startAfter its snapshot), so no offset is ever read and skipped.
 */
export function filtersToQuery(filters: CallFilters): CallQueryPlan {
  const where: CallQueryPlan['where'] = [];
  for (const [name, field] of Object.entries(EQUALITY_FIELDS)) {
    const value = filters[name as keyof typeof EQUALITY_FIELDS];
    if (value !== undefined) where.push([field, '==', value]);
  }
  if (filters.from !== undefined) where.push(['createdAt', '>=', filters.from]);
  if (filters.to !== undefined) where.push(['createdAt', '<', filters.to]);
  const orderBy: CallQueryPlan['orderBy'] = [[filters.sort, filters.direction]];
  // Equal durations or costs still list in a fixed order, newest first.
  if (filters.sort !== 'createdAt') orderBy.push(['createdAt', filters.direction]);
  return { where, orderBy };
}

/** The filters as URL query parameters (the log keeps them in its URL; the export takes them). */
export function filtersToSearchParams(filters: Partial<CallFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    // Partial: a filter may be absent at run time although its type says otherwise.
    if ((value as unknown) !== undefined) params.set(name, String(value));
  }
  return params;
}

const DAY_MS = 86_400_000;

/**
 * The log's filters behind one point of a dashboard series: the scope, the point's UTC day, and what
 * the chart splits by (a status, a sentiment, a reason, an arm...). Opening a point shows its calls.
 */
export function dayFilters(
  day: string,
  scope: { agentId: string } | { orgId: string },
  narrow: Partial<Omit<CallFilters, 'agentId' | 'orgId' | 'from' | 'to'>> = {},
): Partial<CallFilters> {
  const from = Date.parse(`${day}T00:00:00Z`);
  return { ...scope, ...narrow, from, to: from + DAY_MS };
}
