import { describe, expect, it } from 'vitest';
import { campaignScheduleSchema, type CampaignSchedule } from '../schemas/campaign';
import { outboundPolicySchema, type OutboundPolicy } from '../schemas/outbound-policy';
import { decidePreDial, legalCallingHours, type PreDialInput } from './pre-dial';

const at = (iso: string) => Date.parse(iso);
const schedule = (change: Partial<CampaignSchedule>): CampaignSchedule =>
  campaignScheduleSchema.parse(change);
const policy = (change: Partial<OutboundPolicy> = {}): OutboundPolicy => outboundPolicySchema.parse(change);

function decide(phoneNumber: string, now: string, change: Partial<PreDialInput> = {}) {
  return decidePreDial({
    now: at(now),
    phoneNumber,
    schedule: null,
    policy: policy(),
    onDoNotCallList: false,
    consent: null,
    attempts: [],
    ...change,
  });
}

/** 08:00 local (the federal opening) as UTC, per zone, on the four weekdays around both 2026 DST changes. */
const OPENINGS = [
  // number, zone the opening is read in, Fri 03-06 (standard), Mon 03-09 (summer), Fri 10-30 (summer), Mon 11-02 (standard)
  ['+1 212 555 0100', 'Eastern', ['13:00', '12:00', '12:00', '13:00']],
  ['+1 312 555 0100', 'Central', ['14:00', '13:00', '13:00', '14:00']],
  ['+1 303 555 0100', 'Mountain', ['15:00', '14:00', '14:00', '15:00']],
  ['+1 602 555 0100', 'Arizona (no DST)', ['15:00', '15:00', '15:00', '15:00']],
  ['+1 213 555 0100', 'Pacific', ['16:00', '15:00', '15:00', '16:00']],
  ['+1 808 555 0100', 'Hawaii (no DST)', ['18:00', '18:00', '18:00', '18:00']],
  // 907 spans Adak, Anchorage, Juneau and (in libphonenumber's map) Honolulu: the latest opening wins.
  ['+1 907 555 0100', 'Alaska, most restrictive', ['18:00', '18:00', '18:00', '18:00']],
] as const;
const DAYS = ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02'] as const;

