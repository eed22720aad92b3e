/**
 * proto3 JSON forms of the google.protobuf well-known types that Firestore messages use
 * (docs/emulator.md#wire-encodings): Timestamp ↔ RFC 3339 `…Z` strings, Duration ↔ "1.5s", and the scalar
 * wrappers (Int32Value for `limit`/`expectedCount`) ↔ bare values. Inputs are validated; parse functions
 * return undefined for malformed input so the caller can report where it was.
 */
import type { JsonObject, JsonValue } from '../firestore/api.ts';

export interface TimestampParts {
  seconds: string;
  nanos: number;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

export function parseTimestamp(text: string): TimestampParts | undefined {
  const m = RFC3339.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60)
    return undefined;
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  let seconds = date.getTime() / 1000;
  if (!m[8]) {
    const sign = m[9] === '-' ? -1 : 1;
    seconds -= sign * (Number(m[10]) * 3600 + Number(m[11]) * 60);
  }
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  return { seconds: String(seconds), nanos };
}

/** Formats with 0, 3, 6 or 9 fraction digits, as Google's JSON encoders do. */
export function formatTimestamp(seconds: number, nanos: number): string {
  const whole = new Date(seconds * 1000).toISOString().slice(0, 19);
  return `${whole}${formatFraction(nanos)}Z`;
}

function formatFraction(nanos: number): string {
  if (nanos === 0) return '';
  const digits = String(nanos).padStart(9, '0');
  if (nanos % 1_000_000 === 0) return `.${digits.slice(0, 3)}`;
  if (nanos % 1_000 === 0) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

export function parseDuration(text: string): TimestampParts | undefined {
  const m = /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(text);
  if (!m?.[2]) return undefined;
  const sign = m[1] === '-' ? -1 : 1;
  const nanos = m[3] ? Number(m[3].padEnd(9, '0')) : 0;
  return { seconds: `${m[1]}${m[2]}`, nanos: sign * nanos };
}

export function formatDuration(seconds: number, nanos: number): string {
  const negative = seconds < 0 || nanos < 0;
  return `${negative ? '-' : ''}${Math.abs(seconds)}${formatFraction(Math.abs(nanos))}s`;
}

/** Well-known wrapper messages whose JSON form is the bare wrapped value. */
export const WRAPPER_TYPES = new Set([
  '.google.protobuf.DoubleValue',
  '.google.protobuf.FloatValue',
  '.google.protobuf.Int64Value',
  '.google.protobuf.UInt64Value',
  '.google.protobuf.Int32Value',
  '.google.protobuf.UInt32Value',
  '.google.protobuf.BoolValue',
  '.google.protobuf.StringValue',
  '.google.protobuf.BytesValue',
]);

/**
 * google.protobuf.Struct / Value / ListValue: proto3 JSON writes them as plain JSON; protobufjs wants
 * their message form (`{fields: {k: {stringValue}}}`). Query Explain's plan and statistics use them.
 */
export const STRUCT_TYPES = new Set([
  '.google.protobuf.Struct',
  '.google.protobuf.Value',
  '.google.protobuf.ListValue',
]);

type Plain = Record<string, unknown>;

export function structJsonToPlain(typeName: string, json: unknown): Plain {
  if (typeName === '.google.protobuf.Struct') return { fields: objectToFields(json) };
  if (typeName === '.google.protobuf.ListValue') return { values: listToValues(json) };
  return valueToPlain(json);
}

function objectToFields(json: unknown): Plain {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return {};
  return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, valueToPlain(v)]));
}

function listToValues(json: unknown): Plain[] {
  return Array.isArray(json) ? json.map(valueToPlain) : [];
}

function valueToPlain(json: unknown): Plain {
  if (json === null || json === undefined) return { nullValue: 0 };
  if (typeof json === 'number') return { numberValue: json };
  if (typeof json === 'string') return { stringValue: json };
  if (typeof json === 'boolean') return { boolValue: json };
  if (Array.isArray(json)) return { listValue: { values: listToValues(json) } };
  return { structValue: { fields: objectToFields(json) } };
}

export function structPlainToJson(typeName: string, decoded: Plain): JsonValue {
  if (typeName === '.google.protobuf.Struct') return fieldsToObject(decoded.fields);
  if (typeName === '.google.protobuf.ListValue') return valuesToList(decoded.values);
  return plainToValue(decoded);
}

function fieldsToObject(fields: unknown): JsonObject {
  const out: JsonObject = {};
  if (fields && typeof fields === 'object') {
    for (const [k, v] of Object.entries(fields as Plain)) out[k] = plainToValue(v as Plain);
  }
  return out;
}

function valuesToList(values: unknown): JsonValue[] {
  return Array.isArray(values) ? values.map((v) => plainToValue(v as Plain)) : [];
}

/** Decoded messages keep unset members on their prototype: only own properties were sent. */
function plainToValue(value: Plain): JsonValue {
  if (Object.hasOwn(value, 'numberValue')) return Number(value.numberValue);
  if (Object.hasOwn(value, 'stringValue')) return String(value.stringValue);
  if (Object.hasOwn(value, 'boolValue')) return Boolean(value.boolValue);
  if (Object.hasOwn(value, 'listValue')) return valuesToList((value.listValue as Plain).values);
  if (Object.hasOwn(value, 'structValue')) return fieldsToObject((value.structValue as Plain).fields);
  return null;
}
