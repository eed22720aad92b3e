import protobuf from 'protobufjs';
import { Code, RpcError, type JsonObject, type JsonValue } from '../firestore/api.ts';
import {
  STRUCT_TYPES,
  WRAPPER_TYPES,
  formatDuration,
  formatTimestamp,
  parseDuration,
  parseTimestamp,
  structJsonToPlain,
  structPlainToJson,
} from './well-known-json.ts';

/**
 * Schema-guided conversion between protobufjs messages and proto3 JSON (docs/emulator.md#wire-encodings), the
 * one place where the gRPC edge meets the engine's JSON contract. The same pair also normalises REST input
 * (snake_case or camelCase keys, enum names or numbers) and can emit numeric enums for
 * `$alt=json;enum-encoding=int` callers.
 */

export interface ToJsonOptions {
  /** Emit enum values as numbers instead of names. */
  enumsAsInts?: boolean;
}

const INT64_TYPES = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const INT32_TYPES = new Set(['int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);

type Decoded = Record<string, unknown>;

export function messageToJson(type: protobuf.Type, message: object, options: ToJsonOptions = {}): JsonObject {
  const out: JsonObject = {};
  const source = message as Decoded;
  for (const field of type.fieldsArray) {
    // Decoded messages keep absent fields on the prototype only; own properties are what was sent.
    if (!Object.prototype.hasOwnProperty.call(source, field.name)) continue;
    const value = source[field.name];
    if (value === null || value === undefined) continue;
    if (field.map) {
      const entries = Object.entries(value as Decoded);
      if (entries.length === 0) continue;
      out[field.name] = Object.fromEntries(entries.map(([k, v]) => [k, singularToJson(field, v, options)]));
    } else if (field.repeated) {
      const items = value as unknown[];
      if (items.length === 0) continue;
      out[field.name] = items.map((item) => singularToJson(field, item, options));
    } else {
      out[field.name] = singularToJson(field, value, options);
    }
  }
  return out;
}

function singularToJson(field: protobuf.Field, value: unknown, options: ToJsonOptions): JsonValue {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) {
    if (resolved.fullName === '.google.protobuf.NullValue') return null;
    const number = Number(value);
    return options.enumsAsInts ? number : (resolved.valuesById[number] ?? number);
  }
  if (resolved instanceof protobuf.Type) return wellKnownToJson(resolved, value as Decoded, options);
  return scalarToJson(field.type, value);
}

function wellKnownToJson(type: protobuf.Type, value: Decoded, options: ToJsonOptions): JsonValue {
  switch (type.fullName) {
    case '.google.protobuf.Timestamp':
      return formatTimestamp(Number(value.seconds ?? 0), Number(value.nanos ?? 0));
    case '.google.protobuf.Duration':
      return formatDuration(Number(value.seconds ?? 0), Number(value.nanos ?? 0));
    default:
      if (STRUCT_TYPES.has(type.fullName)) return structPlainToJson(type.fullName, value);
      if (WRAPPER_TYPES.has(type.fullName)) {
        const inner = type.fields.value;
        if (!inner) return null;
        return scalarToJson(inner.type, value.value ?? inner.typeDefault);
      }
      return messageToJson(type, value, options);
  }
}

function scalarToJson(scalarType: string, value: unknown): JsonValue {
  if (INT64_TYPES.has(scalarType)) return String(value);
  if (scalarType === 'double' || scalarType === 'float') return doubleToJson(Number(value));
  if (scalarType === 'bytes') return Buffer.from(value as Uint8Array).toString('base64');
  return value as JsonValue;
}

function doubleToJson(value: number): JsonValue {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return 'Infinity';
  if (value === -Infinity) return '-Infinity';
  if (Object.is(value, -0)) return '-0';
  return value;
}

/** proto3 JSON (any key style) → a protobufjs message; malformed input → INVALID_ARGUMENT. */
export function jsonToMessage(type: protobuf.Type, json: unknown): protobuf.Message {
  return type.fromObject(jsonToPlain(type, json, ''));
}

function jsonToPlain(type: protobuf.Type, json: unknown, at: string): Decoded {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw invalid(at, type.fullName, json);
  }
  const out: Decoded = {};
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    const field = ownField(type, key) ?? ownField(type, protobuf.util.camelCase(key));
    // Unknown fields are ignored rather than rejected: newer clients may send fields this schema lacks.
    if (!field) continue;
    const path = at ? `${at}.${field.name}` : field.name;
    if (value === null && !isNullValueEnum(field)) continue;
    if (field.map) {
      if (typeof value !== 'object' || Array.isArray(value)) throw invalid(path, 'map', value);
      out[field.name] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          singularToPlain(field, v, `${path}[${k}]`),
        ]),
      );
    } else if (field.repeated) {
      if (!Array.isArray(value)) throw invalid(path, 'list', value);
      out[field.name] = value.map((item, i) => singularToPlain(field, item, `${path}[${i}]`));
    } else {
      out[field.name] = singularToPlain(field, value, path);
    }
  }
  return out;
}

