// Weekly calling hours in local time, and where several of them meet: the law's, the organisation's and
// the campaign's hours of the pre-dial decision (rules/pre-dial.ts) are intersected into one, then read in
// each zone a number may be in.
import { DAY_MS, instantOf, MINUTE_MS, minutesOf, wallTime } from './wall-clock';

/** [start, end) in minutes since local midnight, start < end ≤ 1440. */
export type LocalWindow = readonly [number, number];
/** Per weekday (0 = Sunday … 6 = Saturday), the windows calls may go out, sorted and disjoint. */
export type WeeklyHours = readonly (readonly LocalWindow[])[];

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
const FULL_DAY = 24 * 60;
/** Enough local days ahead to reach any open day of the week, whatever today is. */
const DAYS_AHEAD = 8;

/** Sorts and merges overlapping or touching windows. */
function normalise(windows: readonly LocalWindow[]): LocalWindow[] {
  const sorted = [...windows].filter(([start, end]) => start < end).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Days and a daily window ('HH:MM') as weekly hours. A window whose end is not after its start runs past
 * midnight into the next day (22:00–06:00); equal times make a 24-hour window.
 */
export function weeklyHours(hours: {
  readonly days: readonly number[];
  readonly windowStart: string;
  readonly windowEnd: string;
}): WeeklyHours {
  const start = minutesOf(hours.windowStart);
  const end = minutesOf(hours.windowEnd);
  const week: LocalWindow[][] = WEEK.map(() => []);
  for (const day of hours.days) {
    if (start === end) week[day]?.push([0, FULL_DAY]);
    else if (start < end) week[day]?.push([start, end]);
    else {
      week[day]?.push([start, FULL_DAY]);
      week[(day + 1) % 7]?.push([0, end]);
    }
  }
  return week.map(normalise);
}

/** Hours open whenever any of them is. */
export function unionHours(all: readonly WeeklyHours[]): WeeklyHours {
  return WEEK.map((day) => normalise(all.flatMap((hours) => hours[day] ?? [])));
}

/** Hours open only when all of them are. */
export function intersectHours(all: readonly WeeklyHours[]): WeeklyHours {
  return WEEK.map((day) =>
    all.reduce<LocalWindow[]>(
      (open, hours) =>
        open.flatMap(([start, end]) =>
          (hours[day] ?? [])
            .map(([s, e]): LocalWindow => [Math.max(start, s), Math.min(end, e)])
            .filter(([s, e]) => s < e),
        ),
      [[0, FULL_DAY]],
    ),
  );
}

/** The windows of one weekday. */
export function windowsOn(hours: WeeklyHours, weekday: number): readonly LocalWindow[] {
  return hours[weekday] ?? [];
}

/** Whether the clocks of `timeZone` read a time inside `hours` at `instant`. */
export function isOpenAt(hours: WeeklyHours, timeZone: string, instant: number): boolean {
  const wall = wallTime(timeZone, instant);
  const minute = (wall % DAY_MS) / MINUTE_MS;
  return windowsOn(hours, new Date(wall).getUTCDay()).some(([start, end]) => start <= minute && minute < end);
}

/** The next instant after `instant` at which a window of `hours` opens in `timeZone`, or null. */
function nextStart(hours: WeeklyHours, timeZone: string, instant: number): number | null {
  const wall = wallTime(timeZone, instant);
  const today = Math.floor(wall / DAY_MS) * DAY_MS;
  for (let offset = 0; offset <= DAYS_AHEAD; offset += 1) {
    const day = today + offset * DAY_MS;
    for (const [start] of windowsOn(hours, new Date(day).getUTCDay())) {
      const opens = instantOf(timeZone, day + start * MINUTE_MS);
      if (opens > instant) return opens;
    }
  }
  return null;
}

/**
 * The first instant at or after `from` at which `hours` are open in every one of `zones`, or null when
 * none comes within a week (hours that never open, or zones whose open hours never meet). Each step
 * jumps to the next opening in a zone that is closed, so it ends in a few steps, DST changes included.
 */
export function nextOpening(hours: WeeklyHours, zones: readonly string[], from: number): number | null {
  const horizon = from + DAYS_AHEAD * DAY_MS;
  let at = from;
  while (at <= horizon) {
    const closed = zones.find((zone) => !isOpenAt(hours, zone, at));
    if (closed === undefined) return at;
    const next = nextStart(hours, closed, at);
    if (next === null) return null;
    at = next;
  }
  return null;
}
