import type { TimestampLike } from '@parley/domain';

/**
 * A stored time as a Date: converters give Dates, but the API answers epoch milliseconds and a document
 * written by hand may hold an ISO string or a {seconds, nanoseconds} pair. Null when absent.
 */
export function timestampToDate(value: TimestampLike | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string') return new Date(value);
  return new Date(value.seconds * 1000 + value.nanoseconds / 1e6);
}

/** Epoch milliseconds of a stored time; 0 when absent, so it sorts first or last. */
export function timestampMillis(value: TimestampLike | null | undefined): number {
  return timestampToDate(value)?.getTime() ?? 0;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored time for display ('Nov 22, 2026, 7:40 AM'); '' when absent. */
export function formatTimestamp(value: TimestampLike | null | undefined): string {
  const date = timestampToDate(value);
  return date ? dateTime.format(date) : '';
}