/** `fields` is a plain object: `constructor` or `__proto__` in a body must not find Object's members. */
export function ownField(type: protobuf.Type, name: string): protobuf.Field | undefined {
  return Object.hasOwn(type.fields, name) ? type.fields[name] : undefined;
}

function isNullValueEnum(field: protobuf.Field): boolean {
  return field.resolvedType?.fullName === '.google.protobuf.NullValue';
}

function singularToPlain(field: protobuf.Field, value: unknown, at: string): unknown {
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) return enumToPlain(resolved, value, at);
  if (resolved instanceof protobuf.Type) return wellKnownToPlain(resolved, value, at);
  return scalarToPlain(field.type, value, at);
}

function enumToPlain(type: protobuf.Enum, value: unknown, at: string): number {
  if (type.fullName === '.google.protobuf.NullValue') return 0;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') {
    const number = Object.hasOwn(type.values, value) ? type.values[value] : undefined;
    if (number !== undefined) return number;
    if (/^-?\d+$/.test(value)) return Number(value);
  }
  throw invalid(at, type.fullName, value);
}

function wellKnownToPlain(type: protobuf.Type, value: unknown, at: string): unknown {
  switch (type.fullName) {
    case '.google.protobuf.Timestamp':
    case '.google.protobuf.Duration': {
      const parts =
        typeof value === 'string'
          ? type.name === 'Timestamp'
            ? parseTimestamp(value)
            : parseDuration(value)
          : undefined;
      if (!parts) throw invalid(at, type.fullName, value);
      return parts;
    }
    default: {
      if (STRUCT_TYPES.has(type.fullName)) return structJsonToPlain(type.fullName, value);
      const inner = type.fields.value;
      if (WRAPPER_TYPES.has(type.fullName) && inner) return { value: scalarToPlain(inner.type, value, at) };
      return jsonToPlain(type, value, at);
    }
  }
}

function scalarToPlain(scalarType: string, value: unknown, at: string): unknown {
  if (INT64_TYPES.has(scalarType)) {
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return value.trim();
  } else if (INT32_TYPES.has(scalarType)) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isInteger(number)) return number;
  } else if (scalarType === 'double' || scalarType === 'float') {
    if (typeof value === 'number') return value;
    // "NaN", "Infinity", "-Infinity", "-0" and other numeric strings (docs/emulator.md#wire-encodings).
    if (typeof value === 'string') {
      const text = value.trim();
      if (text === 'NaN') return NaN;
      if (text !== '' && !Number.isNaN(Number(text))) return Number(text);
    }
  } else if (scalarType === 'bool') {
    if (typeof value === 'boolean') return value;
  } else if (scalarType === 'string') {
    if (typeof value === 'string') return value;
  } else if (scalarType === 'bytes') {
    if (typeof value === 'string' && /^[A-Za-z0-9+/_-]*={0,2}$/.test(value))
      return Buffer.from(value, 'base64');
  }
  throw invalid(at, scalarType, value);
}

function invalid(at: string, typeName: string, value: unknown): RpcError {
  const shown = value === undefined ? 'undefined' : JSON.stringify(value);
  const where = at ? `'${at}'` : 'the request body';
  return new RpcError(
    Code.INVALID_ARGUMENT,
    `Invalid JSON payload received. Invalid value at ${where} (${typeName.replace(/^\./, '')}), ${shown.slice(0, 200)}`,
  );
}

/** Rewrites REST input into the canonical proto3 JSON the engine expects (camelCase, enum names). */
export function normalizeJson(type: protobuf.Type, json: unknown): JsonObject {
  return messageToJson(type, jsonToMessage(type, json));
}
