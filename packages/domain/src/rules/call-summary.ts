// Daily call summaries (docs/calls.md): what one call adds to its agent's and organisation's day, the
// difference between two states of a call (the correction when its outcome changes), and the merge of
// many days into a dashboard series. Every counter is a whole number, so sums stay exact in any order.
import type { CallRecord } from '../schemas/call-record';
import { callUsageCredits } from './billing';

/** Upper bounds (seconds, exclusive) of the duration histogram; the last bucket is open. */
export const DURATION_BUCKET_BOUNDS = [10, 30, 60, 120, 300, 600] as const;
export const DURATION_BUCKET_LABELS = [
  '0-10',
  '10-30',
  '30-60',
  '60-120',
  '120-300',
  '300-600',
  '600+',
] as const;
export type DurationBucket = (typeof DURATION_BUCKET_LABELS)[number];

export function durationBucket(seconds: number): DurationBucket {
  const index = DURATION_BUCKET_BOUNDS.findIndex((bound) => seconds < bound);
  return DURATION_BUCKET_LABELS[index === -1 ? DURATION_BUCKET_LABELS.length - 1 : index] ?? '600+';
}

/** The UTC day of an instant, 'YYYY-MM-DD': the summary a call started on counts it. */
export const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

/** A nested tree of counters, as a summary document holds them. */
export interface CounterTree {
  [key: string]: number | CounterTree;
}

/** One counter's path in the tree and the amount. */
export type Counter = readonly [path: readonly string[], amount: number];

/** The per-dimension breakdowns a summary keeps (voice, version, A/B arm, campaign, number). */
export const SUMMARY_BREAKDOWNS = ['byVoice', 'byVersion', 'byArm', 'byCampaign', 'byNumber'] as const;

/** The version a call ran as the summaries and the call log name it ('v3'); null without one. */
export function callVersionKey(agentVersion: number | null): string | null {
  return agentVersion === null ? null : `v${String(agentVersion)}`;
}

function breakdownKeys(call: CallRecord): [string, string | null][] {
  return [
    ['byVoice', call.voiceId],
    ['byVersion', callVersionKey(call.agentVersion)],
    ['byArm', call.abArm],
    ['byCampaign', call.campaignId],
    ['byNumber', call.number || null],
  ];
}

/**
 * What one call contributes to its day's summary. Credits count once the call ended, as billing debits
 * them (billing/call-usage.ts) at `creditsPerMinute`.
 */
export function callContribution(call: CallRecord, creditsPerMinute: number): Counter[] {
  const credits = call.endedAt === null ? 0 : callUsageCredits(call.durationSeconds, creditsPerMinute);
  const completed = call.status === 'completed' ? 1 : 0;
  const transferred = call.transferred ? 1 : 0;
  const seconds = Math.round(call.durationSeconds);
  const metrics: Counter[] = [
    [['calls'], 1],
    [['completions'], completed],
    [['transfers'], transferred],
    [['durationSeconds'], seconds],
    [['costCents'], call.costCents],
    [['credits'], credits],
  ];
  const counters: Counter[] = [
    ...metrics,
    [['byStatus', call.status], 1],
    [['byType', call.type], 1],
    [['bySentiment', call.sentiment], 1],
    [['byReason', call.reason], 1],
    [['durationHistogram', durationBucket(call.durationSeconds)], 1],
    // Each call's whole seconds, so percentiles are the calls' own, not a bucket's bound.
    [[DURATION_BY_SECOND, String(seconds)], 1],
  ];
  for (const [breakdown, key] of breakdownKeys(call)) {
    if (key === null) continue;
    for (const [path, amount] of metrics) counters.push([[breakdown, key, ...path], amount]);
    counters.push([[breakdown, key, 'bySentiment', call.sentiment], 1]);
  }
  return counters.filter(([, amount]) => amount !== 0);
}

const pathKey = (path: readonly string[]): string => JSON.stringify(path);

/** new − old, counter by counter, zeros dropped: the increments that move a summary from one to the other. */
export function contributionDelta(before: readonly Counter[], after: readonly Counter[]): Counter[] {
  const totals = new Map<string, Counter>();
  const add = ([path, amount]: Counter, sign: number) => {
    const key = pathKey(path);
    totals.set(key, [path, (totals.get(key)?.[1] ?? 0) + sign * amount]);
  };
  for (const counter of before) add(counter, -1);
  for (const counter of after) add(counter, 1);
  return [...totals.values()].filter(([, amount]) => amount !== 0);
}

/** Adds counters into a tree (a copy): how a summary document changes, and how days are merged. */
export function addCounters(tree: CounterTree, counters: readonly Counter[]): CounterTree {
  const result = structuredClone(tree);
  for (const [path, amount] of counters) {
    let node = result;
    path.slice(0, -1).forEach((segment) => {
      const next = node[segment];
      if (typeof next !== 'object') node[segment] = {};
      node = node[segment] as CounterTree;
    });
    const leaf = path[path.length - 1] ?? '';
    const current = node[leaf];
    node[leaf] = (typeof current === 'number' ? current : 0) + amount;
  }
  return result;
}

/** Every counter of a tree, as paths and amounts. */
export function countersOf(tree: CounterTree, prefix: readonly string[] = []): Counter[] {
  return Object.entries(tree).flatMap(([key, value]): Counter[] =>
    typeof value === 'number' ? [[[...prefix, key], value]] : countersOf(value, [...prefix, key]),
  );
}

