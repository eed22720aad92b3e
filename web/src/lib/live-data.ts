// The web's one way to read Firestore live: reactfire's listeners behind two typed hooks that hand
// screens an AsyncState. Refs and queries come typed through converters (firestore-converter.ts), which
// parse every document with its domain schema. The one exception is the voice library's System
// voices, read from a cached bundle plus a listener (features/voices/api/voice-library-source.ts),
// because the catalogue is too large to listen to whole.
import type { DocumentReference, Query, QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollection, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { AsyncState } from './async-state';
import { MSG_LIVE_READ_FAILED } from './strings';

interface ObservableResult<T> {
  status: 'loading' | 'error' | 'success';
  data: T;
  error?: Error | undefined;
}

function useObservableState<T, R>(result: ObservableResult<T>, select: (data: T) => R): AsyncState<R> {
  const { status, data, error } = result;
  return useMemo<AsyncState<R>>(() => {
    if (status === 'error') return { status: 'error', error: error ?? new Error(MSG_LIVE_READ_FAILED) };
    if (status === 'loading') return { status: 'loading' };
    return { status: 'success', data: select(data) };
    // `select` is a pure shaping function; callers pass module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, data, error]);
}

const orNull = <T>(data: T | undefined): T | null => data ?? null;
const asList = <T>(items: T[]): readonly T[] => items;

/**
 * One document, live; data null when it does not exist. Memoise `ref` (useMemo) so a re-render does
 * not re-subscribe.
 */
export function useLiveDocument<T>(ref: DocumentReference<T>): AsyncState<T | null> {
  return useObservableState(useFirestoreDocData(ref), orNull);
}

/**
 * A query's documents, live, optionally shaped by `select` (sorting on the client spares a composite
 * index); pass a module-level `select` and a memoised `query`, so a re-render does not re-subscribe.
 */
export function useLiveQuery<T>(query: Query<T>): AsyncState<readonly T[]>;
export function useLiveQuery<T, R>(query: Query<T>, select: (items: T[]) => R): AsyncState<R>;
export function useLiveQuery<T, R>(
  query: Query<T>,
  select: (items: T[]) => R | readonly T[] = asList,
): AsyncState<R | readonly T[]> {
  return useObservableState(useFirestoreCollectionData(query), select);
}

/**
 * A query's snapshot, live, shaped by `select`: for readers that need the documents themselves, e.g.
 * a paged list that continues after the last document of a page (startAfter). Same memoising rules.
 */
export function useLiveQuerySnapshot<T, R>(
  query: Query<T>,
  select: (snapshot: QuerySnapshot<T>) => R,
): AsyncState<R> {
  return useObservableState(useFirestoreCollection(query), select);
}
