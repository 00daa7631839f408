// GET /api/admin/ideas/edits: approved ideas whose author changed a material field, waiting for review beside
// the pending ideas (docs/product-spec.md section 4, "Re-review of material edits").
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingEditItem } from '@schemas/admin.ts';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';

export async function getPendingEdits(signal?: AbortSignal): Promise<PendingEditItem[]> {
  return (await api.get<PendingEditItem[]>('/admin/ideas/edits', undefined, signal)).data;
}

export const getPendingEditsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.pendingEdits(),
    queryFn: ({ signal }) => getPendingEdits(signal),
  });

export function usePendingEdits() {
  return useQuery(getPendingEditsQueryOptions());
}
