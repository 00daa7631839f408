// PUT /api/admin/ideas/{id}/approve: publish a pending idea. Idea lists, the review queue and the stats are
// refetched (docs/product-spec.md section 4).
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@/types/api';

export async function approveIdea(id: string): Promise<Idea> {
  return (await api.put<Idea>(`/admin/ideas/${encodeURIComponent(id)}/approve`)).data;
}

export function useApproveIdea({ mutationConfig }: { mutationConfig?: MutationConfig<Idea, string> } = {}) {
  return useRefreshingMutation(approveIdea, refreshAfterReview, mutationConfig);
}
