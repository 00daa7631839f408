// PUT /api/admin/ideas/{id}/approve: publish a pending idea as the card showed it (409 if it changed since). The answer replaces the cached idea; idea lists, the
// review queue and the stats are refetched (docs/product-spec.md section 4).
import type { ReviewDecisionInput } from '@schemas/admin.ts';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import type { ReviewVariables } from '@/features/admin/api/reject-idea';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@schemas/ideas.ts';

export async function approveIdea({ id, version }: ReviewVariables): Promise<Idea> {
  const body: ReviewDecisionInput = version ? { version } : {};
  return (await api.put<Idea>(`/admin/ideas/${encodeURIComponent(id)}/approve`, body)).data;
}

export function useApproveIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<Idea, ReviewVariables> } = {}) {
  return useRefreshingMutation(
    approveIdea,
    (queryClient, _id, idea) => refreshAfterReview(queryClient, idea),
    mutationConfig,
  );
}
