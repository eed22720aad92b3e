/** Methods of lists, maps, sets and map diffs (rules.List, rules.Map, rules.Set, rules.MapDiff). */
import { containsValue, valuesEqual } from '../compare.ts';
import { fail } from '../errors.ts';
import { RMap, RMapDiff, RSet, type RValue } from '../values.ts';
import { arg, arity, asItems, asList, asString, type MethodTable } from './args.ts';

/** Builds a set, dropping duplicates by rules equality. */
export function makeSet(items: Iterable<RValue>): RSet {
  const unique: RValue[] = [];
  for (const item of items) if (!containsValue(unique, item)) unique.push(item);
  return new RSet(unique);
}

/** hasAll/hasAny/hasOnly are shared by lists and sets; they accept a list or a set argument. */
function membershipMethods<T>(itemsOf: (receiver: T) => readonly RValue[]): MethodTable<T> {
  return {
    hasAll: (receiver, args) => {
      arity('hasAll', args, 1);
      const items = itemsOf(receiver);
      return asItems('hasAll', arg(args, 0)).every((x) => containsValue(items, x));
    },
    hasAny: (receiver, args) => {
      arity('hasAny', args, 1);
      const items = itemsOf(receiver);
      return asItems('hasAny', arg(args, 0)).some((x) => containsValue(items, x));
    },
    hasOnly: (receiver, args) => {
      arity('hasOnly', args, 1);
      const allowed = asItems('hasOnly', arg(args, 0));
      return itemsOf(receiver).every((x) => containsValue(allowed, x));
    },
    size: (receiver, args) => {
      arity('size', args, 0);
      return BigInt(itemsOf(receiver).length);
    },
  };
}

export const listMethods: MethodTable<RValue[]> = {
  ...membershipMethods((list: RValue[]) => list),
  concat: (list, args) => {
    arity('concat', args, 1);
    return [...list, ...asList('concat', arg(args, 0))];
  },
  join: (list, args) => {
    arity('join', args, 0, 1);
    const separator = args.length > 0 ? asString('join', arg(args, 0)) : '';
    return list.map((item) => asString('join', item)).join(separator);
  },
  removeAll: (list, args) => {
    arity('removeAll', args, 1);
    const removed = asItems('removeAll', arg(args, 0));
    return list.filter((item) => !containsValue(removed, item));
  },
  toSet: (list, args) => {
    arity('toSet', args, 0);
    return makeSet(list);
  },
};

export const setMethods: MethodTable<RSet> = {
  ...membershipMethods((set: RSet) => set.items),
  difference: (set, args) => {
    arity('difference', args, 1);
    const other = asItems('difference', arg(args, 0));
    return new RSet(set.items.filter((x) => !containsValue(other, x)));
  },
  intersection: (set, args) => {
    arity('intersection', args, 1);
    const other = asItems('intersection', arg(args, 0));
    return new RSet(set.items.filter((x) => containsValue(other, x)));
  },
  union: (set, args) => {
    arity('union', args, 1);
    return makeSet([...set.items, ...asItems('union', arg(args, 0))]);
  },
};

/** `map.get(['a', 'b'], d)` walks nested maps; any missing step (or a non-map) yields the default. */
function getPath(map: RMap, keys: readonly RValue[], fallback: RValue): RValue {
  let current: RValue = map;
  for (const key of keys) {
    if (!(current instanceof RMap)) return fallback;
    const next: RValue | undefined = current.entries.get(asString('get', key));
    if (next === undefined) return fallback;
    current = next;
  }
  return current;
}

export const mapMethods: MethodTable<RMap> = {
  get: (map, args) => {
    arity('get', args, 2);
    const key = arg(args, 0);
    return getPath(map, Array.isArray(key) ? key : [key], arg(args, 1));
  },
  keys: (map, args) => {
    arity('keys', args, 0);
    return [...map.entries.keys()];
  },
  values: (map, args) => {
    arity('values', args, 0);
    return [...map.entries.values()];
  },
  size: (map, args) => {
    arity('size', args, 0);
    return BigInt(map.entries.size);
  },
  diff: (map, args) => {
    arity('diff', args, 1);
    const other = arg(args, 0);
    if (!(other instanceof RMap)) return fail('Function diff expects a map.');
    return new RMapDiff(map, other);
  },
};

function keysWhere(
  diff: RMapDiff,
  test: (inLeft: RValue | undefined, inRight: RValue | undefined) => boolean,
): RSet {
  const keys = new Set([...diff.left.entries.keys(), ...diff.right.entries.keys()]);
  return new RSet([...keys].filter((k) => test(diff.left.entries.get(k), diff.right.entries.get(k))));
}

function diffMethod(test: (inLeft: RValue | undefined, inRight: RValue | undefined) => boolean) {
  return (diff: RMapDiff, args: readonly RValue[]): RValue => {
    arity('MapDiff method', args, 0);
    return keysWhere(diff, test);
  };
}

const changed = (a: RValue | undefined, b: RValue | undefined): boolean =>
  a !== undefined && b !== undefined && !valuesEqual(a, b);

export const mapDiffMethods: MethodTable<RMapDiff> = {
  addedKeys: diffMethod((a, b) => a !== undefined && b === undefined),
  removedKeys: diffMethod((a, b) => a === undefined && b !== undefined),
  changedKeys: diffMethod(changed),
  unchangedKeys: diffMethod((a, b) => a !== undefined && b !== undefined && valuesEqual(a, b)),
  affectedKeys: diffMethod((a, b) => a === undefined || b === undefined || changed(a, b)),
};
