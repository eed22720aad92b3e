import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { decodeValue, encodeValue } from './codec.ts';
import { compareValues, queryEquals, sameValue } from './compare.ts';
import { compareSegments } from './paths.ts';
import { formatTimestamp, parseTimestamp } from './time.ts';
import { compareUtf8 } from './utf8.ts';
import { v } from './test-support.ts';

const decode = (json: JsonObject) => decodeValue(json);
const cmp = (a: JsonObject, b: JsonObject) => Math.sign(compareValues(decode(a), decode(b))) || 0;

describe('value codec', () => {
  it('round-trips every value type exactly', () => {
    const values: JsonObject[] = [
      v.nul(),
      v.bool(true),
      v.int('9223372036854775807'),
      v.int('-9223372036854775808'),
      v.dbl(1.5),
      v.dbl('NaN'),
      v.dbl('Infinity'),
      v.dbl('-Infinity'),
      v.dbl('-0'),
      v.ts('2024-01-02T03:04:05.123456Z'),
      v.str('héllo 😀'),
      v.bytes('AAEC/w=='),
      v.ref('a/b'),
      v.geo(-12.5, 130.25),
      v.arr(v.int(1), v.str('x')),
      v.map({ a: v.map({ b: v.int(1) }) }),
    ];
    for (const value of values) expect(encodeValue(decode(value))).toEqual(value);
  });

  it('accepts input variants: numbers for int64, NULL_VALUE, snake_case keys', () => {
    expect(encodeValue(decode({ integerValue: 42 }))).toEqual(v.int(42));
    expect(decode({ nullValue: 'NULL_VALUE' })).toBeNull();
    expect(encodeValue(decode({ string_value: 'x' }))).toEqual(v.str('x'));
    expect(encodeValue(decode({ arrayValue: {} }))).toEqual({ arrayValue: {} });
  });

  it('keeps a field literally named __proto__ as data', () => {
    const json = JSON.parse('{"mapValue":{"fields":{"__proto__":{"integerValue":"1"}}}}') as JsonObject;
    const encoded = encodeValue(decode(json));
    expect(JSON.stringify(encoded)).toBe(JSON.stringify(json));
    expect(Object.getPrototypeOf((encoded.mapValue as JsonObject).fields)).toBe(Object.prototype);
  });

  it('truncates timestamps to microseconds', () => {
    expect(encodeValue(decode(v.ts('2024-01-01T00:00:00.123456789Z')))).toEqual(
      v.ts('2024-01-01T00:00:00.123456Z'),
    );
    expect(encodeValue(decode(v.ts('2024-01-01T00:00:00Z')))).toEqual(v.ts('2024-01-01T00:00:00.000000Z'));
  });

  it('rejects out-of-range int64 and malformed values', () => {
    expect(() => decode(v.int('9223372036854775808'))).toThrow(/int64/);
    expect(() => decode({ integerValue: 'abc' })).toThrow(/integerValue/);
    expect(() => decode({})).toThrow(/no value field/);
    expect(() => decode({ timestampValue: 'yesterday' })).toThrow(/RFC 3339/);
  });
});

describe('timestamps', () => {
  it('parses offsets and early years, formats with six digits and Z', () => {
    expect(formatTimestamp(parseTimestamp('2024-01-01T01:00:00+01:00'))).toBe('2024-01-01T00:00:00.000000Z');
    expect(formatTimestamp(parseTimestamp('0001-01-01T00:00:00Z'))).toBe('0001-01-01T00:00:00.000000Z');
    expect(formatTimestamp(-1n)).toBe('1969-12-31T23:59:59.999999Z');
    expect(parseTimestamp({ seconds: '1', nanos: 5000 })).toBe(1_000_005n);
  });
});

