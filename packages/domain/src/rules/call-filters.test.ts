import { describe, expect, it } from 'vitest';
import { callFiltersSchema } from '../api/calls';
import { dayFilters, filtersToQuery, filtersToSearchParams } from './call-filters';

describe('filtersToQuery', () => {
  it('maps every filter to an equality on its field, the date range to createdAt, newest first', () => {
    const filters = callFiltersSchema.parse({
      agentId: 'a1',
      from: 1000,
      to: 2000,
      type: 'inboundPhoneCall',
      status: 'completed',
      sentiment: 'Negative',
      reason: 'Complaint',
      number: '+15550001',
      campaignId: 'camp-1',
      agentVersion: 2,
      abArm: 'A',
      duration: '30-60',
      verdict: 'failure',
    });
    expect(filtersToQuery(filters)).toEqual({
      where: [
        ['agentId', '==', 'a1'],
        ['type', '==', 'inboundPhoneCall'],
        ['status', '==', 'completed'],
        ['sentiment', '==', 'Negative'],
        ['reason', '==', 'Complaint'],
        ['number', '==', '+15550001'],
        ['campaignId', '==', 'camp-1'],
        ['agentVersion', '==', 2],
        ['abArm', '==', 'A'],
        ['durationBucket', '==', '30-60'],
        ['analysis.verdict', '==', 'failure'],
        ['createdAt', '>=', 1000],
        ['createdAt', '<', 2000],
      ],
      orderBy: [['createdAt', 'desc']],
    });
  });

  it('sorts by duration with createdAt as the tie-break', () => {
    const filters = callFiltersSchema.parse({ orgId: 'o1', sort: 'durationSeconds', direction: 'asc' });
    expect(filtersToQuery(filters)).toEqual({
      where: [['orgId', '==', 'o1']],
      orderBy: [
        ['durationSeconds', 'asc'],
        ['createdAt', 'asc'],
      ],
    });
  });

  it('refuses a scope that is not exactly one of agent and organisation, and a date range with another sort', () => {
    expect(callFiltersSchema.safeParse({}).success).toBe(false);
    expect(callFiltersSchema.safeParse({ agentId: 'a', orgId: 'o' }).success).toBe(false);
    expect(callFiltersSchema.safeParse({ agentId: 'a', from: 1, sort: 'costCents' }).success).toBe(false);
  });

  it('round-trips through URL search parameters', () => {
    const filters = callFiltersSchema.parse({
      agentId: 'a1',
      sentiment: 'Positive',
      agentVersion: 3,
      from: 5,
    });
    const params = Object.fromEntries(filtersToSearchParams(filters));
    expect(callFiltersSchema.parse(params)).toEqual(filters);
  });

  it('opens a dashboard point as the calls of its day and split', () => {
    const params = filtersToSearchParams(
      dayFilters('2026-11-20', { agentId: 'a1' }, { sentiment: 'Negative' }),
    );
    const plan = filtersToQuery(callFiltersSchema.parse(Object.fromEntries(params)));
    expect(plan.where).toEqual([
      ['agentId', '==', 'a1'],
      ['sentiment', '==', 'Negative'],
      ['createdAt', '>=', Date.UTC(2026, 10, 20)],
      ['createdAt', '<', Date.UTC(2026, 10, 21)],
    ]);
  });
});
