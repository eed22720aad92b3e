import { invalidArgument } from './errors.ts';
import { flattenFilters, isInequality, type Filter } from './filter.ts';
import type { Order } from './query.ts';

/**
 * The query shapes Cloud Firestore's backend refuses with INVALID_ARGUMENT although they parse
 * (docs/emulator.md#query-validation). The messages carry the backend's wording where clients'
 * tests look for it.
 */

/** Disjunctions in disjunctive normal form (`in` and `array-contains-any` count one per value). */
export const MAX_DISJUNCTIONS = 30;
/** Fields with a range or inequality filter in one query. */
export const MAX_INEQUALITY_FIELDS = 10;
/** Filters, explicit orders and the parent document (1 for a subcollection) in one query. */
export const MAX_QUERY_CLAUSES = 100;

export function validateQuerySize(
  filter: Filter | undefined,
  explicitOrders: number,
  parentPath: string,
): void {
  let clauses = explicitOrders + (parentPath === '' ? 0 : 1);
  for (const _ of flattenFilters(filter)) clauses++;
  if (clauses > MAX_QUERY_CLAUSES) {
    throw invalidArgument(
      `Invalid query: ${clauses} filters, orders and parent path exceed the maximum of ${MAX_QUERY_CLAUSES}`,
    );
  }
}

export function validateFilterShape(filter: Filter | undefined): void {
  let notIn = 0;
  let notEqual = 0;
  let arrayContains = 0;
  let keyEquality = false;
  let keyInequality = false;
  const inequalityFields = new Set<string>();
  for (const f of flattenFilters(filter)) {
    if (f.op === 'NOT_IN') notIn++;
    if (f.op === 'NOT_EQUAL') notEqual++;
    if (f.op === 'ARRAY_CONTAINS') arrayContains++;
    if (f.path.isKey && f.op === 'EQUAL') keyEquality = true;
    if (isInequality(f)) {
      if (f.path.isKey) keyInequality = true;
      else inequalityFields.add(f.path.canonical);
    }
  }
  if (notIn > 1) throw invalidArgument('Invalid query: a query can have at most one NOT_IN filter');
  if (notIn > 0 && notEqual > 0) {
    throw invalidArgument('Invalid query: NOT_IN cannot be combined with NOT_EQUAL filters');
  }
  if (arrayContains > 1) {
    throw invalidArgument('Invalid query: a query can have at most one ARRAY_CONTAINS filter');
  }
  if (inequalityFields.size + (keyInequality ? 1 : 0) > MAX_INEQUALITY_FIELDS) {
    throw invalidArgument(
      `Invalid query: a query can have range or inequality filters on at most ${MAX_INEQUALITY_FIELDS} fields`,
    );
  }
  // The backend serves a key equality from the key index only when the key is also a range field.
  if (keyEquality && inequalityFields.size > 0 && !keyInequality) {
    throw invalidArgument(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
  }
  const disjunctions = filter ? disjunctionCount(filter) : 1;
  if (disjunctions > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `Invalid query: the filter has ${disjunctions} disjunctions in disjunctive normal form, more than the maximum of ${MAX_DISJUNCTIONS}`,
    );
  }
}

/** How many conjunctions the filter expands into (`in` and `array-contains-any` are disjunctions). */
function disjunctionCount(filter: Filter): number {
  if (filter.kind === 'composite') {
    const counts = filter.filters.map(disjunctionCount);
    return filter.op === 'OR' ? counts.reduce((a, b) => a + b, 0) : counts.reduce((a, b) => a * b, 1);
  }
  if (filter.kind === 'field' && (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY')) {
    return (filter.value as readonly unknown[]).length;
  }
  return 1;
}

/** Results are ordered by the key last of all, so nothing may be ordered after it. */
export function validateKeyLast(orders: readonly Order[]): void {
  const key = orders.findIndex((o) => o.path.isKey);
  if (key !== -1 && key !== orders.length - 1) {
    throw invalidArgument('order by clause cannot contain more fields after the key __name__');
  }
}
