// Wall clocks of IANA zones with `Intl` only (no timezone library): what the clocks of a zone read at an
// instant, and the instant at which they read a given time. Shared by the campaign's calling window and
// the pre-dial decision's callee-local hours, so both treat daylight saving time alike.

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

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

/** What `Intl` says the clocks of `timeZone` read at `instant`, as if that wall time were UTC (epoch ms). */
function readWallClock(timeZone: string, instant: number): number {
  const fields: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (instant - Math.floor(instant / 1000) * 1000);
}

/**
 * Zone offsets are constant within a quarter hour of UTC: every transition of every zone falls on one
 * (offsets are whole quarter hours and clocks change on the minute of a local quarter hour). So one
 * `Intl` call per zone and quarter hour answers every instant in it — formatting is the costly part
 * (about 200 µs), and the pre-dial decision asks thousands of times for the same few zones and minutes.
 */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const MAX_CACHED_OFFSETS = 10_000;
/** By zone, the offset (ms) of each quarter hour asked for. */
const offsets = new Map<string, Map<number, number>>();

/** The wall-clock time of `instant` in `timeZone`, as if that wall time were UTC (epoch ms). */
export function wallTime(timeZone: string, instant: number): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(quarter);
  if (offset === undefined) {
    offset = readWallClock(timeZone, quarter) - quarter;
    if (zone.size >= MAX_CACHED_OFFSETS) zone.clear();
    zone.set(quarter, offset);
  }
  return instant + offset;
}

/**
 * The instant at which the clocks of `timeZone` read `wall` (a wall time expressed as UTC epoch ms).
 * A wall time that happens twice (clocks going back) is its first occurrence; one that never happens
 * (clocks going forward) is the instant the clocks jump past it, so a window starting at 02:30 on the
 * spring-forward night opens at 03:30.
 */
export function instantOf(timeZone: string, wall: number): number {
  const first = wall - (wallTime(timeZone, wall) - wall);
  const second = wall - (wallTime(timeZone, first) - first);
  const matching = [first, second].filter((instant) => wallTime(timeZone, instant) === wall);
  return matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
}

/** 'HH:MM' as minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight as 'HH:MM' (1440 reads '24:00', the end of a day). */
export function hhmm(minutes: number): string {
  const whole = Math.floor(minutes);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
