// DELETE /api/ideas/{id}: the author (or an administrator, from the idea's page) deletes an idea. The idea's detail
// entry leaves the cache and every idea list is refetched (docs/product-spec.md section 4).
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetDeletedIdea, ideaKeys } from '@/lib/ideas';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export async function deleteIdea(id: string): Promise<{ id: string }> {
  return (await api.delete<{ id: string }>(`/ideas/${encodeURIComponent(id)}`)).data;
}

/**
 * The delete is sent from the idea's own page, which is still on screen until the navigation away lands: its entry
 * removed under it, the page asked for the idea again and met a 404. So the lists are refetched at once, and the
 * entry is forgotten once no page shows it.
 */
function forgetOnceLeft(queryClient: QueryClient, id: string): void {
  const cache = queryClient.getQueryCache();
  const entry = cache.find({ queryKey: ideaKeys.detail(id), exact: true });
  if (!entry || entry.getObserversCount() === 0) {
    forgetDeletedIdea(queryClient, id);
    return;
  }
  void queryClient.invalidateQueries({ queryKey: ideaKeys.lists() });
  const stop = cache.subscribe((event) => {
    if (event.query !== entry || event.type !== 'observerRemoved' || entry.getObserversCount() > 0) return;
    stop();
    forgetDeletedIdea(queryClient, id);
  });
}

export function useDeleteIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<{ id: string }, string> } = {}) {
  return useRefreshingMutation(deleteIdea, forgetOnceLeft, mutationConfig);
}
