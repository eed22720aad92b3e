import { describe, expect, it } from 'vitest';
import { chunk, chunkForBatch, chunkForInQuery } from './chunk';

describe('chunk', () => {
  it('splits into consecutive pieces', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('refuses a size below 1', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });

  it('uses 500 for batches and 30 for in queries', () => {
    const ids = Array.from({ length: 1001 }, (_, index) => index);
    expect(chunkForBatch(ids).map((piece) => piece.length)).toEqual([500, 500, 1]);
    expect(chunkForInQuery(ids.slice(0, 61)).map((piece) => piece.length)).toEqual([30, 30, 1]);
  });
});
