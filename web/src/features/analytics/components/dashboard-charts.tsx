// The dashboard's charts (recharts). Every bar and point opens the call log filtered to it: the
// figures come from the daily summaries, the log from the calls, and the filters link the two.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { formatDurationSeconds, type CounterTree, type SummaryPoint } from '@parley/domain';
import type { ReactNode } from 'react';
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
  MSG_CHART_POINT_HINT,
  SERIES_AVERAGE,
  SERIES_P90,
} from '../strings';
import { pointFilters, rangeFilters, reasonTotals, splitSeries } from '../utils/dashboard';

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

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
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
}: {
  id: string;
  title: string;
  series: readonly SummaryPoint[];
  split: 'byStatus' | 'bySentiment';
  scope: CallScope;
  open: Open;
}) {
  const { keys, rows } = splitSeries(series, split);
  return (
    <ChartCard id={id} title={title}>
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
              if (day)
                open(
                  pointFilters(
                    day,
                    scope,
                    split === 'byStatus' ? { status: key as never } : { sentiment: key as never },
                  ),
                );
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
  open: Open;
}

export function DashboardCharts({ series, counters, range, scope, open }: DashboardChartsProps) {
  const theme = useTheme();
  const durations = series.map((point) => ({
    day: point.day,
    average: Math.round(point.averageDurationSeconds),
    p90: point.p90DurationSeconds,
  }));
  const reasons = reasonTotals(counters);
  return (
    <>
      <SplitChart
        id="chart-outcomes"
        title={CHART_OUTCOMES}
        series={series}
        split="byStatus"
        scope={scope}
        open={open}
      />
      <ChartCard id="chart-duration" title={CHART_DURATION}>
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
      <SplitChart
        id="chart-sentiment"
        title={CHART_SENTIMENT}
        series={series}
        split="bySentiment"
        scope={scope}
        open={open}
      />
      <ChartCard id="chart-reasons" title={CHART_REASONS}>
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
              if (reason) open(rangeFilters(range, { reason: reason as never }));
            }}
          />
        </BarChart>
      </ChartCard>
    </>
  );
}
