import { compareSegmentLists } from './paths.ts';
import { compareUtf8 } from './utf8.ts';
import { GeoPoint, Reference, Timestamp, isVector, type MapValue, type Value } from './values.ts';

/**
 * Firestore's total order over values (docs/emulator.md#value-ordering): null < boolean < number (int and
 * double together, NaN first, -0 == 0) < timestamp < string (UTF-8 order) < bytes < reference < geopoint <
 * array < vector < map.
 */
export const TypeOrder = {
  Null: 0,
  Boolean: 1,
  Number: 2,
  Timestamp: 3,
  String: 4,
  Bytes: 5,
  Reference: 6,
  GeoPoint: 7,
  Array: 8,
  Vector: 9,
  Map: 10,
} as const;
export type TypeOrder = (typeof TypeOrder)[keyof typeof TypeOrder];

export function typeOrder(value: Value): TypeOrder {
  switch (typeof value) {
    case 'boolean':
      return TypeOrder.Boolean;
    case 'bigint':
    case 'number':
      return TypeOrder.Number;
    case 'string':
      return TypeOrder.String;
    default:
      break;
  }
  if (value === null) return TypeOrder.Null;
  if (value instanceof Timestamp) return TypeOrder.Timestamp;
  if (value instanceof Uint8Array) return TypeOrder.Bytes;
  if (value instanceof Reference) return TypeOrder.Reference;
  if (value instanceof GeoPoint) return TypeOrder.GeoPoint;
  if (Array.isArray(value)) return TypeOrder.Array;
  return isVector(value as MapValue) ? TypeOrder.Vector : TypeOrder.Map;
}

export function compareValues(a: Value, b: Value): number {
  // Fast paths for the common same-primitive cases (no type-order dispatch).
  if (typeof a === 'string' && typeof b === 'string') return compareUtf8(a, b);
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta - tb;
  switch (ta) {
    case TypeOrder.Null:
      return 0;
    case TypeOrder.Boolean:
      return a === b ? 0 : a ? 1 : -1;
    case TypeOrder.Number:
      return compareNumbers(a as number | bigint, b as number | bigint);
    case TypeOrder.Timestamp:
      return sign((a as Timestamp).micros - (b as Timestamp).micros);
    case TypeOrder.String:
      return compareUtf8(a as string, b as string);
    case TypeOrder.Bytes:
      return compareBytes(a as Uint8Array, b as Uint8Array);
    case TypeOrder.Reference:
      return compareReferences(a as Reference, b as Reference);
    case TypeOrder.GeoPoint:
      return compareGeo(a as GeoPoint, b as GeoPoint);
    case TypeOrder.Array:
      return compareArrays(a as readonly Value[], b as readonly Value[]);
    case TypeOrder.Vector:
      return compareVectors(a as MapValue, b as MapValue);
    case TypeOrder.Map:
      return compareMaps(a as MapValue, b as MapValue);
  }
}

function sign(n: bigint): number {
  return n < 0n ? -1 : n > 0n ? 1 : 0;
}

export function compareNumbers(a: number | bigint, b: number | bigint): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return sign(a - b);
  if (typeof a === 'number' && typeof b === 'number') return compareDoubles(a, b);
  return typeof a === 'bigint' ? compareIntDouble(a, b as number) : -compareIntDouble(b as bigint, a);
}

function compareDoubles(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0; // includes -0 == 0
  // At least one NaN: NaN equals NaN and sorts first.
  return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
}

/** Exact int64 vs double comparison (no precision loss beyond 2^53). */
function compareIntDouble(i: bigint, d: number): number {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  const whole = Math.trunc(d);
  const c = sign(i - BigInt(whole));
  if (c !== 0) return c;
  const frac = d - whole;
  return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function compareReferences(a: Reference, b: Reference): number {
  const c = compareSegmentLists(a.segments, b.segments);
  if (c !== 0) return c;
  return a.name === b.name ? 0 : compareUtf8(a.name, b.name);
}

function compareGeo(a: GeoPoint, b: GeoPoint): number {
  return compareDoubles(a.latitude, b.latitude) || compareDoubles(a.longitude, b.longitude);
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Vectors order by dimension first, then element-wise. */
function compareVectors(a: MapValue, b: MapValue): number {
  const va = a.get('value');
  const vb = b.get('value');
  const la = Array.isArray(va) ? va.length : 0;
  const lb = Array.isArray(vb) ? vb.length : 0;
  if (la !== lb) return la - lb;
  return compareValues(va ?? null, vb ?? null);
}

function compareMaps(a: MapValue, b: MapValue): number {
  const ka = [...a.keys()].sort(compareUtf8);
  const kb = [...b.keys()].sort(compareUtf8);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(ka[i] as string, kb[i] as string);
    if (c !== 0) return c;
    const v = compareValues(a.get(ka[i] as string) as Value, b.get(kb[i] as string) as Value);
    if (v !== 0) return v;
  }
  return ka.length - kb.length;
}

/**
 * Equality for `==`, `in`, `array-contains` and friends: same type class and equal in the order
 * (1 == 1.0, -0 == 0), except that NaN equals nothing (only IS_NAN matches NaN).
 */
export function queryEquals(a: Value, b: Value): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  if (typeof a === 'number' && Number.isNaN(a)) return false;
  if (typeof b === 'number' && Number.isNaN(b)) return false;
  return compareValues(a, b) === 0 && !containsNaN(a);
}

function containsNaN(v: Value): boolean {
  if (typeof v === 'number') return Number.isNaN(v);
  if (Array.isArray(v)) return v.some(containsNaN);
  if (v instanceof Map) return [...(v as MapValue).values()].some(containsNaN);
  return false;
}

/**
 * Identity of stored values: whether a write changed anything. Stricter than ordering: 1 and 1.0 differ,
 * -0 and 0 differ, NaN equals NaN (a rewrite of NaN is a no-op).
 */
export function sameValue(a: Value, b: Value): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b);
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a !== 'object' || a === null || b === null) return false;
  if (a instanceof Timestamp) return b instanceof Timestamp && a.micros === b.micros;
  if (a instanceof Reference) return b instanceof Reference && a.name === b.name;
  if (a instanceof GeoPoint) {
    return b instanceof GeoPoint && Object.is(a.latitude, b.latitude) && Object.is(a.longitude, b.longitude);
  }
  if (a instanceof Uint8Array) return b instanceof Uint8Array && compareBytes(a, b) === 0;
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) return false;
    const left = a as readonly Value[];
    const right = b as readonly Value[];
    return left.length === right.length && left.every((v, i) => sameValue(v, right[i] as Value));
  }
  if (a instanceof Map && b instanceof Map) return sameFields(a as MapValue, b as MapValue);
  return false;
}

export function sameFields(a: MapValue, b: MapValue): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [key, value] of a) {
    const other = b.get(key);
    if (other === undefined || !sameValue(value, other)) return false;
  }
  return true;
}
