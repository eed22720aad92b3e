// The call log's filters in its URL (docs/calls.md "The call log in the web app"): the calls feature
// reads them, the analytics feature writes them when a chart point opens its calls. Both go through
// these two functions, so a link and the log always agree. The scope (agentId or orgId) is the page's,
// never a query parameter, so a link cannot widen or move it.
import { callFiltersSchema, filtersToSearchParams, type CallFilters } from '@parley/domain';

export type CallScope = { agentId: string } | { orgId: string };

/** The filters a URL may carry: every filter but the scope. */
export type CallLogFilters = Omit<Partial<CallFilters>, 'agentId' | 'orgId'>;

const SCOPE_KEYS = new Set(['agentId', 'orgId']);
const DEFAULTS: Partial<Record<string, string>> = { sort: 'createdAt', direction: 'desc' };

/** The query string ('' or '?…') of a set of filters; defaults and the scope are left out. */
export function callLogSearch(filters: CallLogFilters): string {
  const params = filtersToSearchParams(filters);
  for (const [key, value] of [...params.entries()]) {
    if (SCOPE_KEYS.has(key) || DEFAULTS[key] === value) params.delete(key);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

const FILTER_KEYS = Object.keys(callFiltersSchema.shape).filter((key) => !SCOPE_KEYS.has(key)) as Exclude<
  keyof CallFilters,
  'agentId' | 'orgId'
>[];

/**
 * The filters in a URL, for one scope: each parameter is checked on its own with the domain schema,
 * so a hand-edited bad value drops that filter only. A sort other than the start time is dropped when
 * a date range is set (the query cannot do both; see filtersToQuery).
 */
export function callFiltersFromSearch(search: URLSearchParams, scope: CallScope): CallFilters {
  const filters: Record<string, unknown> = { ...scope };
  for (const key of FILTER_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw === '') continue;
    const parsed = callFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  const dated = filters.from !== undefined || filters.to !== undefined;
  if (dated && filters.sort !== undefined && filters.sort !== 'createdAt') delete filters.sort;
  return callFiltersSchema.parse(filters);
}
