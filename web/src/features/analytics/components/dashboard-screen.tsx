import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CallLogFilters, CallScope } from '../../../lib/call-log-url';
import { useCallSummaries } from '../api/use-call-summaries';
import { lastDays } from '../utils/dashboard';
import { Dashboard, RANGE_DAYS, type RangeDays } from './dashboard';

const DAYS_PARAM = 'days';
const DEFAULT_DAYS: RangeDays = 30;

const parseDays = (raw: string | null): RangeDays =>
  RANGE_DAYS.find((days) => String(days) === raw) ?? DEFAULT_DAYS;

/** The dashboard of a scope over the range in the URL (?days=7|30|90, 30 by default). */
export function DashboardScreen({
  scope,
  logHref,
}: {
  scope: CallScope;
  logHref: (filters: CallLogFilters) => string;
}) {
  const [search, setSearch] = useSearchParams();
  const days = parseDays(search.get(DAYS_PARAM));
  // "Today" is fixed when the page opens, so the range and its listener are not re-made each render.
  const [now] = useState(() => Date.now());
  const range = useMemo(() => lastDays(days, now), [days, now]);
  const summaries = useCallSummaries(scope, range);
  return (
    <Dashboard
      summaries={summaries}
      range={range}
      days={days}
      onDays={(next) => {
        setSearch(next === DEFAULT_DAYS ? {} : { [DAYS_PARAM]: String(next) });
      }}
      scope={scope}
      logHref={logHref}
    />
  );
}