describe('the pre-dial decision: callee-local hours', () => {
  it.each(OPENINGS)(
    '%s (%s) opens at 08:00 local on both sides of both DST changes',
    (number, _zone, utc) => {
      DAYS.forEach((day, index) => {
        const opening = at(`${day}T${utc[index] ?? ''}:00Z`);
        const before = new Date(opening - 60_000).toISOString();
        expect(decide(number, new Date(opening).toISOString()).action).toBe('dial');
        const waiting = decide(number, before);
        expect(waiting).toMatchObject({ action: 'later', code: 'outside-hours', retryAt: opening });
      });
    },
  );

  it('says why in words a person reads, with the callee’s time and zone', () => {
    // Monday 2026-03-09 21:14 CDT.
    expect(decide('+13125550100', '2026-03-10T02:14:00Z').reason).toBe(
      'skipped for now: 21:14 in America/Chicago, outside 08:00–21:00',
    );
    expect(decide('+13125550100', '2026-03-09T15:05:00Z').reason).toBe('dialled: 10:05 in America/Chicago');
  });

  it('waits over the spring-forward and fall-back nights to 08:00 of the new local time', () => {
    // Saturday 22:00 CST → Sunday 08:00 CDT (13:00 UTC); Saturday 22:00 CDT → Sunday 08:00 CST (14:00 UTC).
    expect(decide('+13125550100', '2026-03-08T04:00:00Z').retryAt).toBe(at('2026-03-08T13:00:00Z'));
    expect(decide('+13125550100', '2026-11-01T03:00:00Z').retryAt).toBe(at('2026-11-01T14:00:00Z'));
  });

  it('takes the most restrictive zone of an area code that spans two', () => {
    // 270 (Kentucky) is Eastern and Central. 08:30 EDT is 07:30 CDT: not yet.
    const early = decide('+12705550100', '2026-03-09T12:30:00Z');
    expect(early).toMatchObject({ action: 'later', retryAt: at('2026-03-09T13:00:00Z') });
    expect(early.reason).toBe('skipped for now: 07:30 in America/Chicago, outside 08:00–21:00');
    expect(early.timeZones).toEqual(['America/Chicago', 'America/New_York']);
    // 21:00 EDT is 20:00 CDT: too late already in the East.
    expect(decide('+12705550100', '2026-03-10T00:30:00Z').action).toBe('dial');
    expect(decide('+12705550100', '2026-03-10T01:00:00Z').reason).toBe(
      'skipped for now: 21:00 in America/New_York, outside 08:00–21:00',
    );
  });

  it('keeps to the Canadian telemarketing hours (weekends 10:00–18:00, weekdays to 21:30)', () => {
    // Saturday 2026-03-07 09:30 EST in Toronto.
    const saturday = decide('+14165550100', '2026-03-07T14:30:00Z');
    expect(saturday).toMatchObject({ action: 'later', retryAt: at('2026-03-07T15:00:00Z') });
    expect(saturday.reason).toBe('skipped for now: 09:30 in America/Toronto, outside 10:00–18:00 (Canada)');
    // Monday 21:15 EDT: inside the weekday hours.
    expect(decide('+14165550100', '2026-03-10T01:15:00Z').action).toBe('dial');
    // Saskatchewan keeps CST all year: 09:00 Monday is 15:00 UTC on both sides of the change.
    expect(decide('+13065550100', '2026-03-09T14:59:00Z').retryAt).toBe(at('2026-03-09T15:00:00Z'));
    expect(decide('+13065550100', '2026-03-06T14:59:00Z').retryAt).toBe(at('2026-03-06T15:00:00Z'));
  });

  it('reads a number outside the NANP, or without a geographic area code, in the campaign’s zone', () => {
    const london = schedule({ timezone: 'Europe/London', days: [0, 1, 2, 3, 4, 5, 6], windowStart: '09:00' });
    expect(decide('+44 20 7946 0000', '2026-03-09T08:30:00Z', { schedule: london })).toMatchObject({
      action: 'later',
      reason: 'skipped for now: 08:30 in Europe/London, outside 09:00–17:00',
      retryAt: at('2026-03-09T09:00:00Z'),
      timeZones: ['Europe/London'],
    });
    // British Summer Time starts 2026-03-29: 09:00 BST is 08:00 UTC.
    expect(decide('+44 20 7946 0000', '2026-03-30T08:00:00Z', { schedule: london }).action).toBe('dial');
    // Toll-free 800 has no zone; with no schedule the decision falls back to UTC and the default hours.
    expect(decide('+1 800 555 0100', '2026-03-09T07:00:00Z').reason).toBe(
      'skipped for now: 07:00 in UTC, outside 08:00–21:00',
    );
  });

  it('applies the stricter hours of a US state, naming it', () => {
    // Florida stops at 20:00.
    expect(decide('+13055550100', '2026-03-10T00:30:00Z').reason).toBe(
      'skipped for now: 20:30 in America/New_York, outside 08:00–20:00 (Florida)',
    );
    // Texas: Sundays from noon only (Sunday 2026-03-08 11:00 CDT).
    expect(decide('+15125550100', '2026-03-08T16:00:00Z')).toMatchObject({
      action: 'later',
      reason: 'skipped for now: 11:00 in America/Chicago, outside 12:00–21:00 (Texas)',
      retryAt: at('2026-03-08T17:00:00Z'),
    });
    // Rhode Island: nothing on Sundays; Monday 09:00 EDT.
    expect(decide('+14015550100', '2026-03-08T16:00:00Z')).toMatchObject({
      reason: 'skipped for now: 12:00 in America/New_York, no calling hours on Sunday (Rhode Island)',
      retryAt: at('2026-03-09T13:00:00Z'),
    });
    expect(legalCallingHours('+12125550100').label).toBe('US federal');
    expect(legalCallingHours('+447946000000').label).toBe('default');
  });

  it('reads the campaign’s and the organisation’s hours in the callee’s local time, all at once', () => {
    const office = schedule({ timezone: 'America/New_York', days: [1, 2, 3, 4, 5] });
    // 09:30 in New York is 06:30 in Los Angeles: the Los Angeles callee waits for 09:00 PDT.
    expect(decide('+12135550100', '2026-03-09T13:30:00Z', { schedule: office })).toMatchObject({
      action: 'later',
      reason: 'skipped for now: 06:30 in America/Los_Angeles, outside 09:00–17:00',
      retryAt: at('2026-03-09T16:00:00Z'),
    });
    const organisation = policy({
      hours: { days: [1, 2, 3, 4, 5], windowStart: '10:00', windowEnd: '16:00' },
    });
    expect(
      decide('+12135550100', '2026-03-09T16:30:00Z', { schedule: office, policy: organisation }).reason,
    ).toBe('skipped for now: 09:30 in America/Los_Angeles, outside 10:00–16:00');
    // A campaign window past midnight meets the law's hours in two pieces.
    const evenings = schedule({ days: [0, 1, 2, 3, 4, 5, 6], windowStart: '20:00', windowEnd: '10:00' });
    expect(decide('+12125550100', '2026-03-09T16:00:00Z', { schedule: evenings }).reason).toBe(
      'skipped for now: 12:00 in America/New_York, outside 08:00–10:00, 20:00–21:00',
    );
  });
});

