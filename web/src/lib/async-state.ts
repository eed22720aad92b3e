import { useMemo } from 'react';

/** What a data hook hands a screen: still loading, failed, or the data. */
export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'success'; readonly data: T };

/** reactfire's observable status, as its hooks return it. */
export interface ObservableResult<T> {
  status: 'loading' | 'error' | 'success';
  data: T;
  error?: Error | undefined;
}

/**
 * A reactfire hook's result as an AsyncState, memoised on its parts so screens re-render only when the
 * data changes; `select` shapes the data (sorting, null for a missing document).
 */
export function useObservableState<T, R>(
  result: ObservableResult<T>,
  fallbackError: string,
  select: (data: T) => R,
): AsyncState<R> {
  const { status, data, error } = result;
  return useMemo<AsyncState<R>>(() => {
    if (status === 'error') return { status: 'error', error: error ?? new Error(fallbackError) };
    if (status === 'loading') return { status: 'loading' };
    return { status: 'success', data: select(data) };
    // `select` is a pure shaping function; callers pass module-level or stable functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, data, error, fallbackError]);
}

/** react-query's result as an AsyncState (a disabled query without data counts as loading). */
export function queryState<T>(result: {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
}): AsyncState<T> {
  if (result.status === 'error')
    return { status: 'error', error: result.error ?? new Error('Request failed') };
  if (result.status === 'pending' || result.data === undefined) return { status: 'loading' };
  return { status: 'success', data: result.data };
}
