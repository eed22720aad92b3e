import { describe, expect, it } from 'vitest';
import { MSG_AB_SPLIT_TOTAL } from '../messages';
import { abSplitSchema } from '../schemas/ab-test';
import { abArmFor } from './ab-test';

const callers = (count: number) =>
  Array.from({ length: count }, (_, index) => `+1555${String(index).padStart(7, '0')}`);

describe('abSplitSchema', () => {
  it('accepts percentages that total 100, with up to two decimals', () => {
    expect(abSplitSchema.safeParse({ a: 50, b: 50 }).success).toBe(true);
    expect(abSplitSchema.safeParse({ a: 33.33, b: 66.67 }).success).toBe(true);
    expect(abSplitSchema.safeParse({ a: 100, b: 0 }).success).toBe(true);
  });

  it('refuses a split that does not total 100, a negative share and three decimals', () => {
    const short = abSplitSchema.safeParse({ a: 50, b: 40 });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(MSG_AB_SPLIT_TOTAL);
    expect(abSplitSchema.safeParse({ a: 110, b: -10 }).success).toBe(false);
    expect(abSplitSchema.safeParse({ a: 33.333, b: 66.667 }).success).toBe(false);
  });
});

describe('abArmFor', () => {
  it.each([50, 20, 90, 33.33])('puts 10,000 callers within 1 point of a %s%% split', (a) => {
    const testCase = { id: 'case-1', split: { a, b: 100 - a } };
    const inA = callers(10_000).filter((caller) => abArmFor(caller, testCase) === 'A').length;
    expect(Math.abs(inA / 100 - a)).toBeLessThanOrEqual(1);
  });

  it('is sticky: the same caller, however written, always gets the same arm', () => {
    const testCase = { id: 'case-2', split: { a: 50, b: 50 } };
    for (const caller of callers(200)) {
      const arm = abArmFor(caller, testCase);
      expect(abArmFor(caller, testCase)).toBe(arm);
      const spaced = `${caller.slice(0, 2)} (${caller.slice(2, 5)}) ${caller.slice(5, 8)}-${caller.slice(8)}`;
      expect(abArmFor(spaced, testCase)).toBe(arm);
    }
  });

  it('sends everyone to A at 100/0 and to B at 0/100', () => {
    const all = callers(500);
    expect(all.every((caller) => abArmFor(caller, { id: 'c', split: { a: 100, b: 0 } }) === 'A')).toBe(true);
    expect(all.every((caller) => abArmFor(caller, { id: 'c', split: { a: 0, b: 100 } }) === 'B')).toBe(true);
  });

  it('shuffles callers independently between tests', () => {
    const split = { a: 50, b: 50 };
    const all = callers(1000);
    const same = all.filter(
      (caller) => abArmFor(caller, { id: 't1', split }) === abArmFor(caller, { id: 't2', split }),
    );
    expect(same.length).toBeGreaterThan(400);
    expect(same.length).toBeLessThan(600);
  });
});
