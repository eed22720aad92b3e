// A campaign's calling window: the days and hours calls may be placed, read in the campaign's own IANA
// timezone (not the callee's: see docs/campaigns.md), with `Intl` only. The runner asks whether the
// window is open before it claims a contact; the UI shows when it opens next.
import type { CampaignSchedule } from '../schemas/campaign';
import type { TimestampLike } from '../schemas/common';
import { instantOf, MINUTE_MS, minutesOf, wallTime } from './wall-clock';

export { isValidTimeZone } from './wall-clock';

/** Enough local days ahead to reach any calling day of the week, whatever today is. */
const DAYS_AHEAD = 8;

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
