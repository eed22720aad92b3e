import { MSG_REQUEST_FAILED } from './strings';

/** What a data hook hands a screen: still loading, failed, or the data. */
export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'success'; readonly data: T };

/** react-query's result as an AsyncState (a disabled query without data counts as loading). */
export function queryState<T>(result: {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: Error | null;
}): AsyncState<T> {
  if (result.status === 'error')
    return { status: 'error', error: result.error ?? new Error(MSG_REQUEST_FAILED) };
  if (result.status === 'pending' || result.data === undefined) return { status: 'loading' };
  return { status: 'success', data: result.data };
}
