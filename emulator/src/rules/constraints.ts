/**
 * Symbolic field values for "rules are not filters" (docs/emulator.md#rules-are-not-filters). While a query
 * is checked, `resource.data.f` is not a document's value but what the query's filters say about every
 * document it can return. A field with an equality filter is simply that concrete value; every other
 * constrained field is a Constraint. A comparison with a Constraint is true or false only when the filters
 * imply it for every such document; otherwise it is an error, which denies unless `||`/`&&` absorb it.
 */
import { compareValues, containsValue, valuesEqual } from './compare.ts';
import { fail, RulesError } from './errors.ts';
import { typeName, type RValue } from './values.ts';

export interface Bound {
  value: RValue;
  inclusive: boolean;
}

export interface FieldBounds {
  /** Values the field is known to differ from (`!=`, `not-in`). */
  notEqual: RValue[];
  lower?: Bound;
  upper?: Bound;
  /** Values the field (an array) is known to contain (`array-contains`). */
  contains: RValue[];
}

export class Constraint {
  constructor(
    readonly field: string,
    readonly bounds: FieldBounds,
  ) {}
}

function undetermined(c: Constraint, op: string, value: RValue): never {
  throw new RulesError(
    `The query does not restrict '${c.field}' enough to prove '${c.field} ${op} ${typeName(value)}' for every result.`,
  );
}

/** Range filters are type-bracketed: `f > 5` only returns documents where f is a number. */
function boundType(c: Constraint): string | null {
  const bound = c.bounds.lower ?? c.bounds.upper;
  if (!bound) return null;
  const type = typeName(bound.value);
  return type === 'int' || type === 'float' ? 'number' : type;
}

function sameTypeClass(a: string, value: RValue): boolean {
  const type = typeName(value);
  return a === type || (a === 'number' && (type === 'int' || type === 'float'));
}

/** true/false when every document satisfying `c` agrees on `field == value`, otherwise undefined. */
function equalityVerdict(c: Constraint, value: RValue): boolean | undefined {
  if (containsValue(c.bounds.notEqual, value)) return false;
  const bracket = boundType(c);
  if (bracket !== null) {
    if (!sameTypeClass(bracket, value)) return false;
    const { lower, upper } = c.bounds;
    if (lower && ordered(value, lower.value, (x) => x < 0 || (x === 0 && !lower.inclusive))) return false;
    if (upper && ordered(value, upper.value, (x) => x > 0 || (x === 0 && !upper.inclusive))) return false;
  }
  if (c.bounds.contains.length > 0) {
    if (!Array.isArray(value)) return false;
    if (!c.bounds.contains.every((needle) => containsValue(value, needle))) return false;
  }
  return undefined;
}

function ordered(a: RValue, b: RValue, test: (comparison: number) => boolean): boolean {
  const comparison = compareValues(a, b);
  return !Number.isNaN(comparison) && test(comparison);
}

/** `field < value` (or <=, >, >=) for every document, from the query's range bounds. */
function orderingVerdict(c: Constraint, op: '<' | '<=' | '>' | '>=', value: RValue): boolean | undefined {
  const bracket = boundType(c);
  if (bracket === null || !sameTypeClass(bracket, value)) return undefined;
  const { lower, upper } = c.bounds;
  // Upper bound u: every x satisfies x < u (or x <= u when inclusive).
  const belowUpper = (strict: boolean): boolean | undefined =>
    upper
      ? ordered(upper.value, value, (x) => x < 0 || (x === 0 && (!upper.inclusive || !strict)))
      : undefined;
  const aboveLower = (strict: boolean): boolean | undefined =>
    lower
      ? ordered(lower.value, value, (x) => x > 0 || (x === 0 && (!lower.inclusive || !strict)))
      : undefined;
  switch (op) {
    case '<':
      if (belowUpper(true)) return true;
      if (lower && ordered(lower.value, value, (x) => x >= 0)) return false;
      return undefined;
    case '<=':
      if (belowUpper(false)) return true;
      if (aboveLower(false) && !(lower?.inclusive === true && valuesEqual(lower.value, value))) return false;
      return undefined;
    case '>':
      if (aboveLower(true)) return true;
      if (upper && ordered(upper.value, value, (x) => x <= 0)) return false;
      return undefined;
    case '>=':
      if (aboveLower(false)) return true;
      if (belowUpper(false) && !(upper?.inclusive === true && valuesEqual(upper.value, value))) return false;
      return undefined;
  }
}

const FLIPPED = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

/** A comparison where at least one side is a Constraint. */
export function compareConstraint(
  op: '==' | '!=' | '<' | '<=' | '>' | '>=',
  left: RValue,
  right: RValue,
): boolean {
  const constraintOnLeft = left instanceof Constraint;
  const c = (constraintOnLeft ? left : right) as Constraint;
  const value = constraintOnLeft ? right : left;
  if (value instanceof Constraint) undetermined(c, op, value);
  let verdict: boolean | undefined;
  if (op === '==' || op === '!=') {
    const equal = equalityVerdict(c, value);
    verdict = equal === undefined ? undefined : op === '==' ? equal : !equal;
  } else {
    verdict = orderingVerdict(c, constraintOnLeft ? op : FLIPPED[op], value);
  }
  if (verdict === undefined) undetermined(c, op, value);
  return verdict;
}

/** `value in c`: true when the query requires the array field to contain `value`. */
export function constraintContains(c: Constraint, value: RValue): boolean {
  if (containsValue(c.bounds.contains, value)) return true;
  return undetermined(c, 'contains', value);
}

/** `c.hasAny(list)` / `c.hasAll(list)` on an array field constrained by array-contains. */
export function constraintHas(c: Constraint, method: string, values: readonly RValue[]): boolean {
  if (method === 'hasAny' && values.some((v) => containsValue(c.bounds.contains, v))) return true;
  if (method === 'hasAll' && values.every((v) => containsValue(c.bounds.contains, v))) return true;
  return fail(
    `The query does not restrict '${c.field}' enough to prove '${c.field}.${method}(…)' for every result.`,
  );
}

/** `x is type` on a constraint: known only for type-bracketed range filters and array-contains. */
export function constraintIs(c: Constraint, type: string): boolean {
  const bracket = c.bounds.contains.length > 0 ? 'list' : boundType(c);
  if (bracket === null) return fail(`The query does not restrict the type of '${c.field}'.`);
  if (type === bracket) return true;
  if (bracket === 'number')
    return type === 'number' ? true : fail(`The query does not restrict '${c.field}' to ${type}.`);
  return false;
}
