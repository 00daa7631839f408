// DELETE /api/admin/ideas/{id}: an administrator deletes any idea. As for the author's delete, the idea's detail
// entry leaves the cache and every idea list (so the review queue) is refetched; the stats and the trash are
// refetched too (docs/product-spec.md section 4).
import { adminKeys } from '@/features/admin/api/admin-keys';
import { trashKeys } from '@/features/admin/api/trash-keys';
import { api } from '@/lib/api-client';
import { forgetDeletedIdea } from '@/lib/ideas';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function adminDeleteIdea(id: string): Promise<{ id: string }> {
  return (await api.delete<{ id: string }>(`/admin/ideas/${encodeURIComponent(id)}`)).data;
}

export function useAdminDeleteIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<{ id: string }, string> } = {}) {
  return useRefreshingMutation(
    adminDeleteIdea,
    (queryClient, id) => {
      forgetDeletedIdea(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: trashKeys.all });
    },
    mutationConfig,
  );
}
