import type { JsonObject, JsonValue } from '../api.ts';
import { decodeFilterOperand, decodeValue } from './codec.ts';
import { invalidArgument } from './errors.ts';
import { FieldPath, KEY_PATH } from './field-path.ts';
import {
  flattenFilters,
  isInequality,
  type FieldOperator,
  type Filter,
  type UnaryOperator,
} from './filter.ts';
import { arrayField, enumField, field, int32Field, isObject, objectField, requireString } from './json.ts';
import { parseParent, validateCollectionId } from './paths.ts';
import { COMPOSITE_OPERATORS, FIELD_OPERATORS, UNARY_OPERATORS } from './query-operators.ts';
import { validateFilterShape, validateKeyLast, validateQuerySize } from './query-validation.ts';
import { Reference, type Value } from './values.ts';
import { parseFindNearest, type NearestSpec } from './vector-search.ts';

/** A parsed, validated StructuredQuery with its normalized order-by (docs/emulator.md#query-semantics). */
export interface Query {
  database: string;
  /** Parent document path below `/documents/` ('' for the database root). */
  parentPath: string;
  /** '' with allDescendants: the kindless query (every document below the parent). */
  collectionId: string;
  allDescendants: boolean;
  filter: Filter | undefined;
  orderBy: Order[];
  startAt: Bound | undefined;
  endAt: Bound | undefined;
  offset: number;
  limit: number | undefined;
  select: FieldPath[] | undefined;
  /** Vector search: replaces ordering and limit with nearest-neighbour ranking. */
  findNearest: NearestSpec | undefined;
  /** Fields every result must have, before offset and limit (an aggregation's summed fields). */
  requiredFields: readonly FieldPath[];
}

export interface Order {
  path: FieldPath;
  descending: boolean;
}

export interface Bound {
  values: Value[];
  /** start_at: inclusive when true; end_at: exclusive when true. */
  before: boolean;
}

const DIRECTIONS = ['DIRECTION_UNSPECIFIED', 'ASCENDING', 'DESCENDING'];
const LIST_OPS = new Set<FieldOperator>(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);
const MAX_DISJUNCTION = 30;

/** Parses `parent` + `structuredQuery` (RunQuery, aggregations, Listen query targets). */
export function parseQuery(parent: string, structuredQuery: JsonObject): Query {
  const { database, path: parentPath } = parseParent(parent);
  const from = arrayField(structuredQuery, 'from');
  if (from.length !== 1 || !isObject(from[0])) {
    throw invalidArgument('A query must have exactly one collection selector in "from"');
  }
  const selector = from[0];
  const collectionId =
    typeof field(selector, 'collectionId') === 'string' ? (field(selector, 'collectionId') as string) : '';
  const allDescendants = field(selector, 'allDescendants') === true;
  if (collectionId === '' && !allDescendants) {
    throw invalidArgument('A query needs a collectionId unless it selects all descendants (kindless query)');
  }
  if (collectionId !== '') validateCollectionId(collectionId, `${parent}/${collectionId}`);
  const nearestJson = objectField(structuredQuery, 'findNearest');
  const findNearest = nearestJson ? parseFindNearest(nearestJson) : undefined;

  const where = objectField(structuredQuery, 'where');
  const filter = where ? parseFilter(where, database) : undefined;
  validateFilterShape(filter);
  const explicit = arrayField(structuredQuery, 'orderBy').map(parseOrder);
  validateQuerySize(filter, explicit.length, parentPath);
  const orderBy = normalizeOrderBy(explicit, filter);
  const startAt = parseCursor(objectField(structuredQuery, 'startAt'), orderBy, 'startAt');
  const endAt = parseCursor(objectField(structuredQuery, 'endAt'), orderBy, 'endAt');
  const offset = int32Field(structuredQuery, 'offset') ?? 0;
  const limit = int32Field(structuredQuery, 'limit');
  if (offset < 0) throw invalidArgument('offset must be non-negative');
  if (limit !== undefined && limit < 0) throw invalidArgument('limit must be non-negative');
  const selectObject = objectField(structuredQuery, 'select');
  const select = selectObject ? arrayField(selectObject, 'fields').map(parseFieldReference) : undefined;
  return {
    database,
    parentPath,
    collectionId,
    allDescendants,
    filter,
    orderBy,
    startAt,
    endAt,
    offset,
    limit,
    select,
    findNearest,
    requiredFields: [],
  };
}

function parseFieldReference(ref: JsonValue): FieldPath {
  if (!isObject(ref)) throw invalidArgument('Invalid field reference');
  return FieldPath.parse(requireString(ref, 'fieldPath'));
}

/** Far beyond any real query, and well within the stack. */
const MAX_FILTER_DEPTH = 64;

