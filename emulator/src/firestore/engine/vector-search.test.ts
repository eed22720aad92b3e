import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import { OWNER, ROOT, catchRpc, fieldFilter, query, setWrite, testEngine, v, write } from './test-support.ts';

const vec = (...n: number[]) =>
  v.map({ __type__: v.str('__vector__'), value: v.arr(...n.map((x) => v.dbl(x))) });

function search(findNearest: JsonObject, extra: JsonObject = {}) {
  const { engine } = testEngine();
  write(
    engine,
    setWrite('c/a', { e: vec(1, 0), kind: v.str('x') }),
    setWrite('c/b', { e: vec(0, 1), kind: v.str('y') }),
    setWrite('c/c', { e: vec(2, 2), kind: v.str('x') }),
    setWrite('c/d', { e: vec(1, 2, 3) }),
    setWrite('c/e', { e: v.str('not a vector') }),
  );
  return engine
    .runQuery(OWNER, { parent: ROOT, structuredQuery: query('c', { findNearest, ...extra }) })
    .map((r) => r.document as JsonObject);
}

const nearestTo = (measure: string, limit = 5, more: JsonObject = {}) => ({
  vectorField: { fieldPath: 'e' },
  queryVector: vec(1, 0),
  distanceMeasure: measure,
  limit,
  ...more,
});

describe('findNearest (vector search)', () => {
  const names = (docs: JsonObject[]) => docs.map((d) => (d.name as string).slice(ROOT.length + 1));

  it('ranks by euclidean and cosine distance, skipping other dimensions and non-vectors', () => {
    expect(names(search(nearestTo('EUCLIDEAN')))).toEqual(['c/a', 'c/b', 'c/c']);
    expect(names(search(nearestTo('COSINE', 2)))).toEqual(['c/a', 'c/c']);
  });

  it('ranks by dot product descending, applies thresholds and filters, reports distances', () => {
    expect(names(search(nearestTo('DOT_PRODUCT')))).toEqual(['c/c', 'c/a', 'c/b']);
    expect(names(search(nearestTo('EUCLIDEAN', 5, { distanceThreshold: 1.5 })))).toEqual(['c/a', 'c/b']);
    expect(
      names(search(nearestTo('EUCLIDEAN'), { where: fieldFilter('kind', 'EQUAL', v.str('x')) })),
    ).toEqual(['c/a', 'c/c']);
    const [first] = search(nearestTo('EUCLIDEAN', 1, { distanceResultField: 'dist' }));
    expect((first?.fields as JsonObject).dist).toEqual(v.dbl(0));
  });

  it('rejects malformed requests', () => {
    const { engine } = testEngine();
    const bad = (findNearest: JsonObject) =>
      catchRpc(() => engine.runQuery(OWNER, { parent: ROOT, structuredQuery: query('c', { findNearest }) }))
        .code;
    expect(bad(nearestTo('EUCLIDEAN', 0))).toBe(Code.INVALID_ARGUMENT);
    expect(bad(nearestTo('MANHATTAN'))).toBe(Code.INVALID_ARGUMENT);
    expect(bad({ ...nearestTo('EUCLIDEAN'), queryVector: v.arr(v.dbl(1)) })).toBe(Code.INVALID_ARGUMENT);
  });
});
