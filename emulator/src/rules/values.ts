/**
 * Runtime values of the rules language. Primitive rules types map to JS primitives so the evaluator
 * can switch on `typeof`: null → null, bool → boolean, int → bigint (exact 64-bit), float → number,
 * string → string. Everything else is a small class instance.
 */
import type { Constraint } from './constraints.ts';

export type RValue =
  | null
  | boolean
  | bigint
  | number
  | string
  | Uint8Array
  | RValue[]
  | RMap
  | RSet
  | RPath
  | RTimestamp
  | RDuration
  | RLatLng
  | RMapDiff
  | Constraint
  | SymbolicMap
  | Unknown;

export class RMap {
  constructor(readonly entries: ReadonlyMap<string, RValue>) {}
  static of(record: Record<string, RValue>): RMap {
    return new RMap(new Map(Object.entries(record)));
  }
}

/** A set keeps insertion order; uniqueness is by rules equality, enforced by its builder (sets.ts). */
export class RSet {
  constructor(readonly items: readonly RValue[]) {}
}

/** A path: `/databases/(default)/documents/users/alice` has segments ['databases', '(default)', …]. */
export class RPath {
  constructor(
    readonly segments: readonly string[],
    /** Wildcard bindings captured when this path was matched (for `path[name]`). */
    readonly bindings: ReadonlyMap<string, string> = new Map(),
  ) {}
  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export const NANOS_PER_SECOND = 1_000_000_000n;

/** Nanoseconds since the epoch. */
export class RTimestamp {
  constructor(readonly nanos: bigint) {}
}

/** A signed length of time in nanoseconds. */
export class RDuration {
  constructor(readonly nanos: bigint) {}
}

export class RLatLng {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

/** `a.diff(b)`: the key-level differences between two maps. */
export class RMapDiff {
  constructor(
    readonly left: RMap,
    readonly right: RMap,
  ) {}
}

/** What a query says about one field: its value (or Constraint), only nested fields, or nothing. */
export type FieldDescription = { kind: 'value'; value: RValue } | { kind: 'prefix' } | { kind: 'absent' };

/**
 * `resource.data` (or a nested map of it) while evaluating a query: fields are known only through the
 * query's filters (constraints.ts), keyed by their dotted field path from the document root.
 */
export class SymbolicMap {
  constructor(
    readonly prefix: readonly string[],
    readonly describe: (fieldPath: readonly string[]) => FieldDescription,
  ) {}
}

/** A value the rules cannot know (an unconstrained document id in a query); any use is an error. */
export class Unknown {
  constructor(readonly what: string) {}
}

export const INT64_MIN = -(2n ** 63n);
export const INT64_MAX = 2n ** 63n - 1n;

export function typeName(value: RValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'int';
    case 'number':
      return 'float';
    case 'string':
      return 'string';
  }
  if (value instanceof Uint8Array) return 'bytes';
  if (Array.isArray(value)) return 'list';
  if (value instanceof RMap || value instanceof SymbolicMap) return 'map';
  if (value instanceof RSet) return 'set';
  if (value instanceof RPath) return 'path';
  if (value instanceof RTimestamp) return 'timestamp';
  if (value instanceof RDuration) return 'duration';
  if (value instanceof RLatLng) return 'latlng';
  if (value instanceof RMapDiff) return 'map_diff';
  if (value instanceof Unknown) return 'unknown';
  return 'constraint';
}

/** Short human form for error messages and debug(). */
export function show(value: RValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'number':
      return Number.isInteger(value) ? value.toFixed(1) : String(value);
    case 'string':
      return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  if (value instanceof RMap)
    return `{${[...value.entries].map(([k, v]) => `${JSON.stringify(k)}: ${show(v)}`).join(', ')}}`;
  if (value instanceof RSet) return `set([${value.items.map(show).join(', ')}])`;
  if (value instanceof RPath) return `path(${JSON.stringify(value.toString())})`;
  if (value instanceof Uint8Array) return `b'${Buffer.from(value).toString('hex')}'`;
  return typeName(value);
}
