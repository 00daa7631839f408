// DELETE /api/comments/{id}: the author or an administrator; a comment with replies stays as '[deleted]'.
import type { CommentDeleted } from '@schemas/comments.ts';
import { refreshDiscussion } from '@/features/comments/api/refresh';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export async function deleteComment({ id }: { id: string; ideaId: string }) {
  return (await api.delete<CommentDeleted>(`/comments/${encodeURIComponent(id)}`)).data;
}

export function useDeleteComment() {
  return useRefreshingMutation(deleteComment, (queryClient, { ideaId }) =>
    refreshDiscussion(queryClient, ideaId),
  );
}
