import { invalidArgument } from './errors.ts';
import { isMap, type MapValue, type Value } from './values.ts';

/**
 * Field paths (masks, transforms, filters, orders): dot-separated segments, where a segment that is not
 * a simple identifier is backtick-quoted with backslash escapes (`` `a.b`.c ``). `__name__` denotes the
 * document key.
 */
const SIMPLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

export class FieldPath {
  /** `__name__`: the document key rather than a field. */
  readonly isKey: boolean;
  /** The first segment, for the common single-segment lookup. */
  readonly head: string;

  private constructor(
    readonly segments: readonly string[],
    /** The canonical string form (simple segments bare, others quoted): equal paths have equal strings. */
    readonly canonical: string,
  ) {
    this.isKey = segments.length === 1 && segments[0] === '__name__';
    this.head = segments[0] as string;
  }

  static of(segments: readonly string[]): FieldPath {
    return new FieldPath(segments, segments.map(quoteSegment).join('.'));
  }

  static parse(input: string): FieldPath {
    return FieldPath.of(parseSegments(input));
  }

  isPrefixOf(other: FieldPath): boolean {
    if (this.segments.length > other.segments.length) return false;
    return this.segments.every((s, i) => other.segments[i] === s);
  }
}

export const KEY_PATH = FieldPath.of(['__name__']);

function quoteSegment(segment: string): string {
  return SIMPLE.test(segment) ? segment : '`' + segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`') + '`';
}

function parseSegments(input: string): string[] {
  if (input === '') throw invalidArgument('Invalid field path: it must not be empty');
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    if (quoted) {
      if (c === '\\') {
        const next = input[++i];
        if (next === undefined) throw invalidArgument(`Invalid field path "${input}": trailing escape`);
        current += next;
      } else if (c === '`') {
        quoted = false;
      } else {
        current += c;
      }
    } else if (c === '`') {
      if (current !== '') throw invalidArgument(`Invalid field path "${input}": misplaced backtick`);
      quoted = true;
      wasQuoted = true;
    } else if (c === '.') {
      pushSegment(input, segments, current, wasQuoted);
      current = '';
      wasQuoted = false;
    } else {
      if (wasQuoted) throw invalidArgument(`Invalid field path "${input}": text after a quoted segment`);
      current += c;
    }
  }
  if (quoted) throw invalidArgument(`Invalid field path "${input}": unterminated backtick`);
  pushSegment(input, segments, current, wasQuoted);
  return segments;
}

function pushSegment(input: string, segments: string[], segment: string, wasQuoted: boolean): void {
  if (segment === '' && !wasQuoted) {
    throw invalidArgument(`Invalid field path "${input}": it must not contain empty segments`);
  }
  if (segment === '') throw invalidArgument(`Invalid field path "${input}": a field name must not be empty`);
  segments.push(segment);
}

/** The value at a path, or undefined when any step is missing or not a map. */
export function getPath(fields: MapValue, path: FieldPath): Value | undefined {
  const segments = path.segments;
  let current: Value | undefined = fields.get(path.head);
  if (segments.length === 1) return current;
  for (let i = 1; i < segments.length; i++) {
    if (!isMap(current)) return undefined;
    current = current.get(segments[i] as string);
  }
  return current;
}

/** A copy of `fields` with `path` set (intermediate maps created, non-map intermediates replaced). */
export function setPath(fields: MapValue, segments: readonly string[], value: Value): MapValue {
  const [head, ...rest] = segments as [string, ...string[]];
  const out = new Map(fields);
  if (rest.length === 0) {
    out.set(head, value);
  } else {
    const child = fields.get(head);
    out.set(head, setPath(isMap(child) ? child : new Map<string, Value>(), rest, value));
  }
  return out;
}

/** A copy of `fields` without `path` (unchanged when the path is absent). */
export function deletePath(fields: MapValue, segments: readonly string[]): MapValue {
  const [head, ...rest] = segments as [string, ...string[]];
  if (!fields.has(head)) return fields;
  if (rest.length === 0) {
    const out = new Map(fields);
    out.delete(head);
    return out;
  }
  const child = fields.get(head);
  if (!isMap(child)) return fields;
  const updated = deletePath(child, rest);
  if (updated === child) return fields;
  const out = new Map(fields);
  out.set(head, updated);
  return out;
}

/** Only the given paths of `fields` (a document mask / projection). */
export function projectFields(fields: MapValue, paths: readonly FieldPath[]): MapValue {
  let out: MapValue = new Map<string, Value>();
  for (const path of paths) {
    if (path.isKey) continue;
    const value = getPath(fields, path);
    if (value !== undefined) out = setPath(out, path.segments, value);
  }
  return out;
}
