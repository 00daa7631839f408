// DELETE /api/admin/ideas/{id}: the ideas feature's delete (call it with `admin: true`). Besides what it does
// already (the idea's detail entry removed, every idea list and so the review queue refetched), the stats are
// refetched (product spec section 4).
import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { useDeleteIdea } from '@/features/ideas/api/delete-idea';

type DeleteIdeaConfig = NonNullable<NonNullable<Parameters<typeof useDeleteIdea>[0]>['mutationConfig']>;

export function useAdminDeleteIdea({ mutationConfig }: { mutationConfig?: DeleteIdeaConfig } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useDeleteIdea({
    mutationConfig: {
      ...rest,
      onSuccess: async (...args) => {
        void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
        await onSuccess?.(...args);
      },
    },
  });
}
