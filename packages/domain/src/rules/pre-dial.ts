// The pre-dial decision: whether a campaign contact may be called now, one pure function the runner asks
// before every dial (and that the bench times). It checks, first refusal wins: the do-not-call list,
// consent, the attempt caps, the campaign's start, and the calling hours in the callee's local time —
// the law's (country, stricter US states), the organisation's and the campaign's, all at once in every
// zone the number may be in (an area code spanning zones takes the most restrictive) — and the pool's
// daily cap. docs/campaigns.md#the-pre-dial-decision.
import {
  COUNTRY_CALLING_HOURS,
  DEFAULT_CALLING_HOURS,
  STATE_CALLING_HOURS,
  type CallingHoursRule,
} from '../data/calling-hours-rules';
import {
  MSG_PRE_DIAL_DO_NOT_CALL,
  MSG_PRE_DIAL_NO_CALLING_DAY,
  MSG_PRE_DIAL_NO_CONSENT,
  MSG_PRE_DIAL_POOL_DAILY_CAP,
  PRE_DIAL_ACTION_LABELS,
  preDialAttemptsUsedMessage,
  preDialDailyAttemptsUsedMessage,
  preDialLocalTimeMessage,
  preDialNotStartedMessage,
  preDialOutsideHoursMessage,
  preDialReason,
} from '../messages';
import type { CampaignSchedule } from '../schemas/campaign';
import type { TimestampLike } from '../schemas/common';
import type { ContactConsent, LocalHours, OutboundPolicy } from '../schemas/outbound-policy';
import { lookupAreaCode, lookupTimeZones } from './area-codes';
import {
  intersectHours,
  isOpenAt,
  nextOpening,
  unionHours,
  weeklyHours,
  windowsOn,
  type WeeklyHours,
} from './local-hours';
import { DAY_MS, hhmm, instantOf, wallTime } from './wall-clock';

export type PreDialAction = 'dial' | 'skip' | 'later';

/** Why: a stable code for counts and filters, beside the reason a person reads. */
export type PreDialCode =
  | 'allowed'
  | 'do-not-call'
  | 'no-consent'
  | 'attempts-used'
  | 'daily-attempts-used'
  | 'not-started'
  | 'no-calling-day'
  | 'outside-hours'
  | 'pool-daily-cap';

export interface PreDialDecision {
  action: PreDialAction;
  code: PreDialCode;
  /** 'skipped for now: 21:14 in America/Chicago, outside 08:00–21:00'. */
  reason: string;
  /** For 'later': the earliest instant worth asking again (epoch ms); null when none is in sight. */
  retryAt: number | null;
  /** The zones the number's local time was read in (the campaign's when the number names none). */
  timeZones: readonly string[];
}

export interface PreDialInput {
  /** The instant of the decision (epoch ms). */
  now: number;
  /** The contact's number, as stored. */
  phoneNumber: string;
  /** The campaign's days and hours, read in the callee's local time; its timezone is the fallback zone. */
  schedule: CampaignSchedule | null;
  policy: OutboundPolicy;
  /** The number is on the organisation's do-not-call list. */
  onDoNotCallList: boolean;
  consent: ContactConsent | null;
  /** When the contact was dialled before (epoch ms). */
  attempts: readonly number[];
  /** Calls placed today from each enabled pool number; omitted when the pool has no daily cap. */
  poolCallsToday?: readonly number[];
}

function decision(
  action: PreDialAction,
  code: PreDialCode,
  detail: string,
  timeZones: readonly string[],
  retryAt: number | null = null,
): PreDialDecision {
  return { action, code, reason: preDialReason(PRE_DIAL_ACTION_LABELS[action], detail), retryAt, timeZones };
}

/** A stored start time as epoch ms (documents may hold any TimestampLike form). */
function millisOf(value: TimestampLike): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.seconds * 1000 + value.nanoseconds / 1e6;
}

/** The law's hours for a number: its US state's when stricter, else its country's, else the default. */
export function legalCallingHours(phoneNumber: string): CallingHoursRule {
  const entry = lookupAreaCode(phoneNumber);
  if (entry?.country === 'US' && entry.region !== null) {
    const state = STATE_CALLING_HOURS[entry.region];
    if (state) return state;
  }
  return (entry && COUNTRY_CALLING_HOURS[entry.country]) ?? DEFAULT_CALLING_HOURS;
}

const lawHours = new Map<CallingHoursRule, WeeklyHours>();

/** The weekly hours of a rule of the law (computed once per rule: the bench decides 100,000 contacts). */
function hoursOfRule(rule: CallingHoursRule): WeeklyHours {
  let hours = lawHours.get(rule);
  if (!hours) {
    hours = unionHours(
      rule.spans.map((span) =>
        weeklyHours({ days: span.days, windowStart: span.start, windowEnd: span.end }),
      ),
    );
    lawHours.set(rule, hours);
  }
  return hours;
}

