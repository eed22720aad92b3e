import { describe, expect, it } from 'vitest';
import { hhmm, instantOf, wallTime } from './wall-clock';

const at = (iso: string) => Date.parse(iso);

describe('wall clocks', () => {
  it('reads the clocks on both sides of a transition, to the millisecond', () => {
    // New York springs forward at 07:00 UTC on 2026-03-08: 01:59:59.999 EST, then 03:00 EDT.
    expect(wallTime('America/New_York', at('2026-03-08T06:59:59.999Z'))).toBe(at('2026-03-08T01:59:59.999Z'));
    expect(wallTime('America/New_York', at('2026-03-08T07:00:00Z'))).toBe(at('2026-03-08T03:00:00Z'));
    // Newfoundland (UTC−3:30) changes at 02:00 local, 05:30 UTC: the half hour is a transition too.
    expect(wallTime('America/St_Johns', at('2026-03-08T05:29:00Z'))).toBe(at('2026-03-08T01:59:00Z'));
    expect(wallTime('America/St_Johns', at('2026-03-08T05:30:00Z'))).toBe(at('2026-03-08T03:00:00Z'));
  });

  it('finds the instant of a wall time, and writes minutes as HH:MM', () => {
    expect(instantOf('America/Phoenix', at('2026-07-01T08:00:00Z'))).toBe(at('2026-07-01T15:00:00Z'));
    expect(hhmm(0)).toBe('00:00');
    expect(hhmm(21 * 60 + 14.5)).toBe('21:14');
    expect(hhmm(1440)).toBe('24:00');
  });
});