function parseFilter(json: JsonObject, database: string, depth = 0): Filter | undefined {
  const composite = objectField(json, 'compositeFilter');
  if (composite) {
    if (depth >= MAX_FILTER_DEPTH) {
      throw invalidArgument(
        `Invalid query: composite filters are nested more than ${MAX_FILTER_DEPTH} levels deep`,
      );
    }
    const op = enumField(composite, 'op', COMPOSITE_OPERATORS);
    if (op !== 'AND' && op !== 'OR') throw invalidArgument('A composite filter needs op AND or OR');
    const filters = arrayField(composite, 'filters').flatMap((f) => {
      if (!isObject(f)) throw invalidArgument('Invalid filter');
      const parsed = parseFilter(f, database, depth + 1);
      return parsed ? [parsed] : [];
    });
    if (filters.length === 0) return undefined;
    return filters.length === 1 ? filters[0] : { kind: 'composite', op, filters };
  }
  const fieldFilter = objectField(json, 'fieldFilter');
  if (fieldFilter) return parseFieldFilter(fieldFilter, database);
  const unary = objectField(json, 'unaryFilter');
  if (unary) {
    const op = enumField(unary, 'op', UNARY_OPERATORS);
    if (op === undefined || op === 'OPERATOR_UNSPECIFIED')
      throw invalidArgument('A unary filter needs an op');
    const path = parseFieldReference(field(unary, 'field') ?? null);
    return { kind: 'unary', path, op: op as UnaryOperator };
  }
  throw invalidArgument('A filter needs one of compositeFilter, fieldFilter or unaryFilter');
}

function parseFieldFilter(json: JsonObject, database: string): Filter {
  const op = enumField(json, 'op', FIELD_OPERATORS);
  if (op === undefined || op === 'OPERATOR_UNSPECIFIED') throw invalidArgument('A field filter needs an op');
  const path = parseFieldReference(field(json, 'field') ?? null);
  const value = decodeFilterOperand(field(json, 'value'));
  const fieldOp = op as FieldOperator;
  if (LIST_OPS.has(fieldOp)) {
    if (!Array.isArray(value) || value.length === 0) {
      throw invalidArgument(`A filter with operator ${op} needs a non-empty array value`);
    }
    const max = fieldOp === 'NOT_IN' ? 10 : MAX_DISJUNCTION;
    if (value.length > max) {
      throw invalidArgument(`A filter with operator ${op} supports up to ${max} comparison values`);
    }
  }
  if (path.isKey) validateKeyFilter(fieldOp, value, database);
  return { kind: 'field', path, op: fieldOp, value };
}

/** `__name__` filters compare document keys, so their operands must be references. */
function validateKeyFilter(op: FieldOperator, value: Value, database: string): void {
  if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') {
    throw invalidArgument(`Invalid query: ${op} is not supported on __name__`);
  }
  const values = op === 'IN' || op === 'NOT_IN' ? (value as readonly Value[]) : [value];
  for (const v of values) {
    if (!(v instanceof Reference)) {
      throw invalidArgument('Invalid query: a filter on __name__ must compare with a referenceValue');
    }
    if (!v.name.startsWith(`${database}/documents/`)) {
      throw invalidArgument(`Invalid query: __name__ value "${v.name}" is not in database "${database}"`);
    }
  }
}

function parseOrder(json: JsonValue): Order {
  if (!isObject(json)) throw invalidArgument('Invalid orderBy entry');
  const path = parseFieldReference(field(json, 'field') ?? null);
  const direction = enumField(json, 'direction', DIRECTIONS);
  return { path, descending: direction === 'DESCENDING' };
}

/**
 * Explicit orders, then every inequality field other than the key not yet ordered (lexicographically),
 * then `__name__`,
 * the implicit ones in the direction of the last explicit order.
 */
function normalizeOrderBy(explicit: Order[], filter: Filter | undefined): Order[] {
  const seen = new Set<string>();
  const orders: Order[] = [];
  for (const order of explicit) {
    if (seen.has(order.path.canonical)) {
      throw invalidArgument(`Invalid query: orderBy "${order.path.canonical}" appears more than once`);
    }
    seen.add(order.path.canonical);
    orders.push(order);
  }
  const descending = explicit.length > 0 && (explicit[explicit.length - 1] as Order).descending;
  const inequalities = new Map<string, FieldPath>();
  for (const f of flattenFilters(filter)) {
    // The key is never sorted among the inequality fields: it always orders last.
    if (isInequality(f) && !f.path.isKey && !seen.has(f.path.canonical)) {
      inequalities.set(f.path.canonical, f.path);
    }
  }
  const sorted = [...inequalities.values()].sort(compareFieldPaths);
  for (const path of sorted) {
    seen.add(path.canonical);
    orders.push({ path, descending });
  }
  if (!seen.has(KEY_PATH.canonical)) orders.push({ path: KEY_PATH, descending });
  validateKeyLast(orders);
  return orders;
}

function compareFieldPaths(a: FieldPath, b: FieldPath): number {
  const n = Math.min(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const x = a.segments[i] as string;
    const y = b.segments[i] as string;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.segments.length - b.segments.length;
}

function parseCursor(json: JsonObject | undefined, orderBy: Order[], what: string): Bound | undefined {
  if (!json) return undefined;
  const values = arrayField(json, 'values').map(decodeValue);
  if (values.length > orderBy.length) {
    throw invalidArgument(`Invalid query: ${what} has more values (${values.length}) than orderBy fields`);
  }
  values.forEach((value, i) => {
    if ((orderBy[i] as Order).path.isKey && !(value instanceof Reference)) {
      throw invalidArgument(`Invalid query: the ${what} value for __name__ must be a referenceValue`);
    }
  });
  return { values, before: field(json, 'before') === true };
}
