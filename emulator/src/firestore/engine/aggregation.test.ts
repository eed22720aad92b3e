import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import { OWNER, ROOT, catchRpc, fieldFilter, query, setWrite, testEngine, v, write } from './test-support.ts';

function aggregate(docs: JsonObject[], aggregations: JsonObject[], extra: JsonObject = {}) {
  const { engine } = testEngine();
  if (docs.length) write(engine, ...docs.map((fields, i) => setWrite(`c/${i}`, fields)));
  const res = engine.runAggregationQuery(OWNER, {
    parent: ROOT,
    structuredAggregationQuery: { structuredQuery: query('c', extra), aggregations },
  });
  expect(res).toHaveLength(1);
  expect(typeof res[0]?.readTime).toBe('string');
  return (res[0]?.result as JsonObject).aggregateFields as JsonObject;
}

const sum = (alias: string, fieldPath: string) => ({ alias, sum: { field: { fieldPath } } });
const avg = (alias: string, fieldPath: string) => ({ alias, avg: { field: { fieldPath } } });

describe('aggregations', () => {
  const docs: JsonObject[] = [{ n: v.int(1) }, { n: v.int(2) }, { n: v.str('x') }, {}];

  it('count, with upTo and filters', () => {
    expect(aggregate(docs, [{ alias: 'c', count: {} }])).toEqual({ c: v.int(4) });
    expect(aggregate(docs, [{ alias: 'c', count: { upTo: '3' } }])).toEqual({ c: v.int(3) });
    expect(
      aggregate(docs, [{ alias: 'c', count: {} }], { where: fieldFilter('n', 'GREATER_THAN', v.int(1)) }),
    ).toEqual({
      c: v.int(1),
    });
    expect(aggregate(docs, [{ alias: 'c', count: {} }], { limit: 2 })).toEqual({ c: v.int(2) });
  });

  it('sum: integers stay integers, any double makes a double, non-numbers ignored, empty is 0', () => {
    expect(aggregate(docs, [sum('s', 'n')])).toEqual({ s: v.int(3) });
    expect(aggregate([{ n: v.int(1) }, { n: v.dbl(0.5) }], [sum('s', 'n')])).toEqual({ s: v.dbl(1.5) });
    expect(aggregate([], [sum('s', 'n')])).toEqual({ s: v.int(0) });
    expect(aggregate([{ n: v.int('9223372036854775807') }, { n: v.int(1) }], [sum('s', 'n')])).toEqual({
      s: v.dbl(9223372036854775808),
    });
  });

  it('avg is a double, null without numbers, NaN propagates', () => {
    expect(aggregate(docs, [avg('a', 'n')])).toEqual({ a: v.dbl(1.5) });
    expect(aggregate([{ n: v.str('x') }], [avg('a', 'n')])).toEqual({ a: v.nul() });
    expect(aggregate([{ n: v.int(1) }, { n: v.dbl('NaN') }], [avg('a', 'n'), sum('s', 'n')])).toEqual({
      a: v.dbl('NaN'),
      s: v.dbl('NaN'),
    });
  });

  it('several aggregations at once count only documents with every aggregated field; duplicate aliases are invalid', () => {
    expect(aggregate(docs, [{ alias: 'aggregate_0', count: {} }, sum('aggregate_1', 'n')])).toEqual({
      aggregate_0: v.int(3),
      aggregate_1: v.int(3),
    });
    const { engine } = testEngine();
    const err = catchRpc(() =>
      engine.runAggregationQuery(OWNER, {
        parent: ROOT,
        structuredAggregationQuery: {
          structuredQuery: query('c'),
          aggregations: [sum('x', 'n'), avg('x', 'n')],
        },
      }),
    );
    expect(err.code).toBe(Code.INVALID_ARGUMENT);
  });
});
