// POST /api/admin/ideas/{id}/reject with an optional reason ({} when none was given) and the version the card
// showed. The answer replaces the cached idea; idea lists, the review queue and the stats are refetched (docs/product-spec.md section 4).
import type { RejectIdeaInput } from '@schemas/admin.ts';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@schemas/ideas.ts';

export { rejectIdeaSchema } from '@schemas/admin.ts';

/** `version`: what the card showed (the idea's updatedAt, an edit's submittedAt); the API answers 409 if it moved. */
export interface ReviewVariables {
  id: string;
  version?: string;
}

export interface RejectIdeaVariables extends ReviewVariables {
  reason?: RejectIdeaInput['reason'];
}

/** The body of a rejection: the reason only when there is one, the version seen when known. */
export function rejectionBody({ reason, version }: RejectIdeaVariables): RejectIdeaInput {
  const text = reason?.trim();
  return { ...(text ? { reason: text } : {}), ...(version ? { version } : {}) };
}

export async function rejectIdea(variables: RejectIdeaVariables): Promise<Idea> {
  const path = `/admin/ideas/${encodeURIComponent(variables.id)}/reject`;
  return (await api.post<Idea>(path, rejectionBody(variables))).data;
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
