/** Member access `x.f`, indexing `x[i]` and slicing `x[i:j]`. */
import { Constraint } from './constraints.ts';
import { fail } from './errors.ts';
import { RMap, RPath, SymbolicMap, typeName, Unknown, type RValue } from './values.ts';

function nullOrUnknown(target: RValue): void {
  if (target === null) fail('Null value error.');
  if (target instanceof Unknown) fail(`${target.what} is not known for this request.`);
  if (target instanceof Constraint) fail(`The query does not determine the value of '${target.field}'.`);
}

/** A field of a query's symbolic document: its filter value, its constraint, or a nested symbolic map. */
export function symbolicField(map: SymbolicMap, name: string): RValue {
  const fieldPath = [...map.prefix, name];
  const described = map.describe(fieldPath);
  if (described.kind === 'absent') {
    return fail(
      `Field '${fieldPath.join('.')}' is not constrained by the query, so the rule cannot hold for every result.`,
    );
  }
  return described.kind === 'prefix' ? new SymbolicMap(fieldPath, map.describe) : described.value;
}

/** `path[name]` / `path.name`: the segment a wildcard named `name` matched. */
function pathBinding(path: RPath, name: string): RValue {
  const bound = path.bindings.get(name);
  return bound === undefined ? fail(`Path has no segment bound to '${name}'.`) : bound;
}

export function memberOf(target: RValue, name: string): RValue {
  nullOrUnknown(target);
  if (target instanceof RMap) {
    const value = target.entries.get(name);
    return value === undefined ? fail(`Property ${name} is undefined on object.`) : value;
  }
  if (target instanceof SymbolicMap) return symbolicField(target, name);
  if (target instanceof RPath) return pathBinding(target, name);
  return fail(`Property ${name} is undefined on ${typeName(target)}.`);
}

function position(index: RValue, size: number): number {
  if (typeof index !== 'bigint') return fail(`Index must be an int, got ${typeName(index)}.`);
  if (index < 0n || index >= BigInt(size)) fail(`Index out of range: ${index} (size ${size}).`);
  return Number(index);
}

export function indexOf(target: RValue, index: RValue): RValue {
  nullOrUnknown(target);
  if (Array.isArray(target)) return target[position(index, target.length)] ?? null;
  if (typeof target === 'string') {
    const chars = Array.from(target);
    return chars[position(index, chars.length)] ?? '';
  }
  if ((target instanceof RMap || target instanceof SymbolicMap) && typeof index === 'string') {
    return memberOf(target, index);
  }
  if (target instanceof RPath) {
    if (typeof index === 'string') return pathBinding(target, index);
    return target.segments[position(index, target.segments.length)] ?? '';
  }
  return fail(`Cannot index ${typeName(target)} with ${typeName(index)}.`);
}

function bound(value: RValue | undefined, fallback: number, size: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'bigint') return fail(`Slice bounds must be ints, got ${typeName(value)}.`);
  if (value < 0n || value > BigInt(size)) fail(`Slice bound out of range: ${value} (size ${size}).`);
  return Number(value);
}

export function sliceOf(target: RValue, start: RValue | undefined, end: RValue | undefined): RValue {
  nullOrUnknown(target);
  if (typeof target === 'string') return sliceItems(Array.from(target), start, end).join('');
  if (Array.isArray(target)) return sliceItems(target, start, end);
  return fail(`Cannot slice ${typeName(target)}.`);
}

function sliceItems<T>(items: readonly T[], start: RValue | undefined, end: RValue | undefined): T[] {
  const from = bound(start, 0, items.length);
  const to = bound(end, items.length, items.length);
  if (from > to) fail(`Slice start ${from} is after its end ${to}.`);
  return items.slice(from, to);
}
