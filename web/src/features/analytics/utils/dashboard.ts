// The dashboard's figures, computed from the merged daily summaries only (mergeDailySummaries in the
// domain), and the call-log filters behind each of them, so every point opens exactly its calls.
import {
  CALL_STATUSES,
  SENTIMENTS,
  SUMMARY_BREAKDOWNS,
  callVersionLabel,
  counterAt,
  counterBranch,
  dayFilters,
  percentOf,
  summaryPoint,
  utcDay,
  type CallFilters,
  type CounterTree,
  type SummaryPoint,
} from '@parley/domain';
import type { CallLogFilters, CallScope } from '../../../lib/call-log-url';
import type { DayRange } from '../api/use-call-summaries';

const DAY_MS = 86_400_000;

/** The last `days` UTC days up to `now`'s day. */
export function lastDays(days: number, now: number): DayRange {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

type Narrow = Partial<Omit<CallFilters, 'agentId' | 'orgId' | 'from' | 'to'>>;

/** The log's filters (without the scope) for one day of a series, narrowed to a split. */
export function pointFilters(day: string, scope: CallScope, narrow: Narrow = {}): CallLogFilters {
  const { agentId: _agent, orgId: _org, ...filters } = dayFilters(day, scope, narrow);
  return filters;
}

/** The log's filters for a whole range (a total, a reason, a breakdown row). */
export function rangeFilters(range: DayRange, narrow: Narrow = {}): CallLogFilters {
  return {
    ...narrow,
    from: Date.parse(`${range.from}T00:00:00Z`),
    to: Date.parse(`${range.to}T00:00:00Z`) + DAY_MS,
  };
}

/** Keys of a counter branch that have counts, in a fixed order first (statuses, sentiments), then the rest. */
export function presentKeys(trees: readonly CounterTree[], order: readonly string[] = []): string[] {
  const seen = new Set<string>();
  for (const tree of trees) for (const [key, value] of Object.entries(tree)) if (value !== 0) seen.add(key);
  return [...order.filter((key) => seen.has(key)), ...[...seen].filter((key) => !order.includes(key)).sort()];
}

/** One chart row per day: the day and a count per key of a split (byStatus, bySentiment). */
export function splitSeries(series: readonly SummaryPoint[], split: 'byStatus' | 'bySentiment') {
  const order = split === 'byStatus' ? CALL_STATUSES : SENTIMENTS;
  const keys = presentKeys(
    series.map((point) => point[split]),
    order,
  );
  const rows = series.map((point) => ({
    day: point.day,
    ...Object.fromEntries(keys.map((key) => [key, counterAt(point[split], key)])),
  }));
  return { keys, rows };
}

export interface Kpis {
  calls: number;
  completionRate: number;
  transferRate: number;
  averageDurationSeconds: number;
  p90DurationSeconds: number;
  costCents: number;
  credits: number;
}

export function kpis(total: SummaryPoint): Kpis {
  return {
    calls: total.calls,
    completionRate: percentOf(total.completions, total.calls),
    transferRate: percentOf(total.transfers, total.calls),
    averageDurationSeconds: total.averageDurationSeconds,
    p90DurationSeconds: total.p90DurationSeconds,
    costCents: total.costCents,
    credits: total.credits,
  };
}

/** The range's calls by reason, most frequent first. */
export function reasonTotals(counters: CounterTree): { reason: string; calls: number }[] {
  return Object.entries(counterBranch(counters, 'byReason'))
    .map(([reason, calls]) => ({ reason, calls: typeof calls === 'number' ? calls : 0 }))
    .filter((row) => row.calls > 0)
    .sort((a, b) => b.calls - a.calls || a.reason.localeCompare(b.reason));
}

export type Breakdown = (typeof SUMMARY_BREAKDOWNS)[number];

export interface BreakdownRow {
  key: string;
  /** The key as the user knows it: a version as the agent shows it ('v0.6'), other keys as they are. */
  label: string;
  calls: number;
  completionRate: number;
  transferRate: number;
  averageDurationSeconds: number;
  costCents: number;
  sentiment: { positive: number; negative: number; neutral: number };
  /** The log's narrowing for this row; null when the log has no such filter (voice). */
  narrow: Narrow | null;
}

/** The log filter behind a breakdown key: a version 'v3' is agentVersion 3, an arm, a campaign, a number. */
function breakdownNarrow(breakdown: Breakdown, key: string): Narrow | null {
  switch (breakdown) {
    case 'byVersion': {
      const version = Number(key.replace(/^v/, ''));
      return Number.isInteger(version) && version > 0 ? { agentVersion: version } : null;
    }
    case 'byArm':
      return key === 'A' || key === 'B' ? { abArm: key } : null;
    case 'byCampaign':
      return { campaignId: key };
    case 'byNumber':
      return { number: key };
    case 'byVoice':
      return null;
  }
}

/** A version key 'v6' (the stored count) reads as the agent shows its versions: v0.6. */
function breakdownLabel(breakdown: Breakdown, key: string): string {
  const narrow = breakdown === 'byVersion' ? breakdownNarrow(breakdown, key) : null;
  return narrow?.agentVersion === undefined ? key : callVersionLabel(narrow.agentVersion);
}

/** A breakdown's rows (per version, arm, campaign, number or voice), most calls first. */
export function breakdownRows(counters: CounterTree, breakdown: Breakdown): BreakdownRow[] {
  return Object.entries(counterBranch(counters, breakdown))
    .flatMap(([key, value]): BreakdownRow[] => {
      if (typeof value !== 'object') return [];
      const summary = summaryPoint(key, value);
      const { calls, completionRate, transferRate, averageDurationSeconds, costCents } = kpis(summary);
      const sentiment = summary.bySentiment;
      return [
        {
          key,
          label: breakdownLabel(breakdown, key),
          calls,
          completionRate,
          transferRate,
          averageDurationSeconds,
          costCents,
          sentiment: {
            positive: counterAt(sentiment, 'Positive'),
            negative: counterAt(sentiment, 'Negative'),
            neutral: counterAt(sentiment, 'Neutral') + counterAt(sentiment, 'Unsure'),
          },
          narrow: breakdownNarrow(breakdown, key),
        },
      ];
    })
    .filter((row) => row.calls > 0)
    .sort((a, b) => b.calls - a.calls || a.key.localeCompare(b.key));
}
