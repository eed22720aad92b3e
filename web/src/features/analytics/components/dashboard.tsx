import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SUMMARY_BREAKDOWNS,
  formatCents,
  formatDurationSeconds,
  formatPercent,
  mergeDailySummaries,
  type DailySummary,
} from '@parley/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AsyncState } from '../../../lib/async-state';
import type { CallLogFilters, CallScope } from '../../../lib/call-log-url';
import type { DayRange } from '../api/use-call-summaries';
import {
  BREAKDOWN_TITLES,
  COLUMN_AVERAGE_DURATION,
  COLUMN_CALLS,
  COLUMN_COMPLETION,
  COLUMN_COST,
  COLUMN_KEY,
  COLUMN_SENTIMENT_MIX,
  COLUMN_TRANSFERS,
  KPI_AVERAGE_DURATION,
  KPI_CALLS,
  KPI_COMPLETION_RATE,
  KPI_COST,
  KPI_CREDITS,
  KPI_P90_DURATION,
  KPI_TRANSFER_RATE,
  LABEL_LOADING_ANALYTICS,
  LABEL_RANGE,
  MSG_NO_BREAKDOWN,
  MSG_NO_CALLS_IN_RANGE,
  loadAnalyticsFailed,
  openCalls,
  rangeLabel,
} from '../strings';
import { breakdownRows, kpis, rangeFilters, type Breakdown } from '../utils/dashboard';
import { DashboardCharts } from './dashboard-charts';

export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

function Kpi({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {href ? (
        <Link
          component={RouterLink}
          to={href}
          variant="h5"
          underline="hover"
          aria-label={`${label}: ${value}`}
          data-kpi={label}
        >
          {value}
        </Link>
      ) : (
        <Typography variant="h5" data-kpi={label}>
          {value}
        </Typography>
      )}
    </Paper>
  );
}

function BreakdownTable({
  breakdown,
  counters,
  range,
  logHref,
}: {
  breakdown: Breakdown;
  counters: Parameters<typeof breakdownRows>[0];
  range: DayRange;
  logHref: (filters: CallLogFilters) => string;
}) {
  const rows = breakdownRows(counters, breakdown);
  const id = `breakdown-${breakdown}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h2">
        {BREAKDOWN_TITLES[breakdown]}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MSG_NO_BREAKDOWN}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {[
                  COLUMN_KEY,
                  COLUMN_CALLS,
                  COLUMN_COMPLETION,
                  COLUMN_TRANSFERS,
                  COLUMN_AVERAGE_DURATION,
                  COLUMN_COST,
                  COLUMN_SENTIMENT_MIX,
                ].map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                  <TableCell>
                    {row.narrow ? (
                      <Link
                        component={RouterLink}
                        to={logHref(rangeFilters(range, row.narrow))}
                        aria-label={openCalls(`${row.label}, ${String(row.calls)}`)}
                      >
                        {row.calls}
                      </Link>
                    ) : (
                      row.calls
                    )}
                  </TableCell>
                  <TableCell>{formatPercent(row.completionRate)}</TableCell>
                  <TableCell>{formatPercent(row.transferRate)}</TableCell>
                  <TableCell>{formatDurationSeconds(row.averageDurationSeconds)}</TableCell>
                  <TableCell>{formatCents(row.costCents)}</TableCell>
                  <TableCell>{`${String(row.sentiment.positive)} / ${String(row.sentiment.negative)} / ${String(row.sentiment.neutral)}`}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

export interface DashboardProps {
  summaries: AsyncState<readonly DailySummary[]>;
  range: DayRange;
  days: RangeDays;
  onDays: (days: RangeDays) => void;
  scope: CallScope;
  /** The call log filtered to a point (the agent's or the organisation's log). */
  logHref: (filters: CallLogFilters) => string;
}

/**
 * An agent's or an organisation's dashboard over the last days: totals, charts per day and
 * breakdowns, all computed from the daily summaries; every figure opens the calls behind it.
 */
export function Dashboard({ summaries, range, days, onDays, scope, logHref }: DashboardProps) {
  const merged = useMemo(
    () => (summaries.status === 'success' ? mergeDailySummaries(summaries.data, range) : null),
    [summaries, range],
  );
  const picker = (
    <TextField
      select
      size="small"
      label={LABEL_RANGE}
      value={days}
      onChange={(event) => {
        onDays(Number(event.target.value) as RangeDays);
      }}
      sx={{ width: 180 }}
    >
      {RANGE_DAYS.map((option) => (
        <MenuItem key={option} value={option}>
          {rangeLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  let body;
  if (summaries.status === 'loading') {
    body = (
      <Stack role="status" aria-label={LABEL_LOADING_ANALYTICS} spacing={1}>
        <Skeleton variant="rectangular" height={80} />
        <Skeleton variant="rectangular" height={240} />
      </Stack>
    );
  } else if (summaries.status === 'error') {
    body = <Alert severity="error">{loadAnalyticsFailed(summaries.error.message)}</Alert>;
  } else if (!merged || merged.total.calls === 0) {
    body = <Typography color="text.secondary">{MSG_NO_CALLS_IN_RANGE}</Typography>;
  } else {
    const figures = kpis(merged.total);
    const grid = { display: 'grid', gap: 2, minWidth: 0 } as const;
    body = (
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Box sx={{ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          <Kpi label={KPI_CALLS} value={String(figures.calls)} href={logHref(rangeFilters(range))} />
          <Kpi
            label={KPI_COMPLETION_RATE}
            value={formatPercent(figures.completionRate)}
            href={logHref(rangeFilters(range, { status: 'completed' }))}
          />
          <Kpi label={KPI_TRANSFER_RATE} value={formatPercent(figures.transferRate)} />
          <Kpi label={KPI_AVERAGE_DURATION} value={formatDurationSeconds(figures.averageDurationSeconds)} />
          <Kpi label={KPI_P90_DURATION} value={formatDurationSeconds(figures.p90DurationSeconds)} />
          <Kpi label={KPI_COST} value={formatCents(figures.costCents)} />
          <Kpi label={KPI_CREDITS} value={String(figures.credits)} />
        </Box>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <DashboardCharts
            series={merged.series}
            counters={merged.counters}
            range={range}
            scope={scope}
            logHref={logHref}
          />
        </Box>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {SUMMARY_BREAKDOWNS.map((breakdown) => (
            <BreakdownTable
              key={breakdown}
              breakdown={breakdown}
              counters={merged.counters}
              range={range}
              logHref={logHref}
            />
          ))}
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {picker}
      {body}
    </Stack>
  );
}
