/** Method calls `x.m(args)`: dispatch on the receiver's type to the built-in method tables. */
import type { MethodTable } from './builtins/args.ts';
import { listMethods, mapDiffMethods, mapMethods, setMethods } from './builtins/collections.ts';
import { latLngMethods, pathMethods } from './builtins/geo-and-paths.ts';
import { bytesMethods, stringMethods } from './builtins/strings.ts';
import { durationMethods, timestampMethods } from './builtins/time.ts';
import { symbolicField } from './access.ts';
import { Constraint, constraintHas } from './constraints.ts';
import { fail } from './errors.ts';
import {
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  SymbolicMap,
  typeName,
  Unknown,
  type RValue,
} from './values.ts';

function invoke<T>(table: MethodTable<T>, receiver: T, name: string, args: readonly RValue[]): RValue {
  const method = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!method) return fail(`Function not found error: Name: [${name}] on ${typeName(receiver as RValue)}.`);
  return method(receiver, args);
}

/** `resource.data.get('f', default)` in a query: known only when the query constrains `f`. */
function symbolicGet(map: SymbolicMap, name: string, args: readonly RValue[]): RValue {
  const key = args[0];
  if (name === 'get' && args.length === 2 && typeof key === 'string') return symbolicField(map, key);
  return fail(`The query does not determine the whole document for '${name}()'.`);
}

export function callMethod(receiver: RValue, name: string, args: readonly RValue[]): RValue {
  if (receiver === null) return fail('Null value error.');
  if (typeof receiver === 'string') return invoke(stringMethods, receiver, name, args);
  if (receiver instanceof Uint8Array) return invoke(bytesMethods, receiver, name, args);
  if (Array.isArray(receiver)) return invoke(listMethods, receiver, name, args);
  if (receiver instanceof RMap) return invoke(mapMethods, receiver, name, args);
  if (receiver instanceof RSet) return invoke(setMethods, receiver, name, args);
  if (receiver instanceof RMapDiff) return invoke(mapDiffMethods, receiver, name, args);
  if (receiver instanceof RTimestamp) return invoke(timestampMethods, receiver, name, args);
  if (receiver instanceof RDuration) return invoke(durationMethods, receiver, name, args);
  if (receiver instanceof RLatLng) return invoke(latLngMethods, receiver, name, args);
  if (receiver instanceof RPath) return invoke(pathMethods, receiver, name, args);
  if (receiver instanceof SymbolicMap) return symbolicGet(receiver, name, args);
  if (receiver instanceof Constraint) {
    const list = args[0];
    if ((name === 'hasAny' || name === 'hasAll') && Array.isArray(list))
      return constraintHas(receiver, name, list);
    return fail(`The query does not determine the value of '${receiver.field}' for '${name}()'.`);
  }
  if (receiver instanceof Unknown) return fail(`${receiver.what} is not known for this request.`);
  return fail(`Function not found error: Name: [${name}] on ${typeName(receiver)}.`);
}
