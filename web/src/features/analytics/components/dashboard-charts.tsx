// The dashboard's charts (recharts). Every bar and point opens the call log filtered to it: the
// figures come from the daily summaries, the log from the calls, and the filters link the two. Bars
// take a pointer only, so each chart also offers its figures as a table whose links open the same calls
// (chart-table.tsx): one filters function per chart serves both.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { counterAt, formatDurationSeconds, type CounterTree, type SummaryPoint } from '@parley/domain';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CallLogFilters, CallScope } from '../../../lib/call-log-url';
import type { DayRange } from '../api/use-call-summaries';
import {
  CHART_DURATION,
  CHART_OUTCOMES,
  CHART_REASONS,
  CHART_SENTIMENT,
  COLUMN_CALLS,
  COLUMN_CALL_REASON,
  COLUMN_DAY,
  MSG_CHART_POINT_HINT,
  SERIES_AVERAGE,
  SERIES_P90,
} from '../strings';
import { pointFilters, rangeFilters, reasonTotals, splitSeries } from '../utils/dashboard';
import { ChartTable, linkedCell, type ChartTableData } from './chart-table';

const CHART_HEIGHT = 240;
const PALETTE = [
  '#2e7d32',
  '#d32f2f',
  '#ed6c02',
  '#0288d1',
  '#7b1fa2',
  '#616161',
  '#5d4037',
  '#c2185b',
  '#00796b',
];
const SENTIMENT_COLOURS: Readonly<Record<string, string>> = {
  Positive: '#2e7d32',
  Negative: '#d32f2f',
  Neutral: '#0288d1',
  Unsure: '#9e9e9e',
};

const shortDay = (day: string) => day.slice(5);

type LogHref = (filters: CallLogFilters) => string;

interface ChartCardProps {
  id: string;
  title: string;
  /** The chart's figures as a table, with the same links to the calls as its bars and points. */
  table: ChartTableData;
  logHref: LogHref;
  children: ReactNode;
}

function ChartCard({ id, title, table, logHref, children }: ChartCardProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography id={id} variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {MSG_CHART_POINT_HINT}
      </Typography>
      <div data-chart={id} style={{ width: '100%', height: CHART_HEIGHT }}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          {children as never}
        </ResponsiveContainer>
      </div>
      <ChartTable title={title} table={table} logHref={logHref} />
    </Paper>
  );
}

type Open = (filters: CallLogFilters) => void;

/** The day of a clicked bar (its datum carries it). */
const dayOf = (payload: unknown): string | null => {
  const day = (payload as { day?: unknown } | undefined)?.day;
  return typeof day === 'string' ? day : null;
};

function SplitChart({
  id,
  title,
  series,
  split,
  scope,
  open,
  logHref,
}: {
  id: string;
  title: string;
  series: readonly SummaryPoint[];
  split: 'byStatus' | 'bySentiment';
  scope: CallScope;
  open: Open;
  logHref: LogHref;
}) {
  const { keys, rows } = splitSeries(series, split);
  const filtersOf = (day: string, key: string) =>
    pointFilters(day, scope, split === 'byStatus' ? { status: key as never } : { sentiment: key as never });
  const table: ChartTableData = {
    columns: [COLUMN_DAY, ...keys],
    rows: series.map((point) => ({
      key: point.day,
      cells: [
        { text: point.day },
        ...keys.map((key) => {
          const count = counterAt(point[split], key);
          return linkedCell(count, filtersOf(point.day, key), [point.day, key, String(count)]);
        }),
      ],
    })),
  };
  return (
    <ChartCard id={id} title={title} table={table} logHref={logHref}>
      <BarChart data={rows} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} />
        <YAxis allowDecimals={false} width={32} />
        <Tooltip />
        <Legend />
        {keys.map((key, index) => (
          <Bar
            key={key}
            dataKey={key}
            stackId="calls"
            fill={
              split === 'bySentiment'
                ? (SENTIMENT_COLOURS[key] ?? '#9e9e9e')
                : (PALETTE[index % PALETTE.length] ?? '#616161')
            }
            cursor="pointer"
            onClick={(item) => {
              const day = dayOf(item.payload);
              if (day) open(filtersOf(day, key));
            }}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}

export interface DashboardChartsProps {
  series: readonly SummaryPoint[];
  counters: CounterTree;
  range: DayRange;
  scope: CallScope;
  /** The call log filtered to a point: where its bar and its table's link lead. */
  logHref: LogHref;
}

export function DashboardCharts({ series, counters, range, scope, logHref }: DashboardChartsProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const open: Open = (filters) => {
    void navigate(logHref(filters));
  };
  const durations = series.map((point) => ({
    day: point.day,
    average: Math.round(point.averageDurationSeconds),
    p90: point.p90DurationSeconds,
  }));
  const durationTable: ChartTableData = {
    columns: [COLUMN_DAY, SERIES_AVERAGE, SERIES_P90],
    rows: series.map((point) => ({
      key: point.day,
      cells: [
        // A point opens its day's calls: the day is the link.
        linkedCell(point.calls, pointFilters(point.day, scope), [point.day], point.day),
        { text: formatDurationSeconds(Math.round(point.averageDurationSeconds)) },
        { text: formatDurationSeconds(point.p90DurationSeconds) },
      ],
    })),
  };
  const reasons = reasonTotals(counters);
  const reasonFilters = (reason: string) => rangeFilters(range, { reason: reason as never });
  const reasonTable: ChartTableData = {
    columns: [COLUMN_CALL_REASON, COLUMN_CALLS],
    rows: reasons.map(({ reason, calls }) => ({
      key: reason,
      cells: [{ text: reason }, linkedCell(calls, reasonFilters(reason), [reason, String(calls)])],
    })),
  };
  const splitProps = { series, scope, open, logHref };
  return (
    <>
      <SplitChart id="chart-outcomes" title={CHART_OUTCOMES} split="byStatus" {...splitProps} />
      <ChartCard id="chart-duration" title={CHART_DURATION} table={durationTable} logHref={logHref}>
        <LineChart
          data={durations}
          accessibilityLayer
          onClick={(state) => {
            const day = typeof state.activeLabel === 'string' ? state.activeLabel : null;
            if (day) open(pointFilters(day, scope));
          }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} />
          <YAxis width={40} tickFormatter={(value: number) => formatDurationSeconds(value)} />
          <Tooltip formatter={(value) => formatDurationSeconds(Number(value))} />
          <Legend />
          <Line
            dataKey="average"
            name={SERIES_AVERAGE}
            stroke={theme.palette.primary.main}
            dot
            cursor="pointer"
          />
          <Line dataKey="p90" name={SERIES_P90} stroke={theme.palette.secondary.main} dot cursor="pointer" />
        </LineChart>
      </ChartCard>
      <SplitChart id="chart-sentiment" title={CHART_SENTIMENT} split="bySentiment" {...splitProps} />
      <ChartCard id="chart-reasons" title={CHART_REASONS} table={reasonTable} logHref={logHref}>
        <BarChart data={reasons} layout="vertical" accessibilityLayer>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="reason" width={130} />
          <Tooltip />
          <Bar
            dataKey="calls"
            fill={theme.palette.primary.main}
            cursor="pointer"
            onClick={(item) => {
              const reason = (item.payload as { reason?: string } | undefined)?.reason;
              if (reason) open(reasonFilters(reason));
            }}
          />
        </BarChart>
      </ChartCard>
    </>
  );
}
