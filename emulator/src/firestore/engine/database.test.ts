import { describe, expect, it } from 'vitest';
import { Collection, DatabaseState } from './database.ts';
import { StoredDoc } from './document.ts';
import { DB } from './test-support.ts';

const stored = (path: string, time = 1n) => new StoredDoc(DB, path, new Map(), time, time);

describe('collection key order', () => {
  it('stays sorted (numeric ids first) as documents come and go after the first sorted read', () => {
    const c = new Collection('c', 'c');
    for (const id of ['b', '__id10__', 'a']) c.set(id, stored(`c/${id}`));
    expect([...c.sorted()].map((d) => d.path)).toEqual(['c/__id10__', 'c/a', 'c/b']);
    c.set('__id2__', stored('c/__id2__'));
    c.set('ab', stored('c/ab'));
    c.delete('a');
    c.set('b', stored('c/b', 2n)); // an update does not duplicate
    expect([...c.sorted()].map((d) => d.path)).toEqual(['c/__id2__', 'c/__id10__', 'c/ab', 'c/b']);
  });
});

describe('version history', () => {
  it('answers reads at past times for updates, deletes and re-creations', () => {
    const db = new DatabaseState(DB);
    db.put('c/a', stored('c/a', 10n), 10n, true);
    db.put('c/a', stored('c/a', 20n), 20n, true);
    db.put('c/a', null, 30n, true);
    db.put('c/a', stored('c/a', 40n), 40n, true);
    const at = (t: bigint) => db.getAt('c/a', t)?.updateTime;
    expect([5n, 10n, 15n, 20n, 29n, 30n, 39n, 40n, 50n].map(at)).toEqual([
      undefined,
      10n,
      10n,
      20n,
      20n,
      undefined,
      undefined,
      40n,
      40n,
    ]);
    expect([...db.pathsChangedSince(25n)]).toEqual(['c/a']);
    db.prune(35n);
    expect(at(39n)).toBeUndefined();
    expect(at(50n)).toBe(40n);
  });
});
