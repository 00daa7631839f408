// GET /api/admin/dashboard: the four counters of the Overview tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@schemas/admin.ts';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';

export async function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return (await api.get<AdminStats>('/admin/dashboard', undefined, signal)).data;
}

export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => getAdminStats(signal),
  });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
