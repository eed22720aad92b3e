/**
 * A structuredQuery's filter in disjunctive normal form (docs/emulator.md#rules-are-not-filters): OR, `in`
 * and `array-contains-any` split into disjuncts, each a conjunction of simple field conditions. Each
 * disjunct becomes one symbolic document whose fields are what the conditions imply.
 */
import type { JsonObject, JsonValue } from '../firestore/api.ts';
import {
  COMPOSITE_OPERATORS,
  FIELD_OPERATORS,
  UNARY_OPERATORS,
} from '../firestore/engine/query-operators.ts';
import { compareValues } from './compare.ts';
import { Constraint, type Bound, type FieldBounds } from './constraints.ts';
import { fail } from './errors.ts';
import { fromFirestoreValue, jsonText } from './firestore-values.ts';
import type { FieldDescription, RValue } from './values.ts';

export type ConditionOp = 'EQ' | 'NEQ' | 'LT' | 'LTE' | 'GT' | 'GTE' | 'CONTAINS';

export interface Condition {
  field: readonly string[];
  op: ConditionOp;
  value: RValue;
}

export type Disjunct = readonly Condition[];

// Firestore itself allows at most 30 disjunctions; a larger expansion is refused rather than evaluated.
const MAX_DISJUNCTS = 512;

/** Enums arrive as names, or as numbers from clients that ask for numeric enums. */
function enumName(value: JsonValue | undefined, names: readonly string[]): string {
  return typeof value === 'number' ? (names[value] ?? '') : jsonText(value);
}

function object(value: JsonValue | undefined): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

/** Splits `a.b`, `` `a.b`.c `` (backquoted segments may escape with backslashes). */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] ?? '';
    if (quoted && c === '\\') current += path[++i] ?? '';
    else if (c === '`') quoted = !quoted;
    else if (c === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += c;
  }
  segments.push(current);
  return segments;
}

function fieldOf(filter: JsonObject): string[] {
  return parseFieldPath(jsonText(object(filter.field).fieldPath));
}

function arrayItems(value: JsonValue | undefined): JsonValue[] {
  const values = object(object(value).arrayValue).values;
  return Array.isArray(values) ? values : [];
}

const SIMPLE: Record<string, ConditionOp> = {
  LESS_THAN: 'LT',
  LESS_THAN_OR_EQUAL: 'LTE',
  GREATER_THAN: 'GT',
  GREATER_THAN_OR_EQUAL: 'GTE',
  EQUAL: 'EQ',
  NOT_EQUAL: 'NEQ',
  ARRAY_CONTAINS: 'CONTAINS',
};

function conjunction(parts: readonly (readonly Disjunct[])[]): Disjunct[] {
  let result: Disjunct[] = [[]];
  for (const part of parts) {
    const next: Disjunct[] = [];
    for (const left of result) for (const right of part) next.push([...left, ...right]);
    if (next.length > MAX_DISJUNCTS) fail('The query has too many disjunctions to check against the rules.');
    result = next;
  }
  return result;
}

function fieldFilter(filter: JsonObject): Disjunct[] {
  const field = fieldOf(filter);
  const op = enumName(filter.op, FIELD_OPERATORS);
  const simple = SIMPLE[op];
  if (simple) return [[{ field, op: simple, value: fromFirestoreValue(filter.value ?? null) }]];
  const items = arrayItems(filter.value).map(fromFirestoreValue);
  if (op === 'IN') return items.map((value) => [{ field, op: 'EQ', value }]);
  if (op === 'ARRAY_CONTAINS_ANY') return items.map((value) => [{ field, op: 'CONTAINS', value }]);
  if (op === 'NOT_IN') return [items.map((value) => ({ field, op: 'NEQ', value }))];
  return fail(`Unsupported filter operator ${op}.`);
}

function unaryFilter(filter: JsonObject): Disjunct[] {
  const field = fieldOf(filter);
  switch (enumName(filter.op, UNARY_OPERATORS)) {
    case 'IS_NULL':
      return [[{ field, op: 'EQ', value: null }]];
    case 'IS_NAN':
      return [[{ field, op: 'EQ', value: NaN }]];
    case 'IS_NOT_NULL':
      return [[{ field, op: 'NEQ', value: null }]];
    case 'IS_NOT_NAN':
      return [[{ field, op: 'NEQ', value: NaN }]];
    default:
      return fail('Unsupported unary filter.');
  }
}

/** The query filter as a list of disjuncts (an absent filter is one empty disjunct). */
export function toDisjuncts(where: JsonValue | undefined): Disjunct[] {
  const filter = object(where);
  if (filter.compositeFilter !== undefined) {
    const composite = object(filter.compositeFilter);
    const children = Array.isArray(composite.filters) ? composite.filters.map(toDisjuncts) : [];
    if (enumName(composite.op, COMPOSITE_OPERATORS) === 'OR') {
      const all = children.flat();
      if (all.length > MAX_DISJUNCTS) fail('The query has too many disjunctions to check against the rules.');
      return all;
    }
    return conjunction(children);
  }
  if (filter.fieldFilter !== undefined) return fieldFilter(object(filter.fieldFilter));
  if (filter.unaryFilter !== undefined) return unaryFilter(object(filter.unaryFilter));
  return [[]];
}

interface FieldKnowledge {
  equal?: { value: RValue };
  bounds: FieldBounds;
}

/** Keeps the tighter of two bounds; bounds of different types cannot both hold, keep the first. */
function tighter(current: Bound | undefined, next: Bound, wantLarger: boolean): Bound {
  if (!current) return next;
  let comparison: number;
  try {
    comparison = compareValues(next.value, current.value);
  } catch {
    return current;
  }
  if (comparison === 0) return { value: current.value, inclusive: current.inclusive && next.inclusive };
  return comparison > 0 === wantLarger ? next : current;
}

const FIELD_KEY_SEPARATOR = '\u0000';

/**
 * What one disjunct says about each field: `describe(path)` gives the concrete value (equality), a
 * Constraint, 'prefix' when only nested fields are constrained, or 'absent'.
 */
export function describeDisjunct(disjunct: Disjunct): (fieldPath: readonly string[]) => FieldDescription {
  const fields = new Map<string, FieldKnowledge>();
  for (const condition of disjunct) {
    const key = condition.field.join(FIELD_KEY_SEPARATOR);
    const known = fields.get(key) ?? { bounds: { notEqual: [], contains: [] } };
    fields.set(key, known);
    const { value } = condition;
    switch (condition.op) {
      case 'EQ':
        known.equal ??= { value };
        break;
      case 'NEQ':
        known.bounds.notEqual.push(value);
        break;
      case 'CONTAINS':
        known.bounds.contains.push(value);
        break;
      case 'GT':
      case 'GTE':
        known.bounds.lower = tighter(known.bounds.lower, { value, inclusive: condition.op === 'GTE' }, true);
        break;
      case 'LT':
      case 'LTE':
        known.bounds.upper = tighter(known.bounds.upper, { value, inclusive: condition.op === 'LTE' }, false);
        break;
    }
  }
  return (fieldPath) => {
    const key = fieldPath.join(FIELD_KEY_SEPARATOR);
    const known = fields.get(key);
    if (known) {
      return {
        kind: 'value',
        value: known.equal ? known.equal.value : new Constraint(fieldPath.join('.'), known.bounds),
      };
    }
    const prefix = key + FIELD_KEY_SEPARATOR;
    return [...fields.keys()].some((k) => k.startsWith(prefix)) ? { kind: 'prefix' } : { kind: 'absent' };
  };
}
