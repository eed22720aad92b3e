/** Firestore proto3 JSON (values, documents, names) → rules values (docs/emulator.md#rules-values). */
import type { JsonObject, JsonValue } from '../firestore/api.ts';
import { parseTimestamp } from './builtins/time.ts';
import { RLatLng, RMap, RPath, RTimestamp, type RValue } from './values.ts';

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON scalar as text (int64 strings, timestamps, base64); anything else is empty. */
export function jsonText(value: JsonValue | undefined): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

function toDouble(value: JsonValue | undefined): number {
  if (typeof value === 'number') return value;
  if (value === 'NaN') return NaN;
  if (value === 'Infinity') return Infinity;
  if (value === '-Infinity') return -Infinity;
  return Number(value);
}

/** `projects/p/databases/d/documents/a/b` → the rules path `/databases/d/documents/a/b`. */
export function documentPath(name: string): RPath {
  const segments = name.split('/');
  return new RPath(segments[0] === 'projects' ? segments.slice(2) : segments.filter((s) => s !== ''));
}

export function fieldsToMap(fields: JsonValue | undefined): RMap {
  const entries = new Map<string, RValue>();
  if (isObject(fields))
    for (const [key, value] of Object.entries(fields)) entries.set(key, fromFirestoreValue(value));
  return new RMap(entries);
}

export function fromFirestoreValue(value: JsonValue): RValue {
  if (!isObject(value)) return null;
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue === true;
  if ('integerValue' in value) {
    const digits = jsonText(value.integerValue);
    return /^[+-]?\d+$/.test(digits) ? BigInt(digits) : 0n;
  }
  if ('doubleValue' in value) return toDouble(value.doubleValue);
  if ('timestampValue' in value) return parseTimestamp(jsonText(value.timestampValue)) ?? new RTimestamp(0n);
  if ('stringValue' in value) return jsonText(value.stringValue);
  if ('bytesValue' in value) return new Uint8Array(Buffer.from(jsonText(value.bytesValue), 'base64'));
  if ('referenceValue' in value) return documentPath(jsonText(value.referenceValue));
  if ('geoPointValue' in value) {
    const point = isObject(value.geoPointValue) ? value.geoPointValue : {};
    return new RLatLng(toDouble(point.latitude ?? 0), toDouble(point.longitude ?? 0));
  }
  if ('arrayValue' in value) {
    const array = isObject(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(array) ? array.map(fromFirestoreValue) : [];
  }
  if ('mapValue' in value) return fieldsToMap(isObject(value.mapValue) ? value.mapValue.fields : undefined);
  return null;
}

/** A stored document as rules see it: `{data, id, __name__}`. */
export function documentResource(document: JsonObject): RMap {
  const path = documentPath(jsonText(document.name));
  return RMap.of({ data: fieldsToMap(document.fields), id: path.segments.at(-1) ?? '', __name__: path });
}

/** Plain JSON (JWT claims) → rules values: whole numbers become ints. */
export function fromPlainJson(value: unknown): RValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(fromPlainJson);
  if (typeof value === 'object') {
    return new RMap(
      new Map(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, fromPlainJson(v)])),
    );
  }
  return null;
}
