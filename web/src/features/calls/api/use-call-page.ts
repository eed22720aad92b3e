// One page of the call log, live, with server-side paging: each page asks for one call more than it
// shows (to know whether a next page exists) and continues after the previous page's last document,
// so no page reads and skips an offset (docs/calls.md). The page on screen is a live query, so new
// calls appear on the first page as the engine reports them.
import { filtersToQuery, type CallFilters, type CallRecord } from '@parley/domain';
import {
  Timestamp,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuerySnapshot } from '../../../lib/live-data';
import { callsCollection } from '../../../lib/firestore-refs';

export const CALL_PAGE_SIZES = [25, 50, 100] as const;

type CallCursor = QueryDocumentSnapshot<CallRecord>;

/** The query of one page: the filters' plan (filtersToQuery) with createdAt as a Timestamp. */
export function callPageQuery(
  firestore: Firestore,
  filters: CallFilters,
  pageSize: number,
  after: CallCursor | null,
): Query<CallRecord> {
  const plan = filtersToQuery(filters);
  const constraints: QueryConstraint[] = [
    ...plan.where.map(([field, operator, value]) =>
      where(
        field,
        operator,
        field === 'createdAt' && typeof value === 'number' ? Timestamp.fromMillis(value) : value,
      ),
    ),
    ...plan.orderBy.map(([field, direction]) => orderBy(field, direction)),
  ];
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize + 1));
  return query(callsCollection(firestore), ...constraints);
}

export interface CallPage {
  calls: readonly CallRecord[];
  hasNextPage: boolean;
  /** The last shown call's document: where the next page starts. */
  last: CallCursor | null;
}

/** A page's snapshot (pageSize + 1 documents at most) as the calls shown and whether more follow. */
export function toCallPage(snapshot: QuerySnapshot<CallRecord>, pageSize: number): CallPage {
  const shown = snapshot.docs.slice(0, pageSize);
  return {
    calls: shown.map((document) => document.data()),
    hasNextPage: snapshot.docs.length > pageSize,
    last: shown[shown.length - 1] ?? null,
  };
}

export interface PagingState {
  key: string;
  page: number;
  /** cursors[p]: the last document of page p, where page p + 1 starts. */
  cursors: readonly CallCursor[];
}

/** What the page on screen allows: the filters' key, and the cursor of a next page if one exists. */
export interface PageOnScreen {
  key: string;
  hasNextPage: boolean;
  last: CallCursor | null;
}

/**
 * The paging state after the grid asks for `page`: one page forward or back, or the first page; any
 * other report (another jump, stale filters, the page it is already on) keeps the same state object.
 * The grid may report the page it is already on (after a new row count): a new object would re-render
 * the log and draw the grid, which could report again.
 */
export function pageStep(previous: PagingState, page: number, onScreen: PageOnScreen): PagingState {
  if (previous.key !== onScreen.key || page === previous.page) return previous;
  if (page === 0 || page === previous.page - 1) return { ...previous, page };
  if (page === previous.page + 1 && onScreen.hasNextPage && onScreen.last) {
    return { ...previous, page, cursors: [...previous.cursors.slice(0, previous.page), onScreen.last] };
  }
  return previous;
}

export interface CallPaging {
  page: number;
  result: AsyncState<CallPage>;
  /** Goes one page forward or back (or to the first page); other jumps are ignored. */
  goTo: (page: number) => void;
}

/** The call log's current page for `filters`; a change of filters or page size starts at page 0. */
export function useCallPage(filters: CallFilters, pageSize: number): CallPaging {
  const firestore = useFirestore();
  const key = `${JSON.stringify(filters)}|${String(pageSize)}`;
  const [state, setState] = useState<PagingState>({ key, page: 0, cursors: [] });
  // New filters: back to the first page (state adjusted during render, as React recommends).
  const current = state.key === key ? state : { key, page: 0, cursors: [] };
  if (current !== state) setState(current);
  const after = current.page === 0 ? null : (current.cursors[current.page - 1] ?? null);
  const pageQuery = useMemo(
    () => callPageQuery(firestore, filters, pageSize, after),
    // `key` stands for the filters' values: a new object with the same filters keeps the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firestore, key, after],
  );
  const result = useLiveQuerySnapshot(pageQuery, (snapshot) => toCallPage(snapshot, pageSize));
  const last = result.status === 'success' ? result.data.last : null;
  const hasNextPage = result.status === 'success' && result.data.hasNextPage;
  const goTo = useCallback(
    (page: number) => {
      setState((previous) => pageStep(previous, page, { key, hasNextPage, last }));
    },
    [key, hasNextPage, last],
  );
  return { page: current.page, result, goTo };
}
