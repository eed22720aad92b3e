import type { JsonObject, JsonValue } from '../api.ts';
import { invalidArgument } from './errors.ts';

/**
 * Reading request messages. Proto3 JSON parsers accept both lowerCamelCase and the original
 * snake_case field names, so every message field is looked up by its camel name with a snake fallback.
 */

const snakeCache = new Map<string, string>();

function snakeName(camel: string): string {
  let snake = snakeCache.get(camel);
  if (snake === undefined) {
    snake = camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    snakeCache.set(camel, snake);
  }
  return snake;
}

/** A message field by its camelCase name (or snake_case); undefined when absent or null. */
export function field(message: JsonObject, camel: string): JsonValue | undefined {
  const direct = message[camel];
  if (direct !== undefined && direct !== null) return direct;
  const snake = message[snakeName(camel)];
  return snake === null ? undefined : snake;
}

export function has(message: JsonObject, camel: string): boolean {
  return field(message, camel) !== undefined;
}

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectField(message: JsonObject, camel: string): JsonObject | undefined {
  const value = field(message, camel);
  if (value === undefined) return undefined;
  if (!isObject(value)) throw invalidArgument(`Invalid value for "${camel}": expected an object`);
  return value;
}

export function arrayField(message: JsonObject, camel: string): JsonValue[] {
  const value = field(message, camel);
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidArgument(`Invalid value for "${camel}": expected a list`);
  return value;
}

export function stringField(message: JsonObject, camel: string): string | undefined {
  const value = field(message, camel);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidArgument(`Invalid value for "${camel}": expected a string`);
  return value;
}

export function requireString(message: JsonObject, camel: string): string {
  const value = stringField(message, camel);
  if (value === undefined || value === '') throw invalidArgument(`Missing required field "${camel}"`);
  return value;
}

export function boolField(message: JsonObject, camel: string): boolean {
  const value = field(message, camel);
  return value === true || value === 'true';
}

/** int32 fields and google.protobuf.Int32Value (bare number, numeric string, or `{value}`). */
export function int32Field(message: JsonObject, camel: string): number | undefined {
  let value = field(message, camel);
  if (isObject(value)) value = value.value ?? 0;
  if (value === undefined) return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw invalidArgument(`Invalid value for "${camel}": expected an integer`);
  }
  return n;
}

/** Enum fields arrive as names or (with `enum-encoding=int`) numbers; normalise to the name. */
export function enumField(message: JsonObject, camel: string, names: readonly string[]): string | undefined {
  const value = field(message, camel);
  if (value === undefined) return undefined;
  if (typeof value === 'number') {
    const name = names[value];
    if (name === undefined) throw invalidArgument(`Invalid enum value ${value} for "${camel}"`);
    return name;
  }
  if (typeof value !== 'string' || !names.includes(value)) {
    throw invalidArgument(`Invalid enum value ${JSON.stringify(value)} for "${camel}"`);
  }
  return value;
}
