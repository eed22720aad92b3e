// Campaign number weights: 0 to 100, two decimals.
import { WEIGHT } from '../constants';

/** Rounds to the two decimals weights are kept in. */
export function roundWeight(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A user-typed weight brought into 0–100 and two decimals; anything non-numeric becomes 0. */
export function normaliseWeight(value: number): number {
  if (!Number.isFinite(value)) return WEIGHT.min;
  return roundWeight(Math.min(WEIGHT.max, Math.max(WEIGHT.min, value)));
}

/** 100 divided by the number of active numbers, to two decimals; 0 when none is active. */
export function evenSplitWeight(activeCount: number): number {
  return activeCount > 0 ? roundWeight(WEIGHT.total / activeCount) : 0;
}

/**
 * An even split of 100 over `count` numbers that totals exactly 100: each gets evenSplitWeight and the
 * last takes the rounding remainder (3 numbers: 33.33, 33.33, 33.34), so a fresh split never shows
 * 'Total: 99.99%' as incomplete. See docs/campaigns.md.
 */
export function evenSplitWeights(count: number): number[] {
  if (count <= 0) return [];
  const share = evenSplitWeight(count);
  const weights = Array.from({ length: count }, () => share);
  weights[count - 1] = roundWeight(WEIGHT.total - share * (count - 1));
  return weights;
}

/** The 'Total: N%' figure: the sum of the active numbers' weights, to two decimals. */
export function weightTotal(entries: readonly { isActive: boolean; weight: number }[]): number {
  return roundWeight(entries.reduce((sum, entry) => sum + (entry.isActive ? entry.weight : 0), 0));
}

/** Whether the active weights add up to 100%, as the info note asks. */
export function weightsTotalHundred(entries: readonly { isActive: boolean; weight: number }[]): boolean {
  return weightTotal(entries) === WEIGHT.total;
}
