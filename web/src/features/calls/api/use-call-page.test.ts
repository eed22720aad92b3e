import { describe, expect, it } from 'vitest';
import { pageStep, type PageOnScreen, type PagingState } from './use-call-page';

// Cursors are opaque to the paging step: stand-ins name the page whose last document they are.
type Cursor = PagingState['cursors'][number];
const cursor = (name: string) => ({ id: name }) as unknown as Cursor;

const key = 'filters|25';
const onPage1: PagingState = { key, page: 1, cursors: [cursor('end of page 0')] };
const more: PageOnScreen = { key, hasNextPage: true, last: cursor('end of page 1') };

describe('pageStep', () => {
  it('keeps the same state object when the grid reports the page it is already on', () => {
    expect(pageStep(onPage1, 1, more)).toBe(onPage1);
    const first: PagingState = { key, page: 0, cursors: [] };
    expect(pageStep(first, 0, more)).toBe(first);
  });

  it("goes one page forward after the page's last call, keeping the earlier cursors", () => {
    expect(pageStep(onPage1, 2, more)).toEqual({
      key,
      page: 2,
      cursors: [cursor('end of page 0'), cursor('end of page 1')],
    });
  });

  it('goes one page back or to the first page, keeping the cursors', () => {
    const onPage2: PagingState = { key, page: 2, cursors: [cursor('a'), cursor('b')] };
    expect(pageStep(onPage2, 1, more)).toEqual({ ...onPage2, page: 1 });
    expect(pageStep(onPage2, 0, more)).toEqual({ ...onPage2, page: 0 });
  });

  it('ignores a jump, a step past the last page and a report about other filters', () => {
    expect(pageStep(onPage1, 3, more)).toBe(onPage1);
    expect(pageStep(onPage1, 2, { ...more, hasNextPage: false })).toBe(onPage1);
    expect(pageStep(onPage1, 2, { ...more, last: null })).toBe(onPage1);
    expect(pageStep(onPage1, 0, { ...more, key: 'other|25' })).toBe(onPage1);
  });
});
