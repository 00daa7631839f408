// PUT and DELETE /api/ideas/{id}/follow: the caller follows an idea, or stops. One operation with two verbs: the
// answer is the same state either way, written into the idea's cached detail.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FollowState } from '@schemas/follows.ts';
import type { Idea } from '@schemas/ideas.ts';
import { api } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import { useRefreshingMutation } from '@/lib/mutation';
import { followKeys } from './keys';

export async function setFollowing(ideaId: string, follow: boolean): Promise<FollowState> {
  const path = `/ideas/${encodeURIComponent(ideaId)}/follow`;
  return (follow ? await api.put<FollowState>(path) : await api.delete<FollowState>(path)).data;
}

function writeState(queryClient: QueryClient, ideaId: string, state: FollowState) {
  queryClient.setQueryData<Idea>(ideaKeys.detail(ideaId), (idea) => idea && { ...idea, ...state });
}

/**
 * Optimistic: the button shows the new state at once and the count moves by one; a refusal puts both back. The
 * answer then writes the true count, and the caller's list of followed ideas is read again.
 */
export function useSetFollowing(ideaId: string) {
  const queryClient = useQueryClient();
  return useRefreshingMutation(
    (follow: boolean) => setFollowing(ideaId, follow),
    (client, _follow, state) => {
      writeState(client, ideaId, state);
      return client.invalidateQueries({ queryKey: followKeys.mine() });
    },
    {
      onMutate: (follow) => {
        const before = queryClient.getQueryData<Idea>(ideaKeys.detail(ideaId));
        if (before) {
          const followers = Math.max(0, (before.followers ?? 0) + (follow ? 1 : -1));
          writeState(queryClient, ideaId, { following: follow, followers });
        }
        return { before };
      },
      onError: (_error, _follow, context) => {
        const before = (context as { before?: Idea } | undefined)?.before;
        if (before) queryClient.setQueryData(ideaKeys.detail(ideaId), before);
      },
    },
  );
}
