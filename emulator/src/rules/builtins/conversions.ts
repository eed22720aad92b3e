/** Global conversion functions int(), float(), string(), bool(). */
import { fail } from '../errors.ts';
import { RPath, typeName, type RValue } from '../values.ts';
import { arg, arity } from './args.ts';
import { checkedInt, floatToInt } from './int64.ts';

/** Floats print like the rules runtime (Java): a whole float keeps its `.0`. */
export function formatFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(1) : String(value);
}

export function toInt(args: readonly RValue[]): RValue {
  arity('int', args, 1);
  const value = arg(args, 0);
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return floatToInt(value);
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim())) return checkedInt(BigInt(value.trim()));
  return fail(
    `Cannot convert ${typeName(value)} ${typeof value === 'string' ? JSON.stringify(value) + ' ' : ''}to int.`,
  );
}

export function toFloat(args: readonly RValue[]): RValue {
  arity('float', args, 1);
  const value = arg(args, 0);
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return Number(text);
    if (/^[+-]?(Infinity|inf)$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
    if (/^nan$/i.test(text)) return NaN;
  }
  return fail(`Cannot convert ${typeName(value)} to float.`);
}

export function toStringValue(args: readonly RValue[]): RValue {
  arity('string', args, 1);
  const value = arg(args, 0);
  if (value === null) return 'null';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'number') return formatFloat(value);
  if (value instanceof RPath) return value.toString();
  return fail(`Cannot convert ${typeName(value)} to string.`);
}

export function toBool(args: readonly RValue[]): RValue {
  arity('bool', args, 1);
  const value = arg(args, 0);
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fail(`Cannot convert ${typeName(value)} to bool.`);
}
