import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * The query client for calls to HTTPS functions. The spec caches such reads for 30 seconds and refetches
 * them on window focus; tests pass `{ retry: false }` so error states show at once.
 */
export function createQueryClient(queryDefaults: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, ...queryDefaults },
    },
  });
}
