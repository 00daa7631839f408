// DELETE /api/ideas/{id}: the author deletes their idea. The idea's detail entry leaves the cache and every idea
// list is refetched (docs/product-spec.md section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetDeletedIdea } from '@/lib/ideas';

export async function deleteIdea(id: string): Promise<{ id: string }> {
  return (await api.delete<{ id: string }>(`/ideas/${encodeURIComponent(id)}`)).data;
}

type DeleteIdeaOptions = Omit<UseMutationOptions<{ id: string }, Error, string>, 'mutationFn'>;

export function useDeleteIdea({ mutationConfig }: { mutationConfig?: DeleteIdeaOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteIdea,
    onSuccess: async (...args) => {
      forgetDeletedIdea(queryClient, args[1]);
      await onSuccess?.(...args);
    },
  });
}
