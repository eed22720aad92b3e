import type { JsonObject, JsonValue } from '../api.ts';
import { invalidArgument } from './errors.ts';
import { field, isObject } from './json.ts';
import { documentSegmentsOfName } from './paths.ts';
import { formatTimestamp, parseTimestamp } from './time.ts';
import { GeoPoint, INT64_MAX, INT64_MIN, Reference, Timestamp, type MapValue, type Value } from './values.ts';

/** Conversion between proto3 JSON `Value`s and the internal form (values.ts), once at each edge. */

/** Firestore's limit on nested maps and arrays in one value. */
const MAX_DEPTH = 20;

export function decodeValue(json: JsonValue | undefined, depth = 0): Value {
  if (!isObject(json)) throw invalidArgument('Invalid Value: expected an object with one value field');
  if (depth > MAX_DEPTH) {
    throw invalidArgument(`Invalid Value: maps and arrays may be nested at most ${MAX_DEPTH} levels deep`);
  }
  for (const key in json) {
    const raw = json[key];
    // Unset oneof members written as null (some proto3 JSON writers emit them); nullValue: null is a value.
    if ((raw === null || raw === undefined) && key !== 'nullValue' && key !== 'null_value') continue;
    switch (key) {
      case 'nullValue':
      case 'null_value':
        return null;
      case 'booleanValue':
      case 'boolean_value':
        return raw === true || raw === 'true';
      case 'integerValue':
      case 'integer_value':
        return decodeInteger(raw);
      case 'doubleValue':
      case 'double_value':
        return decodeDouble(raw);
      case 'timestampValue':
      case 'timestamp_value':
        return new Timestamp(parseTimestamp(raw, 'timestampValue'));
      case 'stringValue':
      case 'string_value':
        if (typeof raw !== 'string') throw invalidArgument('Invalid stringValue');
        return raw;
      case 'bytesValue':
      case 'bytes_value':
        return decodeBytes(raw);
      case 'referenceValue':
      case 'reference_value':
        if (typeof raw !== 'string') throw invalidArgument('Invalid referenceValue');
        return new Reference(raw, documentSegmentsOfName(raw));
      case 'geoPointValue':
      case 'geo_point_value':
        return decodeGeoPoint(raw);
      case 'arrayValue':
      case 'array_value':
        return decodeArray(raw, depth + 1);
      case 'mapValue':
      case 'map_value':
        return decodeFields(isObject(raw) ? field(raw, 'fields') : undefined, depth + 1);
      default:
        throw invalidArgument(`Unsupported Value field "${key}"`);
    }
  }
  throw invalidArgument('Invalid Value: no value field set');
}

function decodeInteger(raw: JsonValue | undefined): bigint {
  let n: bigint;
  try {
    if (typeof raw === 'number' && !Number.isInteger(raw)) throw new Error();
    n = BigInt(typeof raw === 'string' || typeof raw === 'number' ? raw : NaN);
  } catch {
    throw invalidArgument(`Invalid integerValue ${JSON.stringify(raw)}`);
  }
  if (n < INT64_MIN || n > INT64_MAX) throw invalidArgument(`integerValue ${n} is out of the int64 range`);
  return n;
}

function decodeDouble(raw: JsonValue | undefined): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string') {
    const n = Number(raw); // handles "NaN", "Infinity", "-Infinity", "-0" and numeric strings
    if (!Number.isNaN(n) || raw === 'NaN') return n;
  }
  throw invalidArgument(`Invalid doubleValue ${JSON.stringify(raw)}`);
}

export function decodeBytes(raw: JsonValue | undefined): Uint8Array {
  if (typeof raw !== 'string') throw invalidArgument('Invalid bytes: expected a base64 string');
  // Standard and URL-safe base64 are both accepted by proto3 JSON parsers.
  return new Uint8Array(Buffer.from(raw, raw.includes('-') || raw.includes('_') ? 'base64url' : 'base64'));
}

function decodeGeoPoint(raw: JsonValue | undefined): GeoPoint {
  if (!isObject(raw)) throw invalidArgument('Invalid geoPointValue');
  const lat = Number(raw.latitude ?? 0);
  const lng = Number(raw.longitude ?? 0);
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
    throw invalidArgument(`Invalid geoPointValue: latitude ${lat} / longitude ${lng} out of range`);
  }
  return new GeoPoint(lat, lng);
}

function decodeArray(raw: JsonValue | undefined, depth: number, arraysInside = false): readonly Value[] {
  if (!isObject(raw)) return [];
  const values = field(raw, 'values');
  if (values === undefined) return [];
  if (!Array.isArray(values)) throw invalidArgument('Invalid arrayValue.values');
  return values.map((v) => {
    const decoded = decodeValue(v, depth);
    if (Array.isArray(decoded) && !arraysInside) {
      throw invalidArgument('Cannot have an array value directly inside an array');
    }
    return decoded;
  });
}

/**
 * A filter's operand. Unlike a stored value, a list operand (`in`, `not-in`, `array-contains-any`) may
 * hold arrays directly (`in [1, [1, 2]]` matches a field equal to `[1, 2]`), since it is a list of
 * values rather than an array value.
 */
export function decodeFilterOperand(json: JsonValue | undefined): Value {
  if (isObject(json)) {
    const array = json.arrayValue ?? json.array_value;
    if (array !== undefined && array !== null) return decodeArray(array, 1, true);
  }
  return decodeValue(json);
}

/** A proto3 JSON `fields` map (document fields or mapValue.fields). */
export function decodeFields(raw: JsonValue | undefined, depth = 0): MapValue {
  const out = new Map<string, Value>();
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) throw invalidArgument('Invalid fields: expected an object');
  for (const key in raw) out.set(key, decodeValue(raw[key], depth));
  return out;
}

export function encodeValue(value: Value): JsonObject {
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'bigint':
      return { integerValue: value.toString() };
    case 'number':
      return { doubleValue: encodeDouble(value) };
    case 'string':
      return { stringValue: value };
    default:
      break;
  }
  if (value === null) return { nullValue: null };
  if (value instanceof Timestamp) return { timestampValue: formatTimestamp(value.micros) };
  if (value instanceof Uint8Array) return { bytesValue: encodeBytes(value) };
  if (value instanceof Reference) return { referenceValue: value.name };
  if (value instanceof GeoPoint)
    return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  if (Array.isArray(value)) return { arrayValue: value.length ? { values: value.map(encodeValue) } : {} };
  return { mapValue: (value as MapValue).size ? { fields: encodeFields(value as MapValue) } : {} };
}

/** Doubles that JSON numbers cannot carry are strings, as proto3 JSON specifies ("-0" keeps its sign). */
function encodeDouble(n: number): number | string {
  if (Number.isFinite(n)) return Object.is(n, -0) ? '-0' : n;
  return Number.isNaN(n) ? 'NaN' : n > 0 ? 'Infinity' : '-Infinity';
}

export function encodeBytes(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

export function encodeFields(fields: MapValue): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of fields) setOwn(out, key, encodeValue(value));
  return out;
}

/** Plain assignment of "__proto__" would replace the prototype instead of adding a field. */
export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}
