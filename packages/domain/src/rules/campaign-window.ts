// A campaign's calling window: the days and hours calls may be placed, read in the campaign's own IANA
// timezone (not the callee's: see docs/campaigns.md), with `Intl` only. The runner asks whether the
// window is open before it claims a contact; the UI shows when it opens next.
import type { CampaignSchedule } from '../schemas/campaign';
import type { TimestampLike } from '../schemas/common';

const MINUTE_MS = 60_000;
/** Enough local days ahead to reach any calling day of the week, whatever today is. */
const DAYS_AHEAD = 8;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving the wall-clock fields of an instant in `timeZone` (cached: they are costly). */
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `timeZone` is an IANA zone this runtime knows ('UTC', 'America/New_York'...). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of `instant` in `timeZone`, as if that wall time were UTC (epoch ms). */
function wallTime(timeZone: string, instant: number): number {
  const fields: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (instant - Math.floor(instant / 1000) * 1000);
}

/**
 * The instant at which the clocks of `timeZone` read `wall` (a wall time expressed as UTC epoch ms).
 * A wall time that happens twice (clocks going back) is its first occurrence; one that never happens
 * (clocks going forward) is the instant the clocks jump past it, so a window starting at 02:30 on the
 * spring-forward night opens at 03:30.
 */
function instantOf(timeZone: string, wall: number): number {
  const first = wall - (wallTime(timeZone, wall) - wall);
  const second = wall - (wallTime(timeZone, first) - first);
  const matching = [first, second].filter((instant) => wallTime(timeZone, instant) === wall);
  return matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
}

/** 'HH:MM' as minutes since midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

interface Window {
  start: number;
  end: number;
}

/**
 * The calling windows of the local days around `at`, earliest first. A window whose end is not after
 * its start runs past midnight into the next day (22:00–06:00); equal times make a 24-hour window.
 */
function windowsAround(schedule: CampaignSchedule, at: number): Window[] {
  const { timezone, days, windowStart, windowEnd } = schedule;
  const today = new Date(wallTime(timezone, at));
  const startMinute = minutesOf(windowStart);
  const endMinute = minutesOf(windowEnd);
  const overnight = endMinute <= startMinute;
  const windows: Window[] = [];
  for (let offset = -1; offset <= DAYS_AHEAD; offset += 1) {
    const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset);
    if (!days.includes(new Date(day).getUTCDay())) continue;
    const endDay = overnight ? day + 24 * 60 * MINUTE_MS : day;
    windows.push({
      start: instantOf(timezone, day + startMinute * MINUTE_MS),
      end: instantOf(timezone, endDay + endMinute * MINUTE_MS),
    });
  }
  return windows;
}

/** A stored start time as epoch ms (documents may hold any TimestampLike form). */
function millisOf(value: TimestampLike): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.seconds * 1000 + value.nanoseconds / 1e6;
}

/**
 * The earliest instant at or after `now` at which the campaign may place calls: `now` itself while its
 * window is open, the next window's start otherwise, and null when no day is a calling day. No schedule
 * means no restriction; a start date in the future holds calls until then.
 */
export function nextCallingWindowStart(schedule: CampaignSchedule | null, now: number): number | null {
  const from = schedule?.startAt == null ? now : Math.max(now, millisOf(schedule.startAt));
  if (!schedule) return from;
  if (schedule.days.length === 0) return null;
  let next: number | null = null;
  for (const { start, end } of windowsAround(schedule, from)) {
    if (start <= from && from < end) return from;
    if (start > from && (next === null || start < next)) next = start;
  }
  return next;
}

/** Whether the campaign may place calls at `now` (see nextCallingWindowStart). */
export function isWithinCallingWindow(schedule: CampaignSchedule | null, now: number): boolean {
  return nextCallingWindowStart(schedule, now) === now;
}

/** An instant as the campaign's timezone shows it, e.g. 'Mon, Mar 9, 09:00 EDT'. */
export function formatInTimeZone(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(instant));
}
