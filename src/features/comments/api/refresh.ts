// After any comment write: the discussion, the idea's commentCount and the lists that show it are refetched.
import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/features/comments/api/get-comments';
import { ideaKeys } from '@/lib/ideas';

export function refreshDiscussion(queryClient: QueryClient, ideaId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentKeys.ofIdea(ideaId) }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
  ]);
}
