import { describe, expect, it } from 'vitest';
import { campaignScheduleSchema, type CampaignSchedule } from '../schemas/campaign';
import {
  formatInTimeZone,
  isValidTimeZone,
  isWithinCallingWindow,
  nextCallingWindowStart,
} from './campaign-window';

const at = (iso: string) => Date.parse(iso);
const schedule = (change: Partial<CampaignSchedule>): CampaignSchedule =>
  campaignScheduleSchema.parse(change);
const WEEKDAYS = [1, 2, 3, 4, 5];
const NEW_YORK = schedule({ timezone: 'America/New_York', days: WEEKDAYS });

describe('the calling window', () => {
  it('holds calls placed outside a Mon–Fri 09:00–17:00 UTC window until the next morning', () => {
    const utc = schedule({ timezone: 'UTC', days: WEEKDAYS });
    // Tuesday 19:08 UTC: the evening the issue saw calls go out.
    expect(isWithinCallingWindow(utc, at('2026-03-10T19:08:00Z'))).toBe(false);
    expect(nextCallingWindowStart(utc, at('2026-03-10T19:08:00Z'))).toBe(at('2026-03-11T09:00:00Z'));
    expect(isWithinCallingWindow(utc, at('2026-03-11T09:00:00Z'))).toBe(true);
    expect(isWithinCallingWindow(utc, at('2026-03-11T16:59:59Z'))).toBe(true);
    expect(isWithinCallingWindow(utc, at('2026-03-11T17:00:00Z'))).toBe(false);
    // Friday evening waits for Monday.
    expect(nextCallingWindowStart(utc, at('2026-03-13T17:30:00Z'))).toBe(at('2026-03-16T09:00:00Z'));
  });

  it('follows New York across the spring-forward weekend (2026-03-08)', () => {
    // Friday 09:00 EST is 14:00 UTC; Monday 09:00 EDT is 13:00 UTC.
    expect(isWithinCallingWindow(NEW_YORK, at('2026-03-06T14:00:00Z'))).toBe(true);
    expect(isWithinCallingWindow(NEW_YORK, at('2026-03-06T13:59:00Z'))).toBe(false);
    expect(nextCallingWindowStart(NEW_YORK, at('2026-03-06T22:30:00Z'))).toBe(at('2026-03-09T13:00:00Z'));
    expect(isWithinCallingWindow(NEW_YORK, at('2026-03-09T12:59:00Z'))).toBe(false);
    expect(isWithinCallingWindow(NEW_YORK, at('2026-03-09T20:59:00Z'))).toBe(true);
    expect(isWithinCallingWindow(NEW_YORK, at('2026-03-09T21:00:00Z'))).toBe(false);
  });

  it('follows New York across the fall-back weekend (2026-11-01)', () => {
    // Friday 17:00 EDT is 21:00 UTC; Monday 09:00 EST is 14:00 UTC.
    expect(isWithinCallingWindow(NEW_YORK, at('2026-10-30T20:59:00Z'))).toBe(true);
    expect(nextCallingWindowStart(NEW_YORK, at('2026-10-30T21:00:00Z'))).toBe(at('2026-11-02T14:00:00Z'));
    expect(isWithinCallingWindow(NEW_YORK, at('2026-11-02T13:30:00Z'))).toBe(false);
    expect(isWithinCallingWindow(NEW_YORK, at('2026-11-02T21:59:00Z'))).toBe(true);
  });

  it('opens a window that starts in the skipped hour when the clocks jump past it', () => {
    const sundayNight = schedule({
      timezone: 'America/New_York',
      days: [0],
      windowStart: '02:30',
      windowEnd: '04:00',
    });
    // 02:30 never happens on 2026-03-08: the window opens at 03:30 EDT (07:30 UTC).
    expect(nextCallingWindowStart(sundayNight, at('2026-03-08T05:00:00Z'))).toBe(at('2026-03-08T07:30:00Z'));
    expect(isWithinCallingWindow(sundayNight, at('2026-03-08T07:45:00Z'))).toBe(true);
    expect(isWithinCallingWindow(sundayNight, at('2026-03-08T08:00:00Z'))).toBe(false);
  });

  it('opens a window that starts in the repeated hour at its first occurrence', () => {
    const sundayNight = schedule({
      timezone: 'America/New_York',
      days: [0],
      windowStart: '01:30',
      windowEnd: '03:00',
    });
    // 01:30 happens twice on 2026-11-01: first at 05:30 UTC (EDT); the window lasts to 03:00 EST.
    expect(nextCallingWindowStart(sundayNight, at('2026-11-01T05:00:00Z'))).toBe(at('2026-11-01T05:30:00Z'));
    expect(isWithinCallingWindow(sundayNight, at('2026-11-01T06:45:00Z'))).toBe(true);
    expect(isWithinCallingWindow(sundayNight, at('2026-11-01T08:00:00Z'))).toBe(false);
  });

  it('runs a window whose end is not after its start past midnight', () => {
    const fridayNight = schedule({ timezone: 'UTC', days: [5], windowStart: '22:00', windowEnd: '06:00' });
    expect(isWithinCallingWindow(fridayNight, at('2026-03-13T23:00:00Z'))).toBe(true);
    expect(isWithinCallingWindow(fridayNight, at('2026-03-14T05:59:00Z'))).toBe(true);
    expect(nextCallingWindowStart(fridayNight, at('2026-03-14T06:00:00Z'))).toBe(at('2026-03-20T22:00:00Z'));
  });

  it('waits for a future start date, allows anything without a schedule, and never opens without days', () => {
    const later = schedule({ timezone: 'UTC', days: WEEKDAYS, startAt: at('2026-03-12T12:00:00Z') });
    expect(nextCallingWindowStart(later, at('2026-03-10T10:00:00Z'))).toBe(at('2026-03-12T12:00:00Z'));
    expect(nextCallingWindowStart(null, 42)).toBe(42);
    expect(isWithinCallingWindow(null, 42)).toBe(true);
    expect(nextCallingWindowStart(schedule({ days: [] }), at('2026-03-10T10:00:00Z'))).toBeNull();
  });

  it('accepts IANA timezones only, and shows a time in the campaign’s zone', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(campaignScheduleSchema.safeParse({ timezone: 'Mars/Olympus_Mons' }).success).toBe(false);
    expect(campaignScheduleSchema.safeParse({ windowStart: '25:00' }).success).toBe(false);
    expect(formatInTimeZone(at('2026-03-09T13:00:00Z'), 'America/New_York')).toBe('Mon, Mar 9, 09:00 EDT');
  });
});
