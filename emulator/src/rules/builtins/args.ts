/** Argument checks shared by the built-in functions: a wrong type is a rules error, not a crash. */
import { fail } from '../errors.ts';
import { RDuration, RLatLng, RMap, RSet, RTimestamp, typeName, type RValue } from '../values.ts';

export function arity(name: string, args: readonly RValue[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    fail(`Function ${name} expects ${min === max ? min : `${min}–${max}`} argument(s), got ${args.length}.`);
  }
}

function wrongType(name: string, expected: string, value: RValue): never {
  return fail(`Function ${name} expects ${expected}, got ${typeName(value)}.`);
}

export function arg(args: readonly RValue[], index: number): RValue {
  return args[index] ?? null;
}

export function asString(name: string, value: RValue): string {
  return typeof value === 'string' ? value : wrongType(name, 'a string', value);
}

export function asInt(name: string, value: RValue): bigint {
  return typeof value === 'bigint' ? value : wrongType(name, 'an int', value);
}

export function asNumber(name: string, value: RValue): number {
  if (typeof value === 'bigint') return Number(value);
  return typeof value === 'number' ? value : wrongType(name, 'a number', value);
}

export function asList(name: string, value: RValue): RValue[] {
  return Array.isArray(value) ? value : wrongType(name, 'a list', value);
}

/** Lists and sets are interchangeable as arguments of hasAll/hasAny/hasOnly and the set operations. */
export function asItems(name: string, value: RValue): readonly RValue[] {
  if (Array.isArray(value)) return value;
  return value instanceof RSet ? value.items : wrongType(name, 'a list or set', value);
}

export function asMap(name: string, value: RValue): RMap {
  return value instanceof RMap ? value : wrongType(name, 'a map', value);
}

export function asBytesOrString(name: string, value: RValue): Uint8Array {
  if (typeof value === 'string') return new TextEncoder().encode(value);
  return value instanceof Uint8Array ? value : wrongType(name, 'bytes or a string', value);
}

export function asTimestamp(name: string, value: RValue): RTimestamp {
  return value instanceof RTimestamp ? value : wrongType(name, 'a timestamp', value);
}

export function asDuration(name: string, value: RValue): RDuration {
  return value instanceof RDuration ? value : wrongType(name, 'a duration', value);
}

export function asLatLng(name: string, value: RValue): RLatLng {
  return value instanceof RLatLng ? value : wrongType(name, 'a latlng', value);
}

/** A method table: receiver and evaluated arguments in, value out. */
export type MethodTable<T> = Record<string, (receiver: T, args: readonly RValue[]) => RValue>;
