import { beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import {
  OWNER,
  ROOT,
  catchRpc,
  doc,
  fieldFilter,
  query,
  runQuery,
  setWrite,
  testEngine,
  v,
  write,
  type SyncEngine,
} from './test-support.ts';
let engine: SyncEngine;

const where = (filter: JsonObject, extra: JsonObject = {}) =>
  runQuery(engine, query('c', { where: filter, ...extra }));
const and = (...filters: JsonObject[]) => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: JsonObject[]) => ({ compositeFilter: { op: 'OR', filters } });
const unary = (fieldPath: string, op: string) => ({ unaryFilter: { field: { fieldPath }, op } });
const order = (fieldPath: string, direction = 'ASCENDING') => ({ field: { fieldPath }, direction });

beforeEach(() => {
  engine = testEngine().engine;
  write(
    engine,
    setWrite('c/a', {
      n: v.int(1),
      s: v.str('x'),
      tags: v.arr(v.str('red'), v.str('blue')),
      m: v.map({ k: v.int(1) }),
    }),
    setWrite('c/b', { n: v.dbl(2.5), s: v.str('y'), tags: v.arr(v.str('green')) }),
    setWrite('c/c', { n: v.int(3), s: v.nul() }),
    setWrite('c/d', { n: v.dbl('NaN'), s: v.str('x') }),
    setWrite('c/e', { s: v.str('z'), n: v.str('three') }),
    setWrite('c/f', { other: v.bool(true) }),
  );
});

describe('field filter operators', () => {
  it('EQUAL matches across int/double and never matches missing fields', () => {
    expect(where(fieldFilter('n', 'EQUAL', v.dbl(1)))).toEqual(['c/a']);
    expect(where(fieldFilter('s', 'EQUAL', v.str('x')))).toEqual(['c/a', 'c/d']);
    expect(where(fieldFilter('m.k', 'EQUAL', v.int(1)))).toEqual(['c/a']);
  });

  it('range operators compare only within the type class, ordered by the field', () => {
    expect(where(fieldFilter('n', 'GREATER_THAN', v.int(1)))).toEqual(['c/b', 'c/c']);
    expect(where(fieldFilter('n', 'GREATER_THAN_OR_EQUAL', v.int(1)))).toEqual(['c/a', 'c/b', 'c/c']);
    expect(where(fieldFilter('n', 'LESS_THAN', v.int(3)))).toEqual(['c/a', 'c/b']);
    expect(where(fieldFilter('n', 'LESS_THAN_OR_EQUAL', v.dbl(2.5)))).toEqual(['c/a', 'c/b']);
    expect(where(fieldFilter('n', 'GREATER_THAN', v.str('a')))).toEqual(['c/e']);
  });

  it('NOT_EQUAL excludes missing and null fields and orders by the field', () => {
    expect(where(fieldFilter('s', 'NOT_EQUAL', v.str('x')))).toEqual(['c/b', 'c/e']);
    expect(where(fieldFilter('n', 'NOT_EQUAL', v.int(1)))).toEqual(['c/d', 'c/b', 'c/c', 'c/e']);
  });

  it('IN and NOT_IN', () => {
    expect(where(fieldFilter('n', 'IN', v.arr(v.int(3), v.dbl(1))))).toEqual(['c/a', 'c/c']);
    expect(where(fieldFilter('s', 'NOT_IN', v.arr(v.str('x'), v.str('z'))))).toEqual(['c/b']);
    expect(where(fieldFilter('s', 'NOT_IN', v.arr(v.str('x'), v.nul())))).toEqual([]);
  });

  it('ARRAY_CONTAINS and ARRAY_CONTAINS_ANY', () => {
    expect(where(fieldFilter('tags', 'ARRAY_CONTAINS', v.str('blue')))).toEqual(['c/a']);
    expect(where(fieldFilter('tags', 'ARRAY_CONTAINS_ANY', v.arr(v.str('green'), v.str('red'))))).toEqual([
      'c/a',
      'c/b',
    ]);
  });

  it('unary filters: IS_NAN, IS_NULL, IS_NOT_NAN, IS_NOT_NULL', () => {
    expect(where(unary('n', 'IS_NAN'))).toEqual(['c/d']);
    expect(where(unary('s', 'IS_NULL'))).toEqual(['c/c']);
    expect(where(unary('n', 'IS_NOT_NAN'))).toEqual(['c/a', 'c/b', 'c/c', 'c/e']);
    expect(where(unary('s', 'IS_NOT_NULL'))).toEqual(['c/a', 'c/d', 'c/b', 'c/e']);
  });

  it('__name__ filters compare document keys', () => {
    expect(where(fieldFilter('__name__', 'GREATER_THAN', v.ref('c/d')))).toEqual(['c/e', 'c/f']);
    expect(where(fieldFilter('__name__', 'EQUAL', v.ref('c/b')))).toEqual(['c/b']);
    expect(where(fieldFilter('__name__', 'IN', v.arr(v.ref('c/f'), v.ref('c/a'))))).toEqual(['c/a', 'c/f']);
    expect(where(fieldFilter('__name__', 'NOT_IN', v.arr(v.ref('c/a'))))).toEqual([
      'c/b',
      'c/c',
      'c/d',
      'c/e',
      'c/f',
    ]);
  });

  it('accepts numeric enum values (enum-encoding=int)', () => {
    expect(where({ fieldFilter: { field: { fieldPath: 'n' }, op: 5, value: v.int(3) } })).toEqual(['c/c']);
  });
});

