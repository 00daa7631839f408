// POST /api/admin/ideas/{id}/merge: an administrator merges a duplicate into another idea. The duplicate leaves the
// cache and every list (the review queue among them); the target's detail is fetched again with the ratings,
// comments and followers it gained; the trash (where the duplicate now is) and the dashboard's counts too.
import type { Idea } from '@schemas/ideas.ts';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { trashKeys } from '@/features/admin/api/trash-keys';
import { api } from '@/lib/api-client';
import { forgetDeletedIdea, ideaKeys } from '@/lib/ideas';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';

export interface MergeIdeaVariables {
  /** The duplicate. */
  id: string;
  /** The idea it is merged into. */
  into: string;
}

export async function mergeIdea({ id, into }: MergeIdeaVariables): Promise<Idea> {
  return (await api.post<Idea>(`/admin/ideas/${encodeURIComponent(id)}/merge`, { into })).data;
}

export function useMergeIdea({
  mutationConfig,
}: { mutationConfig?: MutationConfig<Idea, MergeIdeaVariables> } = {}) {
  return useRefreshingMutation(
    mergeIdea,
    (queryClient, { id, into }) => {
      forgetDeletedIdea(queryClient, id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.detail(into) }),
        queryClient.invalidateQueries({ queryKey: trashKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]);
    },
    mutationConfig,
  );
}
