import { describe, expect, it } from 'vitest';
import {
  evenSplitWeight,
  evenSplitWeights,
  normaliseWeight,
  roundWeight,
  weightTotal,
  weightsTotalHundred,
} from './weights';

describe('weights', () => {
  it('splits 100 evenly to 2 decimals', () => {
    expect(evenSplitWeight(1)).toBe(100);
    expect(evenSplitWeight(2)).toBe(50);
    expect(evenSplitWeight(3)).toBe(33.33);
    expect(evenSplitWeight(7)).toBe(14.29);
    expect(evenSplitWeight(0)).toBe(0);
  });

  it('gives the rounding remainder to the last number so the split totals exactly 100', () => {
    expect(evenSplitWeights(3)).toEqual([33.33, 33.33, 33.34]);
    expect(evenSplitWeights(7)).toEqual([14.29, 14.29, 14.29, 14.29, 14.29, 14.29, 14.26]);
    expect(evenSplitWeights(1)).toEqual([100]);
    expect(evenSplitWeights(0)).toEqual([]);
    for (const count of [3, 6, 7, 9, 11, 13, 40]) {
      const entries = evenSplitWeights(count).map((weight) => ({ isActive: true, weight }));
      expect(weightsTotalHundred(entries)).toBe(true);
    }
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
