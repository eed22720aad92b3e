import { describe, expect, it } from 'vitest';
import { evenSplitWeight, normaliseWeight, roundWeight, weightTotal, weightsTotalHundred } from './weights';

describe('weights', () => {
  it('splits 100 evenly to 2 decimals', () => {
    expect(evenSplitWeight(1)).toBe(100);
    expect(evenSplitWeight(2)).toBe(50);
    expect(evenSplitWeight(3)).toBe(33.33);
    expect(evenSplitWeight(7)).toBe(14.29);
    expect(evenSplitWeight(0)).toBe(0);
  });

  it('keeps weights within 0–100 and 2 decimals', () => {
    expect(normaliseWeight(-5)).toBe(0);
    expect(normaliseWeight(150)).toBe(100);
    expect(normaliseWeight(12.345)).toBe(12.35);
    expect(normaliseWeight(Number.NaN)).toBe(0);
    expect(roundWeight(33.333333)).toBe(33.33);
  });

  it('totals the active weights only', () => {
    const entries = [
      { isActive: true, weight: 33.33 },
      { isActive: true, weight: 33.33 },
      { isActive: true, weight: 33.34 },
      { isActive: false, weight: 50 },
    ];
    expect(weightTotal(entries)).toBe(100);
    expect(weightsTotalHundred(entries)).toBe(true);
    expect(weightsTotalHundred([{ isActive: true, weight: 33.33 }])).toBe(false);
  });
});
