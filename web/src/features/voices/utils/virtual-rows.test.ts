import { describe, expect, it } from 'vitest';
import { visibleRows } from './virtual-rows';

describe('visibleRows', () => {
  it('draws the first screenful plus overscan at the top', () => {
    expect(visibleRows(0, 500, 50, 10_000, 2)).toEqual({ start: 0, end: 12 });
  });

  it('follows the scroll position', () => {
    expect(visibleRows(5_000, 500, 50, 10_000, 2)).toEqual({ start: 98, end: 112 });
  });

  it('never passes the end of the list', () => {
    expect(visibleRows(499_500, 500, 50, 10_000, 2)).toEqual({ start: 9_988, end: 10_000 });
    expect(visibleRows(0, 500, 50, 3, 2)).toEqual({ start: 0, end: 3 });
  });

  it('draws nothing for an empty list', () => {
    expect(visibleRows(0, 500, 50, 0)).toEqual({ start: 0, end: 0 });
  });
});
