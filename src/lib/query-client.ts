// TanStack Query as docs/product-spec.md section 9 says: stale after 5 min, kept 10 min, no refetch on focus, refetch
// on mount, no retry on a 4xx, at most 3 retries otherwise with the delay doubling from 1 s to 30 s, and
// mutations never retried.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

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
