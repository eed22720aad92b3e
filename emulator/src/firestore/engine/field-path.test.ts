import { describe, expect, it } from 'vitest';
import { decodeFields } from './codec.ts';
import { FieldPath, deletePath, getPath, setPath } from './field-path.ts';
import { v } from './test-support.ts';

describe('field paths', () => {
  it('parses dotted and backtick-quoted segments', () => {
    expect(FieldPath.parse('a.b.c').segments).toEqual(['a', 'b', 'c']);
    expect(FieldPath.parse('`a.b`.c').segments).toEqual(['a.b', 'c']);
    expect(FieldPath.parse('`we\\`ird`').segments).toEqual(['we`ird']);
    expect(FieldPath.parse('`back\\\\slash`').segments).toEqual(['back\\slash']);
  });

  it('has a canonical form that quotes non-simple segments', () => {
    expect(FieldPath.of(['a.b', 'c', '1x']).canonical).toBe('`a.b`.c.`1x`');
    expect(FieldPath.parse('__name__').isKey).toBe(true);
  });

  it('rejects empty paths, empty segments and bad quoting', () => {
    for (const bad of ['', 'a..b', '.a', 'a.', '`a', '`a`b', '``']) {
      expect(() => FieldPath.parse(bad), bad).toThrow(/field path/);
    }
  });

  it('gets, sets (creating intermediate maps) and deletes nested values', () => {
    const fields = decodeFields({ a: v.map({ b: v.int(1) }), s: v.str('x') });
    expect(getPath(fields, FieldPath.parse('a.b'))).toBe(1n);
    expect(getPath(fields, FieldPath.parse('s.x'))).toBeUndefined();
    const set = setPath(fields, ['s', 'deep'], 2n);
    expect(getPath(set, FieldPath.parse('s.deep'))).toBe(2n);
    expect(getPath(fields, FieldPath.parse('s'))).toBe('x'); // original untouched
    const removed = deletePath(fields, ['a', 'b']);
    expect(getPath(removed, FieldPath.parse('a'))).toEqual(new Map());
    expect(deletePath(fields, ['zz'])).toBe(fields);
  });
});
