import { describe, expect, it } from 'vitest';
import { usageByDay } from './usage-by-day';

describe('usageByDay', () => {
  const today = new Date(2026, 2, 10, 15, 0);
  const at = (day: number, hour = 12) => new Date(2026, 2, day, hour).getTime();

  it('lists every day up to today, zero when nothing moved', () => {
    const series = usageByDay([], today, 3);
    expect(series).toEqual([
      { day: '2026-03-08', used: 0, granted: 0 },
      { day: '2026-03-09', used: 0, granted: 0 },
      { day: '2026-03-10', used: 0, granted: 0 },
    ]);
  });

  it('sums debits as used and grants as granted, per local day, ignoring older entries', () => {
    const series = usageByDay(
      [
        { amount: -3, createdAt: at(10, 1) },
        { amount: -2, createdAt: at(10, 23) },
        { amount: 600, createdAt: at(9) },
        { amount: -1, createdAt: at(9) },
        { amount: -50, createdAt: at(1) },
      ],
      today,
      2,
    );
    expect(series).toEqual([
      { day: '2026-03-09', used: 1, granted: 600 },
      { day: '2026-03-10', used: 5, granted: 0 },
    ]);
  });
});
