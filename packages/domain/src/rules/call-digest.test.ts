import { describe, expect, it } from 'vitest';
import { dueDigestPeriod } from './call-digest';

const at = (iso: string) => Date.parse(iso);

describe('dueDigestPeriod', () => {
  it('sends the daily digest for the previous UTC day, whatever the hour', () => {
    expect(dueDigestPeriod('Daily', at('2026-11-25T00:05:00Z'))).toEqual({
      frequency: 'Daily',
      from: '2026-11-24',
      to: '2026-11-24',
      key: 'daily_2026-11-24',
    });
    expect(dueDigestPeriod('Daily', at('2026-11-25T23:59:00Z'))?.key).toBe('daily_2026-11-24');
  });

  it('sends the weekly digest on Mondays for Monday to Sunday before', () => {
    expect(dueDigestPeriod('Weekly', at('2026-11-23T06:00:00Z'))).toEqual({
      frequency: 'Weekly',
      from: '2026-11-16',
      to: '2026-11-22',
      key: 'weekly_2026-11-16',
    });
    expect(dueDigestPeriod('Weekly', at('2026-11-24T06:00:00Z'))).toBeNull();
  });

  it('sends the monthly digest on the 1st for the previous calendar month, across a year', () => {
    expect(dueDigestPeriod('Monthly', at('2027-01-01T06:00:00Z'))).toEqual({
      frequency: 'Monthly',
      from: '2026-12-01',
      to: '2026-12-31',
      key: 'monthly_2026-12',
    });
    expect(dueDigestPeriod('Monthly', at('2026-03-01T06:00:00Z'))?.to).toBe('2026-02-28');
    expect(dueDigestPeriod('Monthly', at('2026-11-02T06:00:00Z'))).toBeNull();
  });
});
