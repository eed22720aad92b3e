/** Equality and ordering of rules values (docs/emulator.md#value-ordering, #rules-values). */
import { fail } from './errors.ts';
import { RDuration, RLatLng, RMap, RPath, RSet, RTimestamp, typeName, type RValue } from './values.ts';

function isNumber(v: RValue): v is bigint | number {
  return typeof v === 'bigint' || typeof v === 'number';
}

/** Exact comparison of an int with a float (no rounding of large ints); NaN when unordered. */
export function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
  if (typeof a === 'bigint') return -compareNumbers(b, a);
  // a is a float, b an int.
  const f = a;
  const i = b as bigint;
  if (Number.isNaN(f)) return NaN;
  if (f === Infinity) return 1;
  if (f === -Infinity) return -1;
  const whole = BigInt(Math.trunc(f));
  if (whole !== i) return whole < i ? -1 : 1;
  const fraction = f - Math.trunc(f);
  return fraction > 0 ? 1 : fraction < 0 ? -1 : 0;
}

/** Strings order by UTF-8 bytes, which is code point order (not UTF-16 code units). */
export function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(i) ?? 0;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length - b.length === 0 ? 0 : a.length < b.length ? -1 : 1;
}

/** Deep equality; values of different types are unequal (except int/float, which compare numerically). */
export function valuesEqual(a: RValue, b: RValue): boolean {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b) === 0;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => valuesEqual(x, b[i] ?? null));
  if (a instanceof RMap) {
    if (!(b instanceof RMap) || a.entries.size !== b.entries.size) return false;
    for (const [key, value] of a.entries) {
      const other = b.entries.get(key);
      if (other === undefined || !valuesEqual(value, other)) return false;
    }
    return true;
  }
  if (a instanceof RSet) {
    return (
      b instanceof RSet &&
      a.items.length === b.items.length &&
      a.items.every((x) => b.items.some((y) => valuesEqual(x, y)))
    );
  }
  if (a instanceof Uint8Array) return b instanceof Uint8Array && compareBytes(a, b) === 0;
  if (a instanceof RPath) {
    return (
      b instanceof RPath &&
      a.segments.length === b.segments.length &&
      a.segments.every((s, i) => s === b.segments[i])
    );
  }
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.nanos === b.nanos;
  if (a instanceof RDuration) return b instanceof RDuration && a.nanos === b.nanos;
  if (a instanceof RLatLng)
    return b instanceof RLatLng && a.latitude === b.latitude && a.longitude === b.longitude;
  return fail(`Unsupported operation error. Received: ${typeName(a)} == ${typeName(b)}.`);
}

/** Ordering for `<`, `<=`, `>`, `>=`: -1/0/1, NaN when unordered (NaN operands); error across types. */
export function compareValues(a: RValue, b: RValue): number {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (a instanceof RTimestamp && b instanceof RTimestamp)
    return a.nanos === b.nanos ? 0 : a.nanos < b.nanos ? -1 : 1;
  if (a instanceof RDuration && b instanceof RDuration)
    return a.nanos === b.nanos ? 0 : a.nanos < b.nanos ? -1 : 1;
  if (a instanceof Uint8Array && b instanceof Uint8Array) return compareBytes(a, b);
  return fail(`Unsupported operation error. Received: ${typeName(a)} < ${typeName(b)}.`);
}

export function containsValue(items: readonly RValue[], value: RValue): boolean {
  return items.some((item) => valuesEqual(item, value));
}
