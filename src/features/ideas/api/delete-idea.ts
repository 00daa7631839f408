// DELETE /api/ideas/{id}: the author deletes their idea. The idea's detail entry leaves the cache and every idea
// list is refetched (docs/product-spec.md section 4).
import { api } from '@/lib/api-client';
import { forgetDeletedIdea } from '@/lib/ideas';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function deleteIdea(id: string): Promise<{ id: string }> {
  return (await api.delete<{ id: string }>(`/ideas/${encodeURIComponent(id)}`)).data;
}

export function useDeleteIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<{ id: string }, string> } = {}) {
  return useRefreshingMutation(deleteIdea, forgetDeletedIdea, mutationConfig);
}
