import { compareValues, queryEquals, typeOrder } from './compare.ts';
import type { StoredDoc } from './document.ts';
import { getPath, type FieldPath } from './field-path.ts';
import { isArray, type Value } from './values.ts';

/**
 * Compiled query filters and the matcher (docs/emulator.md#query-semantics), mirroring the SDKs' client-side
 * matcher so that latency-compensated results agree with the server's.
 */
export type FieldOperator =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { kind: 'field'; path: FieldPath; op: FieldOperator; value: Value }
  | { kind: 'unary'; path: FieldPath; op: UnaryOperator }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

/** Operators after which the field joins the implicit order-by (the SDK treats != null/NaN alike). */
const INEQUALITIES = new Set<string>([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

export function isInequality(filter: Filter): boolean {
  return filter.kind !== 'composite' && INEQUALITIES.has(filter.op);
}

/** Every field/unary filter in the tree, depth first. */
export function* flattenFilters(
  filter: Filter | undefined,
): Generator<Exclude<Filter, { kind: 'composite' }>> {
  if (!filter) return;
  if (filter.kind === 'composite') {
    for (const f of filter.filters) yield* flattenFilters(f);
  } else {
    yield filter;
  }
}

/** A field's value in a document; `__name__` is the document key as a reference. */
export function fieldValue(doc: StoredDoc, path: FieldPath): Value | undefined {
  return path.isKey ? doc.ref : getPath(doc.fields, path);
}

export function matchesFilter(doc: StoredDoc, filter: Filter): boolean {
  switch (filter.kind) {
    case 'composite':
      return filter.op === 'AND'
        ? filter.filters.every((f) => matchesFilter(doc, f))
        : filter.filters.some((f) => matchesFilter(doc, f));
    case 'unary':
      return matchesUnary(fieldValue(doc, filter.path), filter.op);
    case 'field':
      return matchesField(fieldValue(doc, filter.path), filter.op, filter.value);
  }
}

function isNaNValue(value: Value): boolean {
  return typeof value === 'number' && Number.isNaN(value);
}

function matchesUnary(value: Value | undefined, op: UnaryOperator): boolean {
  if (value === undefined) return false;
  const nan = isNaNValue(value);
  switch (op) {
    case 'IS_NAN':
      return nan;
    case 'IS_NULL':
      return value === null;
    case 'IS_NOT_NAN':
      return value !== null && !nan;
    case 'IS_NOT_NULL':
      return value !== null;
  }
}

function matchesField(value: Value | undefined, op: FieldOperator, operand: Value): boolean {
  if (value === undefined) return false; // a missing field never matches
  switch (op) {
    case 'EQUAL':
      return queryEquals(value, operand);
    case 'NOT_EQUAL':
      return value !== null && !queryEquals(value, operand);
    case 'IN':
      // Like `!=` and `not-in`, `in` is served from the index of non-null values: null never matches.
      return value !== null && (operand as readonly Value[]).some((v) => queryEquals(value, v));
    case 'NOT_IN': {
      const list = operand as readonly Value[];
      if (value === null || list.includes(null)) return false;
      // NaN in the list excludes NaN values, as `!= NaN` does, although NaN equals nothing.
      if (isNaNValue(value)) return !list.some(isNaNValue);
      return !list.some((v) => queryEquals(value, v));
    }
    case 'ARRAY_CONTAINS':
      // Array membership, like `in`, is served from an index of non-null values.
      return operand !== null && isArray(value) && value.some((v) => queryEquals(v, operand));
    case 'ARRAY_CONTAINS_ANY':
      return (
        isArray(value) &&
        value.some((v) => v !== null && (operand as readonly Value[]).some((o) => queryEquals(v, o)))
      );
    default:
      return matchesRange(value, op, operand);
  }
}

/** `<`, `<=`, `>`, `>=` compare only within one type class (ints and doubles together). */
function matchesRange(value: Value, op: FieldOperator, operand: Value): boolean {
  if (typeOrder(value) !== typeOrder(operand)) return false;
  if (isNaNValue(value) || isNaNValue(operand)) return false; // NaN is unordered for range filters
  const c = compareValues(value, operand);
  switch (op) {
    case 'LESS_THAN':
      return c < 0;
    case 'LESS_THAN_OR_EQUAL':
      return c <= 0;
    case 'GREATER_THAN':
      return c > 0;
    default:
      return c >= 0;
  }
}
