// GET /api/admin/limits: every write limit, for the dashboard's Limits tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WriteLimit } from '@schemas/limits.ts';
import { api } from '@/lib/api-client';

export const writeLimitsKey = ['admin', 'limits'] as const;

export async function getWriteLimits(signal?: AbortSignal): Promise<WriteLimit[]> {
  return (await api.get<WriteLimit[]>('/admin/limits', undefined, signal)).data;
}

export const getWriteLimitsQueryOptions = () =>
  queryOptions({
    queryKey: writeLimitsKey,
    queryFn: ({ signal }) => getWriteLimits(signal),
  });

export function useWriteLimits() {
  return useQuery(getWriteLimitsQueryOptions());
}
