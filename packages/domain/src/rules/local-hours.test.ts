import { describe, expect, it } from 'vitest';
import { intersectHours, isOpenAt, nextOpening, unionHours, weeklyHours } from './local-hours';

const at = (iso: string) => Date.parse(iso);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

describe('weekly local hours', () => {
  it('splits a window past midnight over two days, and makes equal times a whole day', () => {
    const friday = weeklyHours({ days: [5], windowStart: '22:00', windowEnd: '06:00' });
    expect(friday[5]).toEqual([[1320, 1440]]);
    expect(friday[6]).toEqual([[0, 360]]);
    expect(weeklyHours({ days: [1], windowStart: '00:00', windowEnd: '00:00' })[1]).toEqual([[0, 1440]]);
  });

  it('meets and joins hours', () => {
    const law = weeklyHours({ days: EVERY_DAY, windowStart: '08:00', windowEnd: '21:00' });
    const office = weeklyHours({ days: [1, 2, 3, 4, 5], windowStart: '07:00', windowEnd: '17:00' });
    const both = intersectHours([law, office]);
    expect(both[1]).toEqual([[480, 1020]]);
    expect(both[0]).toEqual([]);
    const joined = unionHours([office, weeklyHours({ days: [1], windowStart: '16:00', windowEnd: '18:00' })]);
    expect(joined[1]).toEqual([[420, 1080]]);
  });

  it('finds the first instant open in every zone, or none when they never meet', () => {
    const hours = weeklyHours({ days: EVERY_DAY, windowStart: '08:00', windowEnd: '09:00' });
    // 08:00 in Chicago is 09:00 in New York: one hour never open in both.
    expect(
      nextOpening(hours, ['America/New_York', 'America/Chicago'], at('2026-03-09T12:00:00Z')),
    ).toBeNull();
    expect(nextOpening(hours, ['America/New_York'], at('2026-03-09T14:00:00Z'))).toBe(
      at('2026-03-10T12:00:00Z'),
    );
    expect(isOpenAt(hours, 'America/New_York', at('2026-03-10T12:59:59Z'))).toBe(true);
    expect(isOpenAt(hours, 'America/New_York', at('2026-03-10T13:00:00Z'))).toBe(false);
  });
});
