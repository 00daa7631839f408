// TanStack Query as docs/product-spec.md section 9 says: stale after 5 min, kept 10 min, no refetch on focus, refetch
// on mount, no retry on a 4xx, at most 3 retries otherwise with the delay doubling from 1 s to 30 s, and
// mutations never retried.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/**
 * For a query whose 404 stays true for a while (an unknown address): a page mounting after its route's loader was
 * told 'not found' shows that, where TanStack's default asks again on mount (a second request, a second error).
 * Not the default: after an invalidation (a restored idea) a 404 must be asked again, and TanStack marks every
 * failed query as invalidated, so the two cannot be told apart; a write that can end the 404 resets the query.
 */
export const notAgainWhenMissing = (query: { state: { error: unknown } }): boolean =>
  !(query.state.error instanceof ApiError && query.state.error.status === 404);

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 300_000,
        gcTime: 600_000,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
