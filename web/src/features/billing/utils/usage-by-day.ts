import type { CreditLedgerEntry } from '@parley/domain';
import { timestampToDate } from '../../../lib/timestamps';

export interface DailyUsage {
  /** 'YYYY-MM-DD' in the viewer's time zone. */
  day: string;
  /** Credits spent that day (a positive number). */
  used: number;
  /** Credits granted or added that day. */
  granted: number;
}

const dayKey = (date: Date): string => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/**
 * The usage chart's series: for each of the `days` days up to `today` (every day present, zero when
 * nothing moved), the credits spent and granted, from the ledger's entries.
 */
export function usageByDay(
  entries: readonly Pick<CreditLedgerEntry, 'amount' | 'createdAt'>[],
  today: Date,
  days = 30,
): DailyUsage[] {
  const series = Array.from({ length: days }, (_, index) => {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1 - index));
    return { day: dayKey(date), used: 0, granted: 0 };
  });
  const byDay = new Map(series.map((point) => [point.day, point]));
  for (const entry of entries) {
    const created = timestampToDate(entry.createdAt);
    const point = created ? byDay.get(dayKey(created)) : undefined;
    if (!point) continue;
    if (entry.amount < 0) point.used -= entry.amount;
    else point.granted += entry.amount;
  }
  return series;
}
