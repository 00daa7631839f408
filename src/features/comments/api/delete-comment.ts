// DELETE /api/comments/{id}: the author or an administrator; a comment with replies stays as '[deleted]'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDeleted } from '@schemas/comments.ts';
import { refreshDiscussion } from '@/features/comments/api/refresh';
import { api } from '@/lib/api-client';

export async function deleteComment({ id }: { id: string; ideaId: string }) {
  return (await api.delete<CommentDeleted>(`/comments/${encodeURIComponent(id)}`)).data;
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_result, { ideaId }) => refreshDiscussion(queryClient, ideaId),
  });
}
