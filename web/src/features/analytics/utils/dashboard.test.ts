import {
  addCounters,
  callContribution,
  callRecordSchema,
  filtersToQuery,
  mergeDailySummaries,
  type CallRecord,
  type CounterTree,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { callFiltersFromSearch, callLogSearch } from '../../../lib/call-log-url';
import {
  breakdownRows,
  kpis,
  lastDays,
  pointFilters,
  rangeFilters,
  reasonTotals,
  splitSeries,
} from './dashboard';

const call = (overrides: Partial<CallRecord>): CallRecord =>
  callRecordSchema.parse({
    id: 'c',
    agentId: 'agent-1',
    orgId: 'org-1',
    type: 'inboundPhoneCall',
    status: 'completed',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    endedAt: new Date('2026-11-20T10:01:00Z'),
    ...overrides,
  });

/** A day's summary built exactly as the trigger builds it: the sum of its calls' contributions. */
const day = (calls: CallRecord[]): CounterTree =>
  calls.reduce<CounterTree>((tree, each) => addCounters(tree, callContribution(each, 10)), {});

const dashboard = mergeDailySummaries(
  [
    {
      day: '2026-11-19',
      counters: day([
        call({
          sentiment: 'Positive',
          reason: 'Billing',
          durationSeconds: 20,
          costCents: 4,
          agentVersion: 1,
          abArm: 'A',
        }),
        call({
          status: 'failed',
          sentiment: 'Negative',
          reason: 'Complaint',
          transferred: true,
          agentVersion: 2,
        }),
      ]),
    },
    {
      day: '2026-11-20',
      counters: day([
        call({
          sentiment: 'Negative',
          reason: 'Complaint',
          durationSeconds: 100,
          costCents: 10,
          agentVersion: 2,
          voiceId: 'v-1',
        }),
      ]),
    },
  ],
  { from: '2026-11-18', to: '2026-11-20' },
);

describe('dashboard figures', () => {
  it('gives one row per day of the range, zero days included, split by outcome and sentiment', () => {
    expect(splitSeries(dashboard.series, 'byStatus')).toEqual({
      keys: ['completed', 'failed'],
      rows: [
        { day: '2026-11-18', completed: 0, failed: 0 },
        { day: '2026-11-19', completed: 1, failed: 1 },
        { day: '2026-11-20', completed: 1, failed: 0 },
      ],
    });
    expect(splitSeries(dashboard.series, 'bySentiment').keys).toEqual(['Positive', 'Negative']);
  });

  it('computes rates, durations and cost over the range', () => {
    expect(kpis(dashboard.total)).toEqual({
      calls: 3,
      completionRate: (100 * 2) / 3,
      transferRate: 100 / 3,
      averageDurationSeconds: 40,
      // The calls' own 90th percentile (of 0, 20 and 100 s), not the 60–120 s bucket's bound.
      p90DurationSeconds: 100,
      costCents: 14,
      credits: expect.any(Number) as number,
    });
    expect(reasonTotals(dashboard.counters)).toEqual([
      { reason: 'Complaint', calls: 2 },
      { reason: 'Billing', calls: 1 },
    ]);
  });

  it('breaks the range down per version with the log filter of each row (none for a voice)', () => {
    const versions = breakdownRows(dashboard.counters, 'byVersion');
    expect(versions.map((row) => [row.key, row.label, row.calls, row.narrow])).toEqual([
      ['v2', 'v0.2', 2, { agentVersion: 2 }],
      ['v1', 'v0.1', 1, { agentVersion: 1 }],
    ]);
    expect(versions[0]?.sentiment).toEqual({ positive: 0, negative: 2, neutral: 0 });
    expect(breakdownRows(dashboard.counters, 'byArm').map((row) => row.narrow)).toEqual([{ abArm: 'A' }]);
    expect(breakdownRows(dashboard.counters, 'byVoice').map((row) => row.narrow)).toEqual([null]);
  });

  it('opens a point as the query of its calls: that day and that split, in the page scope', () => {
    const scope = { agentId: 'agent-1' };
    const link = callLogSearch(pointFilters('2026-11-19', scope, { status: 'failed' }));
    expect(filtersToQuery(callFiltersFromSearch(new URLSearchParams(link), scope)).where).toEqual([
      ['agentId', '==', 'agent-1'],
      ['status', '==', 'failed'],
      ['createdAt', '>=', Date.parse('2026-11-19T00:00:00Z')],
      ['createdAt', '<', Date.parse('2026-11-20T00:00:00Z')],
    ]);
    expect(rangeFilters({ from: '2026-11-18', to: '2026-11-20' }, { reason: 'Complaint' })).toEqual({
      reason: 'Complaint',
      from: Date.parse('2026-11-18T00:00:00Z'),
      to: Date.parse('2026-11-21T00:00:00Z'),
    });
  });

  it('ends a range on the current UTC day', () => {
    expect(lastDays(7, Date.parse('2026-11-20T23:30:00Z'))).toEqual({ from: '2026-11-14', to: '2026-11-20' });
  });
});
