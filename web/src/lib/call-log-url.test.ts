import { dayFilters, filtersToQuery } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { callFiltersFromSearch, callLogSearch, type CallScope } from './call-log-url';

const fromSearch = (search: string, scope: CallScope = { agentId: 'agent-1' }) =>
  callFiltersFromSearch(new URLSearchParams(search), scope);

describe('callLogSearch', () => {
  it('writes the filters but leaves out the scope and the default sort', () => {
    expect(
      callLogSearch({
        sentiment: 'Negative',
        reason: 'Transfer Request',
        sort: 'createdAt',
        direction: 'desc',
      }),
    ).toBe('?sentiment=Negative&reason=Transfer+Request');
    expect(callLogSearch({})).toBe('');
    expect(callLogSearch({ ...{ agentId: 'a' }, status: 'failed' } as never)).toBe('?status=failed');
  });

  it('keeps a non-default sort', () => {
    expect(callLogSearch({ sort: 'costCents', direction: 'asc' })).toBe('?sort=costCents&direction=asc');
  });
});

describe('callFiltersFromSearch', () => {
  it('round-trips every filter through the URL', () => {
    const filters = {
      from: 1_700_000_000_000,
      to: 1_700_086_400_000,
      type: 'inboundPhoneCall',
      status: 'completed',
      sentiment: 'Positive',
      reason: 'Billing',
      number: '+14155550100',
      campaignId: 'camp-1',
      agentVersion: 3,
      abArm: 'B',
      duration: '30-60',
    } as const;
    expect(fromSearch(callLogSearch(filters))).toEqual({
      agentId: 'agent-1',
      ...filters,
      sort: 'createdAt',
      direction: 'desc',
    });
  });

  it('takes the scope from the page, never from the URL', () => {
    expect(fromSearch('?agentId=other&orgId=other', { orgId: 'org-1' })).toEqual({
      orgId: 'org-1',
      sort: 'createdAt',
      direction: 'desc',
    });
  });

  it('drops only the filter whose value is invalid', () => {
    expect(fromSearch('?sentiment=Angry&reason=Billing&agentVersion=x')).toEqual({
      agentId: 'agent-1',
      reason: 'Billing',
      sort: 'createdAt',
      direction: 'desc',
    });
  });

  it('drops a duration or cost sort when a date range is set, which the query cannot combine', () => {
    expect(fromSearch('?from=1000&sort=durationSeconds&direction=asc')).toMatchObject({
      from: 1000,
      sort: 'createdAt',
      direction: 'asc',
    });
    expect(fromSearch('?sort=durationSeconds')).toMatchObject({ sort: 'durationSeconds' });
  });

  it('opens a dashboard point as the query for its day and split', () => {
    const link = callLogSearch(dayFilters('2026-11-20', { agentId: 'agent-1' }, { sentiment: 'Negative' }));
    expect(filtersToQuery(fromSearch(link))).toEqual({
      where: [
        ['agentId', '==', 'agent-1'],
        ['sentiment', '==', 'Negative'],
        ['createdAt', '>=', Date.parse('2026-11-20T00:00:00Z')],
        ['createdAt', '<', Date.parse('2026-11-21T00:00:00Z')],
      ],
      orderBy: [['createdAt', 'desc']],
    });
  });
});
