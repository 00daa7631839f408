// POST /api/admin/ideas/{id}/reject with an optional reason ({} when none was given). Idea lists, the review
// queue and the stats are refetched (docs/product-spec.md section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { RejectIdeaInput } from '@schemas/admin.ts';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import type { Idea } from '@/types/api';
import { api } from '@/lib/api-client';

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

type RejectIdeaOptions = Omit<UseMutationOptions<Idea, Error, RejectIdeaVariables>, 'mutationFn'>;

export function useRejectIdea({ mutationConfig }: { mutationConfig?: RejectIdeaOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: rejectIdea,
    onSuccess: async (...args) => {
      await refreshAfterReview(queryClient, args[1].id);
      await onSuccess?.(...args);
    },
  });
}
