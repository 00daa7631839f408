// PUT /api/comments/{id}: the author edits the text; the comment is then marked edited. The answer is the comment as
// it now is: it takes the old one's place in the discussion's cache, and nothing is refetched (an edit changes
// neither the threads' order nor any count).
import type { InfiniteData } from '@tanstack/react-query';
import type { Comment } from '@schemas/comments.ts';
import { getCommentsQueryOptions, type CommentsPage } from '@/features/comments/api/get-comments';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export async function updateComment({ id, body }: { id: string; ideaId: string; body: string }) {
  return (await api.put<Comment>(`/comments/${encodeURIComponent(id)}`, { body })).data;
}

/** The discussion with `edited` in place of the comment of the same id, a thread or a reply. */
export function withEditedComment<P>(
  data: InfiniteData<CommentsPage, P>,
  edited: Comment,
): InfiniteData<CommentsPage, P> {
  const swap = <C extends Comment>(comment: C): C =>
    comment.id === edited.id ? { ...comment, ...edited } : comment;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((thread) => ({ ...swap(thread), replies: thread.replies.map(swap) })),
    })),
  };
}

export function useUpdateComment() {
  return useRefreshingMutation(updateComment, (queryClient, { ideaId }, comment) =>
    queryClient.setQueryData(
      getCommentsQueryOptions(ideaId).queryKey,
      (data) => data && withEditedComment(data, comment),
    ),
  );
}
