import { sameValue } from './compare.ts';
import { FieldPath } from './field-path.ts';
import { isMap, type MapValue, type Value } from './values.ts';

/**
 * The field paths that differ between two versions (for onCommit events / trigger `updateMask`):
 * recursing into maps present on both sides, reporting leaves (and whole values that changed type).
 */
export function updateMaskOf(before: MapValue, after: MapValue): string[] {
  const out: string[] = [];
  diff(before, after, [], out);
  return out;
}

function diff(before: MapValue, after: MapValue, prefix: string[], out: string[]): void {
  const keys = new Set([...before.keys(), ...after.keys()]);
  for (const key of keys) {
    const a: Value | undefined = before.get(key);
    const b: Value | undefined = after.get(key);
    const path = [...prefix, key];
    if (isMap(a) && isMap(b)) diff(a, b, path, out);
    else if (a === undefined || b === undefined || !sameValue(a, b)) out.push(FieldPath.of(path).canonical);
  }
}