describe('the pre-dial decision: lists, consent and caps', () => {
  const NOON_CHICAGO = '2026-03-09T17:00:00Z';

  it('never dials a number on the do-not-call list, whatever else holds', () => {
    expect(decide('+13125550100', NOON_CHICAGO, { onDoNotCallList: true })).toMatchObject({
      action: 'skip',
      code: 'do-not-call',
      reason: 'skipped: on the do-not-call list',
    });
  });

  it('skips a contact without a consent record when the organisation requires one', () => {
    const strict = policy({ requireConsent: true });
    expect(decide('+13125550100', NOON_CHICAGO, { policy: strict })).toMatchObject({
      action: 'skip',
      reason: 'skipped: no consent record (source and time)',
    });
    const consent = { source: 'web form', at: at('2026-01-05T10:00:00Z') };
    expect(decide('+13125550100', NOON_CHICAGO, { policy: strict, consent }).action).toBe('dial');
    expect(decide('+13125550100', NOON_CHICAGO).action).toBe('dial');
  });

  it('caps the attempts per contact in total and per day of the callee’s calendar', () => {
    const three = [at('2026-03-05T17:00:00Z'), at('2026-03-06T17:00:00Z'), at('2026-03-07T17:00:00Z')];
    expect(decide('+13125550100', NOON_CHICAGO, { attempts: three })).toMatchObject({
      action: 'skip',
      reason: 'skipped: 3 of 3 attempts made',
    });
    // Called at 09:00 Chicago today: tomorrow, from local midnight (05:00 UTC in CDT).
    const today = decide('+13125550100', NOON_CHICAGO, { attempts: [at('2026-03-09T14:00:00Z')] });
    expect(today).toMatchObject({
      action: 'later',
      reason: 'skipped for now: 1 of 1 attempts today',
      retryAt: at('2026-03-10T05:00:00Z'),
    });
    // 23:30 in Los Angeles on Sunday is Monday in UTC, but another day for the callee.
    const losAngeles = decide('+12135550100', '2026-03-09T16:30:00Z', {
      attempts: [at('2026-03-09T06:30:00Z')],
    });
    expect(losAngeles.action).toBe('dial');
  });

  it('waits for the campaign’s start date, and for ever without a calling day', () => {
    const later = schedule({ timezone: 'America/Chicago', startAt: at('2026-03-12T15:00:00Z') });
    expect(decide('+13125550100', NOON_CHICAGO, { schedule: later })).toMatchObject({
      action: 'later',
      reason: 'skipped for now: the campaign starts 2026-03-12 10:00 America/Chicago',
      retryAt: at('2026-03-12T15:00:00Z'),
    });
    expect(decide('+13125550100', NOON_CHICAGO, { schedule: schedule({ days: [] }) })).toMatchObject({
      action: 'later',
      code: 'no-calling-day',
      retryAt: null,
    });
  });

  it('waits for tomorrow when every pool number has reached its daily cap', () => {
    const capped = policy({ maxCallsPerNumberPerDay: 5 });
    const office = schedule({ timezone: 'America/Chicago', days: [1, 2, 3, 4, 5] });
    expect(
      decide('+13125550100', NOON_CHICAGO, { policy: capped, schedule: office, poolCallsToday: [5, 5] }),
    ).toMatchObject({ action: 'later', code: 'pool-daily-cap', retryAt: at('2026-03-10T05:00:00Z') });
    expect(decide('+13125550100', NOON_CHICAGO, { policy: capped, poolCallsToday: [5, 4] }).action).toBe(
      'dial',
    );
    expect(decide('+13125550100', NOON_CHICAGO, { poolCallsToday: [500] }).action).toBe('dial');
  });
});
