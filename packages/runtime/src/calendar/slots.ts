// The rules of Parley's own simple calendar (the AVAILABILITY step): the business hours an agent takes
// bookings in, the slots of a day, and which of them are still ahead. Agents have no business-hours
// setting yet, so every agent books within the default hours, every day, in its own timezone.
// docs/runtime.md, "Calendar".
import type { CalendarBooking, CalendarPort } from '../core/ports';

export interface BusinessHours {
  /** HH:MM, the first slot's start. */
  open: string;
  /** HH:MM, when the last slot must have ended. */
  close: string;
  slotMinutes: number;
}

export const DEFAULT_BUSINESS_HOURS: BusinessHours = { open: '09:00', close: '17:00', slotMinutes: 30 };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

/** Whether `value` is a time of day written HH:MM (24 hours). */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot's start time of a day within `hours`, in order. */
export function daySlots(hours: BusinessHours = DEFAULT_BUSINESS_HOURS): string[] {
  const slots: string[] = [];
  for (let start = minutesOf(hours.open); start + hours.slotMinutes <= minutesOf(hours.close);) {
    slots.push(timeOf(start));
    start += hours.slotMinutes;
  }
  return slots;
}

/** The slots of `date` not yet begun at the local `now`: none for a past day, the later ones today. */
export function slotsAhead(
  slots: readonly string[],
  date: string,
  now: { date: string; time: string },
): string[] {
  if (date < now.date) return [];
  if (date > now.date) return [...slots];
  return slots.filter((slot) => slot > now.time);
}

type MemoryBooking = CalendarBooking & { title: string; key: string };

/**
 * A calendar kept in memory, for tests and the benchmark: the same contract as the Firestore one
 * (functions/src/runtime/calendar-store.ts). Conversations share a calendar by sharing `bookings`.
 */
export function memoryCalendar(
  options: { hours?: BusinessHours; bookings?: Map<string, MemoryBooking>; conversationId?: string } = {},
): CalendarPort & { bookings: Map<string, MemoryBooking> } {
  const hours = options.hours ?? DEFAULT_BUSINESS_HOURS;
  const bookings = options.bookings ?? new Map<string, MemoryBooking>();
  const conversation = options.conversationId ?? 'conversation';
  const taken = (date: string) =>
    new Set([...bookings.values()].filter((each) => each.date === date).map((each) => each.time));
  return {
    bookings,
    freeSlots: (date) => Promise.resolve(daySlots(hours).filter((slot) => !taken(date).has(slot))),
    book: ({ date, time, title, key }) => {
      const own = `${conversation}/${key}`;
      const mine = [...bookings.values()].find((each) => each.key === own);
      if (mine) return Promise.resolve({ date: mine.date, time: mine.time });
      if (!daySlots(hours).includes(time) || taken(date).has(time)) return Promise.resolve(null);
      bookings.set(`${date}_${time}`, { date, time, title, key: own });
      return Promise.resolve({ date, time });
    },
  };
}
