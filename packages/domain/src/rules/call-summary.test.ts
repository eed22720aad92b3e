import { describe, expect, it } from 'vitest';
import { callRecordSchema, type CallRecord } from '../schemas/call-record';
import {
  addCounters,
  callContribution,
  counterBranch,
  callVersionKey,
  contributionDelta,
  countersOf,
  type CounterTree,
  durationBucket,
  mergeDailySummaries,
  p90DurationSeconds,
  p90FromHistogram,
  percentOf,
  progressPercent,
} from './call-summary';

const nonZero = (tree: CounterTree) =>
  countersOf(tree)
    .filter(([, amount]) => amount !== 0)
    .map((counter) => JSON.stringify(counter))
    .sort();

const call = (overrides: Partial<CallRecord>): CallRecord =>
  callRecordSchema.parse({
    id: 'c1',
    agentId: 'a1',
    type: 'inboundPhoneCall',
    status: 'completed',
    createdAt: 0,
    endedAt: 60_000,
    durationSeconds: 61,
    costCents: 9,
    sentiment: 'Positive',
    reason: 'Sales',
    voiceId: 'voice-1',
    agentVersion: 3,
    abArm: 'B',
    number: '+15550001',
    ...overrides,
  });

describe('callContribution', () => {
  it('counts the call in totals, histogram, mixes and every breakdown', () => {
    const tree = addCounters({}, callContribution(call({}), 2));
    expect(tree).toMatchObject({
      calls: 1,
      completions: 1,
      durationSeconds: 61,
      costCents: 9,
      credits: 4,
      byStatus: { completed: 1 },
      bySentiment: { Positive: 1 },
      byReason: { Sales: 1 },
      durationHistogram: { '60-120': 1 },
      byVoice: { 'voice-1': { calls: 1, costCents: 9, bySentiment: { Positive: 1 } } },
      byVersion: { v3: { calls: 1 } },
      byArm: { B: { calls: 1 } },
      byNumber: { '+15550001': { calls: 1 } },
    });
    expect(tree).not.toHaveProperty('byCampaign');
  });

  it('corrects a summary by the delta when the outcome changes', () => {
    const before = call({ status: 'in-progress', endedAt: null, durationSeconds: 0, costCents: 0 });
    const after = call({});
    let tree = addCounters({}, callContribution(before, 2));
    tree = addCounters(tree, contributionDelta(callContribution(before, 2), callContribution(after, 2)));
    expect(nonZero(tree)).toEqual(nonZero(addCounters({}, callContribution(after, 2))));
    expect(tree).toMatchObject({ calls: 1, byStatus: { 'in-progress': 0, completed: 1 } });
  });
});

describe('callVersionKey', () => {
  it('names a version v{n}, and none for a call without one', () => {
    expect(callVersionKey(3)).toBe('v3');
    expect(callVersionKey(null)).toBeNull();
  });
});

describe('histogram', () => {
  it('buckets durations and estimates p90 from the buckets', () => {
    expect(durationBucket(0)).toBe('0-10');
    expect(durationBucket(10)).toBe('10-30');
    expect(durationBucket(5000)).toBe('600+');
    expect(p90FromHistogram({})).toBe(0);
    expect(p90FromHistogram({ '0-10': 89, '60-120': 11 })).toBe(120);
    expect(p90FromHistogram({ '0-10': 90, '60-120': 10 })).toBe(10);
  });
});

describe('p90DurationSeconds', () => {
  const summaryOf = (durations: readonly number[]) =>
    addCounters(
      {},
      durations.flatMap((durationSeconds, index) =>
        callContribution(call({ id: `c${String(index)}`, durationSeconds }), 1),
      ),
    );

  it("is computed from the calls' own durations, not a bucket's bound", () => {
    // No call lasted more than 1:24: the histogram alone would say 2:00.
    const durations = [12, 25, 31, 40, 47, 52, 58, 63, 71, 84];
    const tree = summaryOf(durations);
    expect(p90FromHistogram(counterBranch(tree, 'durationHistogram'))).toBe(120);
    expect(p90DurationSeconds(tree)).toBe(71);
    const range = { from: '2026-11-01', to: '2026-11-01' };
    expect(mergeDailySummaries([{ day: range.from, counters: tree }], range).total).toMatchObject({
      p90DurationSeconds: 71,
    });
    expect(p90DurationSeconds(summaryOf([30]))).toBe(30);
    expect(p90DurationSeconds(summaryOf([...durations, 84]))).toBe(84);
    expect(p90DurationSeconds({})).toBe(0);
  });

  it('merges days exactly, and estimates only for calls counted without their seconds', () => {
    const merged = addCounters(summaryOf([10, 20, 30, 40, 50]), countersOf(summaryOf([60, 70, 80, 90, 100])));
    expect(p90DurationSeconds(merged)).toBe(90);
    const legacy = { calls: 10, durationHistogram: { '0-10': 9, '60-120': 1 } };
    expect(p90DurationSeconds(legacy)).toBe(10);
  });
});

describe('mergeDailySummaries', () => {
  it('gives one point per day, zeros for missing days, and the range total', () => {
    const day1 = addCounters({}, callContribution(call({}), 1));
    const day3 = addCounters({}, [
      ...callContribution(call({ id: 'c2', status: 'failed', durationSeconds: 5 }), 1),
      ...callContribution(call({ id: 'c3', durationSeconds: 30 }), 1),
    ]);
    const { series, total, counters } = mergeDailySummaries(
      [
        { day: '2026-11-01', counters: day1 },
        { day: '2026-11-03', counters: day3 },
        { day: '2026-12-01', counters: day1 },
      ],
      { from: '2026-11-01', to: '2026-11-03' },
    );
    expect(series.map((point) => [point.day, point.calls])).toEqual([
      ['2026-11-01', 1],
      ['2026-11-02', 0],
      ['2026-11-03', 2],
    ]);
    expect(total).toMatchObject({ calls: 3, completions: 2 });
    expect(total.averageDurationSeconds).toBeCloseTo((61 + 5 + 30) / 3);
    expect(total.byStatus).toEqual({ completed: 2, failed: 1 });
    expect(counters).toMatchObject({ byVersion: { v3: { calls: 3 } } });
  });
});

describe('percentOf and progressPercent', () => {
  it('gives the share in percent, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBeCloseTo(33.333, 3);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('rounds a progress bar to a whole percent and stops it at 100', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(7, 5)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
