/** The `math.` namespace. Rounding functions return ints; sqrt and pow return floats. */
import { fail } from '../errors.ts';
import type { RValue } from '../values.ts';
import { arg, arity, asNumber, type MethodTable } from './args.ts';
import { floatToInt } from './int64.ts';

function onNumber(name: string, apply: (x: number) => RValue, onInt?: (x: bigint) => RValue) {
  return (_ns: null, args: readonly RValue[]): RValue => {
    arity(`math.${name}`, args, 1);
    const value = arg(args, 0);
    if (typeof value === 'bigint' && onInt) return onInt(value);
    return apply(asNumber(`math.${name}`, value));
  };
}

export const mathNamespace: MethodTable<null> = {
  abs: onNumber('abs', Math.abs, (x) =>
    x < 0n ? (x === -(2n ** 63n) ? fail('Integer overflow error.') : -x) : x,
  ),
  ceil: onNumber(
    'ceil',
    (x) => floatToInt(Math.ceil(x)),
    (x) => x,
  ),
  floor: onNumber(
    'floor',
    (x) => floatToInt(Math.floor(x)),
    (x) => x,
  ),
  // Halves round away from zero (Math.round would round -2.5 to -2).
  round: onNumber(
    'round',
    (x) => floatToInt(Math.sign(x) * Math.round(Math.abs(x))),
    (x) => x,
  ),
  sqrt: onNumber('sqrt', Math.sqrt),
  isInfinite: onNumber('isInfinite', (x) => x === Infinity || x === -Infinity),
  isNaN: onNumber('isNaN', Number.isNaN),
  pow: (_ns, args) => {
    arity('math.pow', args, 2);
    return Math.pow(asNumber('math.pow', arg(args, 0)), asNumber('math.pow', arg(args, 1)));
  },
};
