import { describe, expect, it } from 'vitest';
import { decodeFields } from './codec.ts';
import { documentSize } from './size.ts';
import { v } from './test-support.ts';
import { utf8Length } from './utf8.ts';

describe('document storage size', () => {
  it('matches the worked example in Firestore’s storage-size documentation (147 bytes)', () => {
    const fields = decodeFields({
      type: v.str('Personal'),
      done: v.bool(false),
      priority: v.int(1),
      description: v.str('Learn Cloud Firestore'),
    });
    expect(documentSize('users/jeff/tasks/my_task_id', fields)).toBe(147);
  });

  it('counts nested maps, arrays, references and geo points', () => {
    const fields = decodeFields({
      m: v.map({ a: v.arr(v.int(1), v.nul()) }),
      r: v.ref('a/b'),
      g: v.geo(0, 0),
    });
    // name a/b: 2+2+16=20; m: 2 + (a: 2 + 8 + 1); r: 2 + 20; g: 2 + 16; +32
    expect(documentSize('a/b', fields)).toBe(20 + 13 + 22 + 18 + 32);
  });

  it('measures UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});
