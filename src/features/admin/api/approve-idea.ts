// PUT /api/admin/ideas/{id}/approve: publish a pending idea. Idea lists, the review queue and the stats are
// refetched (docs/product-spec.md section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import type { Idea } from '@/types/api';
import { api } from '@/lib/api-client';

export async function approveIdea(id: string): Promise<Idea> {
  return (await api.put<Idea>(`/admin/ideas/${encodeURIComponent(id)}/approve`)).data;
}

type ApproveIdeaOptions = Omit<UseMutationOptions<Idea, Error, string>, 'mutationFn'>;

export function useApproveIdea({ mutationConfig }: { mutationConfig?: ApproveIdeaOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: approveIdea,
    onSuccess: async (...args) => {
      await refreshAfterReview(queryClient, args[1]);
      await onSuccess?.(...args);
    },
  });
}
