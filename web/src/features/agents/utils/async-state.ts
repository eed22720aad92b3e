/** What a data hook hands a screen: still loading, failed, or the data. */
export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'success'; readonly data: T };

/** Maps reactfire's ObservableStatus fields onto AsyncState. */
export function toAsyncState<T>(
  status: 'loading' | 'error' | 'success',
  data: T | undefined,
  error: Error | undefined,
): AsyncState<T | undefined> {
  if (status === 'error') return { status: 'error', error: error ?? new Error('Unknown error') };
  if (status === 'loading') return { status: 'loading' };
  return { status: 'success', data };
}
