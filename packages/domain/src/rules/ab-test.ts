// Which arm of an A/B test a caller hears (docs/versions.md#ab-tests).
import type { AbArm, AbSplit } from '../schemas/ab-test';

/** Assignment buckets: one per hundredth of a percent, so a split with two decimals is exact. */
const BUCKETS = 10_000;

/**
 * FNV-1a, 32 bits, then MurmurHash3's final mix: FNV alone leaves the low bits of similar strings
 * (consecutive numbers) correlated, and the bucket is taken from the low bits.
 */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A caller number reduced to its digits (and a leading +), so "+1 (555) 010-2030" is "+15550102030". */
function normalizedNumber(callerNumber: string): string {
  return callerNumber.trim().replace(/(?!^\+)[^\d]/g, '');
}

/**
 * The arm a caller is assigned to: deterministic per caller number and test, so a caller who rings
 * again hears the same agent (sticky), while different tests shuffle callers independently. The
 * share of callers in A approaches `split.a` percent.
 */
export function abArmFor(callerNumber: string, testCase: { id: string; split: AbSplit }): AbArm {
  const bucket = hash32(`${testCase.id}:${normalizedNumber(callerNumber)}`) % BUCKETS;
  return bucket < Math.round(testCase.split.a * 100) ? 'A' : 'B';
}