describe('composite filters', () => {
  it('AND, OR and nesting', () => {
    expect(where(and(fieldFilter('s', 'EQUAL', v.str('x')), fieldFilter('n', 'EQUAL', v.int(1))))).toEqual([
      'c/a',
    ]);
    expect(where(or(fieldFilter('s', 'EQUAL', v.str('y')), fieldFilter('n', 'EQUAL', v.int(3))))).toEqual([
      'c/b',
      'c/c',
    ]);
    expect(
      where(
        or(
          and(fieldFilter('s', 'EQUAL', v.str('x')), unary('n', 'IS_NAN')),
          fieldFilter('other', 'EQUAL', v.bool(true)),
        ),
      ),
    ).toEqual(['c/d', 'c/f']);
  });

  it('an OR with an inequality orders by that field and requires it', () => {
    expect(
      where(or(fieldFilter('n', 'GREATER_THAN', v.int(2)), fieldFilter('s', 'EQUAL', v.str('z')))),
    ).toEqual(['c/b', 'c/c', 'c/e']);
  });
});

describe('ordering', () => {
  it('orders by a field ascending/descending; documents without the field are excluded', () => {
    expect(runQuery(engine, query('c', { orderBy: [order('s')] }))).toEqual([
      'c/c',
      'c/a',
      'c/d',
      'c/b',
      'c/e',
    ]);
    expect(runQuery(engine, query('c', { orderBy: [order('s', 'DESCENDING')] }))).toEqual([
      'c/e',
      'c/b',
      'c/d',
      'c/a',
      'c/c',
    ]);
  });

  it('breaks ties by __name__ in the direction of the last order', () => {
    write(engine, setWrite('c/g', { s: v.str('x') }));
    expect(
      runQuery(
        engine,
        query('c', { where: fieldFilter('s', 'EQUAL', v.str('x')), orderBy: [order('s', 'DESCENDING')] }),
      ),
    ).toEqual(['c/g', 'c/d', 'c/a']);
  });

  it('orders by __name__ descending', () => {
    expect(runQuery(engine, query('c', { orderBy: [order('__name__', 'DESCENDING')], limit: 2 }))).toEqual([
      'c/f',
      'c/e',
    ]);
  });

  it('mixes types in one ordered field by type order', () => {
    expect(runQuery(engine, query('c', { orderBy: [order('n')] }))).toEqual([
      'c/d',
      'c/a',
      'c/b',
      'c/c',
      'c/e',
    ]);
  });
});

describe('cursors, offset, limit, projection', () => {
  const byN = (extra: JsonObject) =>
    runQuery(engine, query('c', { where: unary('n', 'IS_NOT_NAN'), ...extra }));

  it('startAt (before: true) is inclusive, startAfter exclusive', () => {
    expect(byN({ startAt: { values: [v.dbl(2.5)], before: true } })).toEqual(['c/b', 'c/c', 'c/e']);
    expect(byN({ startAt: { values: [v.dbl(2.5)], before: false } })).toEqual(['c/c', 'c/e']);
  });

  it('endAt (before: false) is inclusive, endBefore exclusive', () => {
    expect(byN({ endAt: { values: [v.int(3)], before: false } })).toEqual(['c/a', 'c/b', 'c/c']);
    expect(byN({ endAt: { values: [v.int(3)], before: true } })).toEqual(['c/a', 'c/b']);
  });

  it('cursors over value and __name__', () => {
    write(engine, setWrite('c/a2', { n: v.int(1) }));
    expect(byN({ startAt: { values: [v.int(1), v.ref('c/a')], before: false }, limit: 2 })).toEqual([
      'c/a2',
      'c/b',
    ]);
  });

  it('a small page of many matches is the page a full sort gives, ties ordered by key', () => {
    // 200 documents, 17 distinct values: limit × 8 < matches, so the page is selected, not sorted.
    const rank = (i: number) => (i * 7) % 17;
    write(
      engine,
      ...Array.from({ length: 200 }, (_, i) =>
        setWrite(`p/d${String(i).padStart(3, '0')}`, { r: v.int(rank(i)), odd: v.bool(i % 2 === 1) }),
      ),
    );
    const names = Array.from({ length: 200 }, (_, i) => i);
    const page = (direction: 'ASCENDING' | 'DESCENDING', offset: number, limit: number) =>
      runQuery(engine, query('p', { orderBy: [order('r', direction)], offset, limit }));
    const expected = (descending: boolean, offset: number, limit: number) =>
      [...names]
        .sort((a, b) => (descending ? rank(b) - rank(a) || b - a : rank(a) - rank(b) || a - b))
        .slice(offset, offset + limit)
        .map((i) => `p/d${String(i).padStart(3, '0')}`);
    expect(page('DESCENDING', 0, 5)).toEqual(expected(true, 0, 5));
    expect(page('ASCENDING', 3, 6)).toEqual(expected(false, 3, 6));
    expect(
      runQuery(
        engine,
        query('p', { where: fieldFilter('odd', 'EQUAL', v.bool(true)), orderBy: [order('r')], limit: 4 }),
      ),
    ).toEqual(
      names
        .filter((i) => i % 2 === 1)
        .sort((a, b) => rank(a) - rank(b) || a - b)
        .slice(0, 4)
        .map((i) => `p/d${String(i).padStart(3, '0')}`),
    );
  });

  it('offset then limit; limit as {value} or bare number', () => {
    expect(byN({ offset: 1, limit: 2 })).toEqual(['c/b', 'c/c']);
    expect(byN({ limit: { value: 1 } })).toEqual(['c/a']);
    expect(byN({ limit: 0 })).toEqual([]);
    expect(runQuery(engine, query('c', { offset: 4 }))).toEqual(['c/e', 'c/f']);
  });

  it('select returns only the projected fields; select(__name__) none', () => {
    const res = engine.runQuery(OWNER, {
      parent: ROOT,
      structuredQuery: query('c', {
        select: { fields: [{ fieldPath: 'm.k' }, { fieldPath: 'n' }] },
        limit: 1,
      }),
    });
    expect((res[0]?.document as JsonObject).fields).toEqual({ n: v.int(1), m: v.map({ k: v.int(1) }) });
    const keys = engine.runQuery(OWNER, {
      parent: ROOT,
      structuredQuery: query('c', { select: { fields: [{ fieldPath: '__name__' }] }, limit: 1 }),
    });
    expect((keys[0]?.document as JsonObject).fields).toEqual({});
  });

  it('an empty result is one message with only readTime', () => {
    const res = engine.runQuery(OWNER, { parent: ROOT, structuredQuery: query('nothing') });
    expect(res).toHaveLength(1);
    expect(Object.keys(res[0] as JsonObject)).toEqual(['readTime']);
  });
});

