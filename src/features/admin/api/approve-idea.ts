// PUT /api/admin/ideas/{id}/approve: publish a pending idea. The answer replaces the cached idea; idea lists, the
// review queue and the stats are refetched (docs/product-spec.md section 4).
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@schemas/ideas.ts';

export async function approveIdea(id: string): Promise<Idea> {
  return (await api.put<Idea>(`/admin/ideas/${encodeURIComponent(id)}/approve`)).data;
}

export function useApproveIdea({ mutationConfig }: { mutationConfig?: MutationConfig<Idea, string> } = {}) {
  return useRefreshingMutation(
    approveIdea,
    (queryClient, _id, idea) => refreshAfterReview(queryClient, idea),
    mutationConfig,
  );
}
