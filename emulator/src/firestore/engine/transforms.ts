import { compareNumbers, compareValues } from './compare.ts';
import { getPath, setPath } from './field-path.ts';
import { INT64_MAX, INT64_MIN, Timestamp, isNumber, type MapValue, type Value } from './values.ts';
import type { FieldTransform } from './write-parse.ts';

/**
 * Field transforms (docs/emulator.md#writes), applied in order after the update part of a write. The
 * transform result is the new field value, except for the array transforms, for which Cloud Firestore
 * returns null (the SDKs recompute those locally).
 */
export function applyTransforms(
  fields: MapValue,
  transforms: readonly FieldTransform[],
  commitTime: bigint,
): { fields: MapValue; results: Value[] } {
  let current = fields;
  const results: Value[] = [];
  for (const transform of transforms) {
    const next = transformValue(getPath(current, transform.path), transform, commitTime);
    current = setPath(current, transform.path.segments, next);
    results.push(transform.kind === 'append' || transform.kind === 'remove' ? null : next);
  }
  return { fields: current, results };
}

function transformValue(previous: Value | undefined, transform: FieldTransform, commitTime: bigint): Value {
  const operand = transform.operand;
  switch (transform.kind) {
    case 'serverTime':
      return new Timestamp(commitTime);
    case 'increment':
      return isNumber(previous) ? add(previous, operand as number | bigint) : operand;
    case 'maximum':
      return isNumber(previous) ? extreme(previous, operand as number | bigint, 1) : operand;
    case 'minimum':
      return isNumber(previous) ? extreme(previous, operand as number | bigint, -1) : operand;
    case 'append': {
      const out = Array.isArray(previous) ? [...(previous as readonly Value[])] : [];
      for (const element of operand as readonly Value[]) {
        if (!out.some((existing) => compareValues(existing, element) === 0)) out.push(element);
      }
      return out;
    }
    case 'remove': {
      if (!Array.isArray(previous)) return [];
      const removals = operand as readonly Value[];
      return (previous as readonly Value[]).filter((v) => !removals.some((r) => compareValues(v, r) === 0));
    }
  }
}

/** int + int stays int, saturating at the int64 bounds; anything with a double is a double. */
function add(a: number | bigint, b: number | bigint): number | bigint {
  if (typeof a === 'bigint' && typeof b === 'bigint') {
    const sum = a + b;
    return sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
  }
  return Number(a) + Number(b);
}

/**
 * maximum/minimum: NaN wins; equal operands (3 vs 3.0, 0 vs -0) keep the stored value; otherwise the
 * larger/smaller operand with its own type.
 */
function extreme(stored: number | bigint, operand: number | bigint, direction: 1 | -1): number | bigint {
  if (typeof stored === 'number' && Number.isNaN(stored)) return stored;
  if (typeof operand === 'number' && Number.isNaN(operand)) return operand;
  const c = compareNumbers(operand, stored) * direction;
  return c > 0 ? operand : stored;
}
