/** 64-bit integer arithmetic: results outside the int64 range are errors, as in the rules runtime. */
import { fail } from '../errors.ts';
import { INT64_MAX, INT64_MIN } from '../values.ts';

export function checkedInt(value: bigint): bigint {
  if (value < INT64_MIN || value > INT64_MAX) fail('Integer overflow error.');
  return value;
}

/** Float → int conversion truncates toward zero; NaN, infinities and out-of-range floats are errors. */
export function floatToInt(value: number): bigint {
  if (!Number.isFinite(value)) fail(`Cannot convert ${value} to an int.`);
  return checkedInt(BigInt(Math.trunc(value)));
}
