/**
 * The engine's internal value form. Proto3 JSON `Value`s are converted once on the way in and the
 * stored form is what queries, comparisons and transforms work on, so hot paths dispatch on `typeof`
 * instead of probing JSON keys and parsing int64 strings again and again:
 *
 *   null → null, boolean → boolean, integer → bigint (exact int64), double → number (NaN, ±Infinity
 *   and -0 kept), string → string, bytes → Uint8Array, timestamp → Timestamp (µs), reference →
 *   Reference, geoPoint → GeoPoint, array → readonly Value[], map (and vector) → ReadonlyMap.
 *
 * Values are immutable once built; writes build new maps (copy on write), so stored documents can be
 * shared between versions, listeners and caches.
 */

/** A timestamp value with Firestore's microsecond precision. */
export class Timestamp {
  constructor(readonly micros: bigint) {}
}

export class GeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

/**
 * A reference value. `name` is the full resource name as written; `segments` is the document path
 * below `/documents/`, which is what ordering compares (the SDKs compare document keys, not projects).
 */
export class Reference {
  constructor(
    readonly name: string,
    readonly segments: readonly string[],
  ) {}
}

export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | Timestamp
  | Uint8Array
  | Reference
  | GeoPoint
  | readonly Value[]
  | MapValue;

export type MapValue = ReadonlyMap<string, Value>;

export const EMPTY_MAP: MapValue = new Map<string, Value>();

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

export function isMap(value: Value | undefined): value is MapValue {
  return value instanceof Map;
}

export function isArray(value: Value | undefined): value is readonly Value[] {
  return Array.isArray(value);
}

export function isNumber(value: Value | undefined): value is number | bigint {
  return typeof value === 'number' || typeof value === 'bigint';
}

export function isNaNValue(value: Value | undefined): boolean {
  return typeof value === 'number' && Number.isNaN(value);
}

/** Vectors are maps `{__type__: "__vector__", value: [doubles]}` with their own place in the type order. */
export function isVector(value: MapValue): boolean {
  return value.get('__type__') === '__vector__';
}
