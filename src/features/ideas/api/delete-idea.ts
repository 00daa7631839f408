// DELETE /api/ideas/{id} (the author) or DELETE /api/admin/ideas/{id} (an administrator). The idea's detail
// entry leaves the cache and every idea list is refetched (product spec section 4).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ideaKeys } from '@/features/ideas/api/get-ideas';
import { api } from '@/lib/api-client';

export interface DeleteIdeaVariables {
  id: string;
  admin?: boolean;
}

export async function deleteIdea({ id, admin }: DeleteIdeaVariables): Promise<{ id: string }> {
  return (await api.delete<{ id: string }>(`${admin ? '/admin' : ''}/ideas/${encodeURIComponent(id)}`)).data;
}

type DeleteIdeaOptions = Omit<UseMutationOptions<{ id: string }, Error, DeleteIdeaVariables>, 'mutationFn'>;

export function useDeleteIdea({ mutationConfig }: { mutationConfig?: DeleteIdeaOptions } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteIdea,
    onSuccess: async (...args) => {
      const [, { id }] = args;
      queryClient.removeQueries({ queryKey: ideaKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: ideaKeys.lists() });
      await onSuccess?.(...args);
    },
  });
}