describe('scopes', () => {
  beforeEach(() => {
    write(
      engine,
      setWrite('c/a/msgs/1', { t: v.int(1) }),
      setWrite('x/y/msgs/2', { t: v.int(2) }),
      setWrite('x/y/other/3', { t: v.int(3) }),
    );
  });

  it('subcollection queries use a document parent', () => {
    expect(runQuery(engine, query('msgs'), doc('c/a'))).toEqual(['c/a/msgs/1']);
  });

  it('collection group queries find every collection with that id', () => {
    expect(runQuery(engine, { from: [{ collectionId: 'msgs', allDescendants: true }] })).toEqual([
      'c/a/msgs/1',
      'x/y/msgs/2',
    ]);
    expect(runQuery(engine, { from: [{ collectionId: 'msgs', allDescendants: true }] }, doc('x/y'))).toEqual([
      'x/y/msgs/2',
    ]);
  });

  it('kindless queries return every document below the parent', () => {
    expect(runQuery(engine, { from: [{ allDescendants: true }] }, doc('x/y'))).toEqual([
      'x/y/msgs/2',
      'x/y/other/3',
    ]);
    expect(runQuery(engine, { from: [{ allDescendants: true }] })).toHaveLength(9);
  });
});

describe('invalid queries are INVALID_ARGUMENT', () => {
  const bad = (structuredQuery: JsonObject) =>
    catchRpc(() => engine.runQuery(OWNER, { parent: ROOT, structuredQuery })).code;

  it('rejects malformed shapes', () => {
    expect(bad({ from: [] })).toBe(Code.INVALID_ARGUMENT);
    expect(bad(query('c', { where: fieldFilter('n', 'IN', v.int(1)) }))).toBe(Code.INVALID_ARGUMENT);
    expect(bad(query('c', { where: fieldFilter('__name__', 'EQUAL', v.str('a')) }))).toBe(
      Code.INVALID_ARGUMENT,
    );
    expect(
      bad(
        query('c', {
          where: and(fieldFilter('a', 'NOT_IN', v.arr(v.int(1))), fieldFilter('b', 'NOT_EQUAL', v.int(1))),
        }),
      ),
    ).toBe(Code.INVALID_ARGUMENT);
    expect(bad(query('c', { startAt: { values: [v.int(1), v.int(2)] } }))).toBe(Code.INVALID_ARGUMENT);
    expect(bad(query('c', { limit: -1 }))).toBe(Code.INVALID_ARGUMENT);
    expect(bad(query('c', { orderBy: [order('a'), order('a')] }))).toBe(Code.INVALID_ARGUMENT);
    expect(bad(query('c', { where: fieldFilter('a', 'BOGUS', v.int(1)) }))).toBe(Code.INVALID_ARGUMENT);
  });

  it('rejects bad parents', () => {
    expect(
      catchRpc(() => engine.runQuery(OWNER, { parent: `${ROOT}/c`, structuredQuery: query('x') })).code,
    ).toBe(Code.INVALID_ARGUMENT);
  });
});