/** The last hours combined per rule of the law: a campaign step decides many contacts on the same policy. */
const combined = new Map<
  CallingHoursRule,
  { organisation: LocalHours | null; campaign: LocalHours | null; hours: WeeklyHours }
>();

/** The law's, the organisation's and the campaign's hours, open only when all three are. */
function callingHours(
  law: CallingHoursRule,
  organisation: LocalHours | null,
  campaign: LocalHours | null,
): WeeklyHours {
  const last = combined.get(law);
  if (last && last.organisation === organisation && last.campaign === campaign) return last.hours;
  const hours = intersectHours([
    hoursOfRule(law),
    ...[organisation, campaign].filter((value): value is LocalHours => value != null).map(weeklyHours),
  ]);
  combined.set(law, { organisation, campaign, hours });
  return hours;
}

/** The next local midnight in `timeZone` after `now`. */
function nextMidnight(timeZone: string, now: number): number {
  const today = Math.floor(wallTime(timeZone, now) / DAY_MS) * DAY_MS;
  return instantOf(timeZone, today + DAY_MS);
}

/** Attempts made on the local calendar day of `now` in `timeZone`. */
function attemptsToday(attempts: readonly number[], timeZone: string, now: number): number {
  const today = Math.floor(wallTime(timeZone, now) / DAY_MS);
  return attempts.filter((at) => Math.floor(wallTime(timeZone, at) / DAY_MS) === today).length;
}

/** Decides whether the contact may be dialled now; see the file's header for the order of the checks. */
export function decidePreDial(input: PreDialInput): PreDialDecision {
  const { now, phoneNumber, schedule, policy } = input;
  const zones = lookupTimeZones(phoneNumber) ?? [schedule?.timezone ?? 'UTC'];
  if (input.onDoNotCallList) return decision('skip', 'do-not-call', MSG_PRE_DIAL_DO_NOT_CALL, zones);
  if (policy.requireConsent && !input.consent)
    return decision('skip', 'no-consent', MSG_PRE_DIAL_NO_CONSENT, zones);
  if (input.attempts.length >= policy.maxAttempts)
    return decision(
      'skip',
      'attempts-used',
      preDialAttemptsUsedMessage(input.attempts.length, policy.maxAttempts),
      zones,
    );
  if (schedule?.startAt != null && millisOf(schedule.startAt) > now) {
    const startAt = millisOf(schedule.startAt);
    const local = new Date(wallTime(schedule.timezone, startAt)).toISOString().slice(0, 16).replace('T', ' ');
    return decision(
      'later',
      'not-started',
      preDialNotStartedMessage(local, schedule.timezone),
      zones,
      startAt,
    );
  }
  if (schedule?.days.length === 0)
    return decision('later', 'no-calling-day', MSG_PRE_DIAL_NO_CALLING_DAY, zones);

  // The per-day cap on the callee's calendar; with several zones, the day that has seen the most calls.
  const today =
    input.attempts.length === 0
      ? 0
      : Math.max(...zones.map((zone) => attemptsToday(input.attempts, zone, now)));
  if (today >= policy.maxAttemptsPerDay) {
    const retryAt = Math.max(...zones.map((zone) => nextMidnight(zone, now)));
    return decision(
      'later',
      'daily-attempts-used',
      preDialDailyAttemptsUsedMessage(today, policy.maxAttemptsPerDay),
      zones,
      retryAt,
    );
  }

  const law = legalCallingHours(phoneNumber);
  const hours = callingHours(law, policy.hours, schedule);
  const closed = zones.find((zone) => !isOpenAt(hours, zone, now));
  if (closed !== undefined) {
    const local = wallTime(closed, now);
    const detail = preDialOutsideHoursMessage(
      hhmm((local % DAY_MS) / 60_000),
      closed,
      windowsOn(hours, new Date(local).getUTCDay()).map(([start, end]) => `${hhmm(start)}–${hhmm(end)}`),
      new Date(local).getUTCDay(),
      law === DEFAULT_CALLING_HOURS || law === COUNTRY_CALLING_HOURS.US ? null : law.label,
    );
    return decision('later', 'outside-hours', detail, zones, nextOpening(hours, zones, now));
  }

  const cap = policy.maxCallsPerNumberPerDay;
  if (cap !== null && input.poolCallsToday && !input.poolCallsToday.some((calls) => calls < cap)) {
    const zone = schedule?.timezone ?? 'UTC';
    return decision('later', 'pool-daily-cap', MSG_PRE_DIAL_POOL_DAILY_CAP, zones, nextMidnight(zone, now));
  }
  const first = zones[0] ?? 'UTC';
  return decision(
    'dial',
    'allowed',
    preDialLocalTimeMessage(hhmm((wallTime(first, now) % DAY_MS) / 60_000), first),
    zones,
  );
}
