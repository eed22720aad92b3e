import Stack from '@mui/material/Stack';
import { planRefusal, type CallFilters } from '@parley/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  callFiltersFromSearch,
  callLogSearch,
  type CallLogFilters,
  type CallScope,
} from '../../../lib/call-log-url';
import { useOwnerPlan } from '../../../lib/use-owner-plan';
import { useExportCalls } from '../api/export-calls';
import { CALL_PAGE_SIZES, useCallPage } from '../api/use-call-page';
import { MSG_NO_CALLS_YET, MSG_NO_MATCHING_CALLS } from '../strings';
import { applyFiltersPatch, CallFiltersBar, type CallFiltersPatch } from './call-filters-bar';
import { CallTable, type CallTableColumns } from './call-table';
import { ExportCallsButton } from './export-calls-button';

/** The filters the URL holds besides the scope and the pinned ones (what the bar edits and links carry). */
function urlFilters(
  { agentId: _agent, orgId: _org, ...rest }: CallFilters,
  pinned: CallLogFilters,
): CallLogFilters {
  return Object.fromEntries(Object.entries(rest).filter(([key]) => !(key in pinned)));
}

/**
 * Where the call detail's back link returns: the page and filters the log was opened from (the Calls
 * tab, /calls or a campaign's page).
 */
export interface CallLogLocationState {
  logHref?: string;
}

export interface CallLogScreenProps {
  scope: CallScope;
  /**
   * Filters the page fixes, like the scope (a campaign's page shows that campaign's calls): applied to
   * the query and the export, left out of the bar and the URL, so neither can widen them.
   */
  pinned?: CallLogFilters;
  /** The grid's columns (every column unless told: a campaign's log shows how each call was routed). */
  columns?: CallTableColumns;
  orgId: string;
  callHref: (callId: string) => string;
  /** Shown above the log (the agent's call queue). */
  aside?: ReactNode;
}

const NOTHING_PINNED: CallLogFilters = {};

/**
 * The call log of one agent, a whole organisation or one campaign: filters kept in the URL, a live page
 * of calls with server-side paging and sorting, and the CSV export of exactly the filtered calls.
 */
export function CallLogScreen({
  scope,
  pinned = NOTHING_PINNED,
  columns = 'calls',
  orgId,
  callHref,
  aside,
}: CallLogScreenProps) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters: CallFilters = { ...callFiltersFromSearch(search, scope), ...pinned };
  const [pageSize, setPageSize] = useState<number>(CALL_PAGE_SIZES[0]);
  const paging = useCallPage(filters, pageSize);
  const exporter = useExportCalls();
  const plan = useOwnerPlan(orgId);
  const exportRefusal = plan === null ? null : planRefusal(plan, { feature: 'export_calls' });
  // The search this screen last wrote and the router has not rendered yet: router updates are
  // transitions, so a second change (the next filter picked at once) may come from a render that still
  // shows the previous URL, and must build on what was written, not on what is shown.
  const pending = useRef<string | null>(null);
  const committed = search.toString();
  useEffect(() => {
    if (pending.current === committed) pending.current = null;
  }, [committed]);
  const change = useCallback(
    (patch: CallFiltersPatch) => {
      const base = new URLSearchParams(pending.current ?? committed);
      const next = callLogSearch(
        applyFiltersPatch(urlFilters(callFiltersFromSearch(base, scope), pinned), patch),
      );
      pending.current = next.replace(/^\?/, '');
      setSearch(new URLSearchParams(next));
    },
    [setSearch, scope, pinned, committed],
  );
  const state = useMemo<CallLogLocationState>(
    () => ({ logHref: `${location.pathname}${location.search}` }),
    [location.pathname, location.search],
  );
  const open = useCallback(
    (callId: string) => {
      void navigate(callHref(callId), { state });
    },
    [navigate, callHref, state],
  );
  const current = urlFilters(filters, pinned);
  const filtered = Object.keys(current).some((key) => key !== 'sort' && key !== 'direction');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {aside}
      <CallFiltersBar filters={current} onChange={change} pinned={pinned} />
      <ExportCallsButton
        filters={filters}
        state={exporter.state}
        onStart={(exported) => {
          void exporter.start(exported);
        }}
        onCancel={exporter.cancel}
        planRefusal={exportRefusal}
      />
      <CallTable
        page={paging.result}
        pageIndex={paging.page}
        pageSize={pageSize}
        onPage={(page, size) => {
          if (size !== pageSize) setPageSize(size);
          else paging.goTo(page);
        }}
        sort={{ sort: filters.sort, direction: filters.direction }}
        onSort={change}
        dated={filters.from !== undefined || filters.to !== undefined}
        callHref={callHref}
        linkState={state}
        onOpen={open}
        emptyText={filtered ? MSG_NO_MATCHING_CALLS : MSG_NO_CALLS_YET}
        columns={columns}
      />
    </Stack>
  );
}
