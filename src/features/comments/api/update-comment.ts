// PUT /api/comments/{id}: the author edits the text; the comment is then marked edited.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshDiscussion } from '@/features/comments/api/refresh';
import type { Comment } from '@/features/comments/types';
import { api } from '@/lib/api-client';

export async function updateComment({ id, body }: { id: string; ideaId: string; body: string }) {
  return (await api.put<Comment>(`/comments/${encodeURIComponent(id)}`, { body })).data;
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (_comment, { ideaId }) => refreshDiscussion(queryClient, ideaId),
  });
}
