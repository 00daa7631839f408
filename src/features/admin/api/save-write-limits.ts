// PUT /api/admin/limits: an administrator's new counts. The answer holds every limit as it now stands and
// replaces the cached list; nothing is refetched.
import type { WriteLimit, WriteLimitsChange } from '@schemas/limits.ts';
import { writeLimitsKey } from '@/features/admin/api/get-write-limits';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function saveWriteLimits(change: WriteLimitsChange): Promise<WriteLimit[]> {
  return (await api.put<WriteLimit[]>('/admin/limits', change)).data;
}

export function useSaveWriteLimits({
  mutationConfig,
}: { mutationConfig?: MutationConfig<WriteLimit[], WriteLimitsChange> } = {}) {
  return useRefreshingMutation(
    saveWriteLimits,
    (queryClient, _change, limits) => queryClient.setQueryData(writeLimitsKey, limits),
    mutationConfig,
  );
}
