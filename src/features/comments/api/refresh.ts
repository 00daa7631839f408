// After a comment is posted or deleted: the discussion, the idea's commentCount and the lists that show it are
// refetched (an edit changes none of them: its answer takes the comment's place in the cache, ./update-comment.ts).
import type { QueryClient } from '@tanstack/react-query';
import { commentKeys } from '@/features/comments/api/get-comments';
import { ideaKeys } from '@/lib/ideas';

/**
 * Resolves once the discussion itself is fresh, so the form can clear as the new comment shows. The counts on the
 * idea and the lists follow in the background: a slow list must not keep the member's text in the box.
 */
export function refreshDiscussion(queryClient: QueryClient, ideaId: string) {
  void queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) });
  void queryClient.invalidateQueries({ queryKey: ideaKeys.lists() });
  return queryClient.invalidateQueries({ queryKey: commentKeys.ofIdea(ideaId) });
}
