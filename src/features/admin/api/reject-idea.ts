// POST /api/admin/ideas/{id}/reject with an optional reason ({} when none was given). The answer replaces the
// cached idea; idea lists, the review queue and the stats are refetched (docs/product-spec.md section 4).
import type { RejectIdeaInput } from '@schemas/admin.ts';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@schemas/ideas.ts';

export { rejectIdeaSchema } from '@schemas/admin.ts';

export interface RejectIdeaVariables {
  id: string;
  reason?: RejectIdeaInput['reason'];
}

export async function rejectIdea({ id, reason }: RejectIdeaVariables): Promise<Idea> {
  const text = reason?.trim();
  const body: RejectIdeaInput = text ? { reason: text } : {};
  return (await api.post<Idea>(`/admin/ideas/${encodeURIComponent(id)}/reject`, body)).data;
}

export function useRejectIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<Idea, RejectIdeaVariables> } = {}) {
  return useRefreshingMutation(
    rejectIdea,
    (queryClient, _variables, idea) => refreshAfterReview(queryClient, idea),
    mutationConfig,
  );
}