describe('value ordering', () => {
  it('orders by type: null < bool < number < timestamp < string < bytes < ref < geo < array < vector < map', () => {
    const ladder = [
      v.nul(),
      v.bool(false),
      v.dbl('NaN'),
      v.int(-5),
      v.ts('2020-01-01T00:00:00Z'),
      v.str(''),
      v.bytes(''),
      v.ref('a/a'),
      v.geo(0, 0),
      v.arr(),
      v.map({ __type__: v.str('__vector__'), value: v.arr(v.dbl(1)) }),
      v.map({}),
    ];
    for (let i = 0; i + 1 < ladder.length; i++) {
      expect(cmp(ladder[i] as JsonObject, ladder[i + 1] as JsonObject)).toBe(-1);
    }
  });

  it('compares ints and doubles numerically, NaN first, -0 == 0, exact beyond 2^53', () => {
    expect(cmp(v.int(1), v.dbl(1))).toBe(0);
    expect(cmp(v.int(1), v.dbl(1.5))).toBe(-1);
    expect(cmp(v.dbl('-0'), v.int(0))).toBe(0);
    expect(cmp(v.dbl('NaN'), v.dbl('-Infinity'))).toBe(-1);
    expect(cmp(v.dbl('NaN'), v.dbl('NaN'))).toBe(0);
    expect(cmp(v.int('9007199254740993'), v.dbl(9007199254740992))).toBe(1);
    expect(cmp(v.int(-3), v.dbl(-2.5))).toBe(-1);
    expect(cmp(v.int(3), v.dbl('Infinity'))).toBe(-1);
  });

  it('orders strings by UTF-8 bytes, not UTF-16 units', () => {
    // U+FFFD (3 UTF-8 bytes) sorts before U+1F600 (4 bytes), though its UTF-16 unit is larger.
    expect(compareUtf8('\uFFFD', '😀')).toBeLessThan(0);
    expect('\uFFFD'.charCodeAt(0)).toBeGreaterThan('😀'.charCodeAt(0)); // UTF-16 would sort it after
    expect(compareUtf8('a', 'b')).toBeLessThan(0);
    expect(compareUtf8('ab', 'a')).toBeGreaterThan(0);
  });

  it('orders references segment-wise with __id<n>__ ids first and numeric', () => {
    expect(compareSegments('__id2__', '__id10__')).toBeLessThan(0);
    expect(compareSegments('__id-9223372036854775808__', '__id0__')).toBeLessThan(0);
    expect(compareSegments('__id99__', 'a')).toBeLessThan(0);
    expect(cmp(v.ref('a/b'), v.ref('a/b/c/d'))).toBe(-1);
    expect(cmp(v.ref('a/b/c/d'), v.ref('a/c'))).toBe(-1);
  });

  it('orders bytes, geo points, arrays and maps', () => {
    expect(cmp(v.bytes('AA=='), v.bytes('AAA='))).toBe(-1);
    expect(cmp(v.bytes('/w=='), v.bytes('AAA='))).toBe(1);
    expect(cmp(v.geo(1, 5), v.geo(2, 0))).toBe(-1);
    expect(cmp(v.geo(1, 5), v.geo(1, 6))).toBe(-1);
    expect(cmp(v.arr(v.int(1)), v.arr(v.int(1), v.int(0)))).toBe(-1);
    expect(cmp(v.arr(v.int(2)), v.arr(v.int(1), v.int(9)))).toBe(1);
    expect(cmp(v.map({ a: v.int(1) }), v.map({ b: v.int(0) }))).toBe(-1);
    expect(cmp(v.map({ a: v.int(2) }), v.map({ a: v.int(1), b: v.int(1) }))).toBe(1);
    expect(cmp(v.map({ a: v.int(1) }), v.map({ a: v.int(1), b: v.int(1) }))).toBe(-1);
  });

  it('orders vectors by dimension first', () => {
    const vec = (...n: number[]) =>
      v.map({ __type__: v.str('__vector__'), value: v.arr(...n.map((x) => v.dbl(x))) });
    expect(cmp(vec(9), vec(1, 1))).toBe(-1);
    expect(cmp(vec(1, 2), vec(1, 3))).toBe(-1);
  });

  it('query equality: 1 == 1.0, NaN equals nothing; stored identity is stricter', () => {
    expect(queryEquals(decode(v.int(1)), decode(v.dbl(1)))).toBe(true);
    expect(queryEquals(decode(v.dbl('NaN')), decode(v.dbl('NaN')))).toBe(false);
    expect(sameValue(decode(v.int(1)), decode(v.dbl(1)))).toBe(false);
    expect(sameValue(decode(v.dbl('-0')), decode(v.dbl(0)))).toBe(false);
    expect(sameValue(decode(v.dbl('NaN')), decode(v.dbl('NaN')))).toBe(true);
  });
});
