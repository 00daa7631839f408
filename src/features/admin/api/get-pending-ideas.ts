// GET /api/admin/ideas/pending: the ideas waiting for review, for the Ideas Management tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingIdea } from '@schemas/admin.ts';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';

export async function getPendingIdeas(signal?: AbortSignal): Promise<PendingIdea[]> {
  return (await api.get<PendingIdea[]>('/admin/ideas/pending', undefined, signal)).data;
}

export const getPendingIdeasQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.pendingIdeas(),
    queryFn: ({ signal }) => getPendingIdeas(signal),
  });

export function usePendingIdeas() {
  return useQuery(getPendingIdeasQueryOptions());
}