/** A counter of a tree: 0 when absent (or a branch). */
export const counterAt = (tree: CounterTree, key: string): number => {
  const value = tree[key];
  return typeof value === 'number' ? value : 0;
};

/** A branch of a tree: empty when absent (or a counter). */
export const counterBranch = (tree: CounterTree, key: string): CounterTree => {
  const value = tree[key];
  return typeof value === 'object' ? value : {};
};

/** `part` as a percentage of `whole` (a completion or transfer rate); 0 when `whole` is 0. */
export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (100 * part) / whole);

/** `percentOf` as a progress bar's value: a whole percent, at most 100 (counters may overshoot the goal). */
export const progressPercent = (part: number, whole: number): number =>
  Math.min(100, Math.round(percentOf(part, whole)));

/**
 * The 90th percentile duration estimated from the histogram: the upper bound of the bucket where the
 * running count reaches 90 % (the open last bucket answers its lower bound). 0 without calls.
 */
export function p90FromHistogram(histogram: CounterTree): number {
  const counts = DURATION_BUCKET_LABELS.map((label) => counterAt(histogram, label));
  const total = counts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return 0;
  let running = 0;
  for (const [index, value] of counts.entries()) {
    running += value;
    if (running >= 0.9 * total) return DURATION_BUCKET_BOUNDS[index] ?? DURATION_BUCKET_BOUNDS[5];
  }
  return DURATION_BUCKET_BOUNDS[5];
}

/** The counters of calls by their duration in whole seconds (a summary's exact duration distribution). */
export const DURATION_BY_SECOND = 'durationBySecond';

/**
 * The 90th percentile duration of the calls a counter tree covers (nearest rank: the smallest duration
 * at least 90 % of the calls do not exceed), from their durations in whole seconds. A tree with calls
 * counted before durations were kept per second (its per-second counts fall short of its calls) falls
 * back to the histogram's estimate. 0 without calls.
 */
export function p90DurationSeconds(counters: CounterTree): number {
  const bySecond = Object.entries(counterBranch(counters, DURATION_BY_SECOND))
    .flatMap(([second, count]) =>
      typeof count === 'number' && count > 0 ? [[Number(second), count] as const] : [],
    )
    .sort(([a], [b]) => a - b);
  const total = bySecond.reduce((sum, [, count]) => sum + count, 0);
  const calls = counterAt(counters, 'calls');
  if (total === 0 || total < calls) return p90FromHistogram(counterBranch(counters, 'durationHistogram'));
  const rank = Math.ceil(0.9 * total);
  let running = 0;
  for (const [second, count] of bySecond) {
    running += count;
    if (running >= rank) return second;
  }
  return bySecond.at(-1)?.[0] ?? 0;
}

/** A summary document's counters, as stored (t_call_summaries; the fields besides the counters). */
export interface DailySummary {
  day: string;
  counters: CounterTree;
}

/** One point of a dashboard series. */
export interface SummaryPoint {
  day: string;
  calls: number;
  completions: number;
  transfers: number;
  averageDurationSeconds: number;
  p90DurationSeconds: number;
  costCents: number;
  credits: number;
  byStatus: CounterTree;
  bySentiment: CounterTree;
  byReason: CounterTree;
}

/**
 * The figures of one counter tree: a day's, a range's total, or one breakdown row's (the dashboard's
 * breakdown tables read their rows with it too). `day` names what the tree covers.
 */
export function summaryPoint(day: string, counters: CounterTree): SummaryPoint {
  const calls = counterAt(counters, 'calls');
  return {
    day,
    calls,
    completions: counterAt(counters, 'completions'),
    transfers: counterAt(counters, 'transfers'),
    averageDurationSeconds: calls === 0 ? 0 : counterAt(counters, 'durationSeconds') / calls,
    p90DurationSeconds: p90DurationSeconds(counters),
    costCents: counterAt(counters, 'costCents'),
    credits: counterAt(counters, 'credits'),
    byStatus: counterBranch(counters, 'byStatus'),
    bySentiment: counterBranch(counters, 'bySentiment'),
    byReason: counterBranch(counters, 'byReason'),
  };
}

/** Every day from `from` to `to` inclusive ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(utcDay(at));
  }
  return days;
}

/**
 * Merges daily summary documents into a dashboard: one point per day of the range (a day without a
 * document is a zero point, so charts have no gaps), the range's total, and its counters (for the
 * per-voice, per-version, per-arm, per-campaign and per-number breakdowns).
 */
export function mergeDailySummaries(
  summaries: readonly DailySummary[],
  range: { from: string; to: string },
): { series: SummaryPoint[]; total: SummaryPoint; counters: CounterTree } {
  const byDay = new Map<string, CounterTree>();
  for (const summary of summaries) {
    byDay.set(summary.day, addCounters(byDay.get(summary.day) ?? {}, countersOf(summary.counters)));
  }
  const series = daysBetween(range.from, range.to).map((day) => summaryPoint(day, byDay.get(day) ?? {}));
  const counters = [...byDay.entries()]
    .filter(([day]) => day >= range.from && day <= range.to)
    .reduce<CounterTree>((sum, [, tree]) => addCounters(sum, countersOf(tree)), {});
  return { series, total: summaryPoint(`${range.from}..${range.to}`, counters), counters };
}
