// DELETE /api/admin/ideas/{id}: an administrator deletes any idea. As for the author's delete, the idea's detail
// entry leaves the cache and every idea list (so the review queue) is refetched; the stats are refetched too
// (docs/product-spec.md section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { api } from '@/lib/api-client';
import { forgetDeletedIdea } from '@/lib/ideas';

export async function adminDeleteIdea(id: string): Promise<{ id: string }> {
  return (await api.delete<{ id: string }>(`/admin/ideas/${encodeURIComponent(id)}`)).data;
}

type AdminDeleteIdeaOptions = Omit<UseMutationOptions<{ id: string }, Error, string>, 'mutationFn'>;

export function useAdminDeleteIdea({ mutationConfig }: { mutationConfig?: AdminDeleteIdeaOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: adminDeleteIdea,
    onSuccess: async (...args) => {
      forgetDeletedIdea(queryClient, args[1]);
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      await onSuccess?.(...args);
    },
  });
}
