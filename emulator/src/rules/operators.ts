/** Unary and binary operators other than `&&`/`||` (which short-circuit in the evaluator). */
import type { BinaryOperator } from './ast.ts';
import { checkedInt } from './builtins/int64.ts';
import { makeTimestamp } from './builtins/time.ts';
import { compareValues, containsValue, valuesEqual } from './compare.ts';
import { compareConstraint, Constraint, constraintContains } from './constraints.ts';
import { fail } from './errors.ts';
import { RDuration, RMap, RSet, RTimestamp, SymbolicMap, typeName, Unknown, type RValue } from './values.ts';

function unsupported(op: string, left: RValue, right?: RValue): never {
  const operands =
    right === undefined ? `${op}${typeName(left)}` : `${typeName(left)} ${op} ${typeName(right)}`;
  return fail(`Unsupported operation error. Received: ${operands}.`);
}

/** Values that only exist while a query is checked cannot take part in ordinary operations. */
function rejectUnknown(value: RValue): void {
  if (value instanceof Unknown) fail(`${value.what} is not known for this request.`);
  if (value instanceof SymbolicMap) fail('The query does not determine the whole document.');
}

export function applyUnary(op: '!' | '-', value: RValue): RValue {
  if (op === '!') return typeof value === 'boolean' ? !value : unsupported('!', value);
  if (typeof value === 'bigint') return checkedInt(-value);
  if (typeof value === 'number') return -value;
  if (value instanceof RDuration) return new RDuration(-value.nanos);
  return unsupported('-', value);
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', left: RValue, right: RValue): RValue {
  if (typeof left === 'bigint' && typeof right === 'bigint') {
    switch (op) {
      case '+':
        return checkedInt(left + right);
      case '-':
        return checkedInt(left - right);
      case '*':
        return checkedInt(left * right);
      case '/':
        return right === 0n ? fail('Division by zero.') : checkedInt(left / right);
      case '%':
        return right === 0n ? fail('Division by zero.') : left % right;
    }
  }
  const numeric = (v: RValue): v is number | bigint => typeof v === 'number' || typeof v === 'bigint';
  if (numeric(left) && numeric(right)) {
    const [a, b] = [Number(left), Number(right)];
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      case '%':
        return a % b;
    }
  }
  if (op === '+') {
    if (typeof left === 'string' && typeof right === 'string') return left + right;
    if (Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
    if (left instanceof RTimestamp && right instanceof RDuration)
      return makeTimestamp(left.nanos + right.nanos);
    if (left instanceof RDuration && right instanceof RTimestamp)
      return makeTimestamp(left.nanos + right.nanos);
    if (left instanceof RDuration && right instanceof RDuration)
      return new RDuration(checkedInt(left.nanos + right.nanos));
  }
  if (op === '-') {
    if (left instanceof RTimestamp && right instanceof RDuration)
      return makeTimestamp(left.nanos - right.nanos);
    if (left instanceof RTimestamp && right instanceof RTimestamp)
      return new RDuration(left.nanos - right.nanos);
    if (left instanceof RDuration && right instanceof RDuration)
      return new RDuration(checkedInt(left.nanos - right.nanos));
  }
  return unsupported(op, left, right);
}

function membership(needle: RValue, haystack: RValue): boolean {
  if (haystack instanceof Constraint) return constraintContains(haystack, needle);
  rejectUnknown(needle);
  if (needle instanceof Constraint) return fail(`The query does not determine '${needle.field}' for 'in'.`);
  if (Array.isArray(haystack)) return containsValue(haystack, needle);
  if (haystack instanceof RSet) return containsValue(haystack.items, needle);
  if (haystack instanceof RMap) return typeof needle === 'string' && haystack.entries.has(needle);
  if (haystack instanceof SymbolicMap && typeof needle === 'string') {
    // Every kind of field filter (even `== null`, `!=`) only returns documents that have the field.
    if (haystack.describe([...haystack.prefix, needle]).kind !== 'absent') return true;
    return fail(`The query does not determine whether field '${needle}' exists.`);
  }
  return unsupported('in', needle, haystack);
}

export function applyBinary(op: Exclude<BinaryOperator, '&&' | '||'>, left: RValue, right: RValue): RValue {
  if (op === 'in') return membership(left, right);
  rejectUnknown(left);
  rejectUnknown(right);
  if (left instanceof Constraint || right instanceof Constraint) {
    if (op === '==' || op === '!=' || op === '<' || op === '<=' || op === '>' || op === '>=') {
      return compareConstraint(op, left, right);
    }
    return fail(
      `The query does not determine the value of '${(left instanceof Constraint ? left : (right as Constraint)).field}'.`,
    );
  }
  switch (op) {
    case '==':
      return valuesEqual(left, right);
    case '!=':
      return !valuesEqual(left, right);
    case '<':
      return compareValues(left, right) < 0;
    case '<=':
      return compareValues(left, right) <= 0;
    case '>':
      return compareValues(left, right) > 0;
    case '>=':
      return compareValues(left, right) >= 0;
    default:
      return arithmetic(op, left, right);
  }
}
