// POST /api/ideas/{id}/comments: a comment, or with parentId a reply. 429 past 5 a minute (the API's message).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshDiscussion } from '@/features/comments/api/refresh';
import type { CommentThread } from '@schemas/comments.ts';
import { api } from '@/lib/api-client';

export interface CreateCommentInput {
  ideaId: string;
  body: string;
  parentId?: string;
}

export async function createComment({ ideaId, ...input }: CreateCommentInput): Promise<CommentThread> {
  return (await api.post<CommentThread>(`/ideas/${encodeURIComponent(ideaId)}/comments`, input)).data;
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_comment, { ideaId }) => refreshDiscussion(queryClient, ideaId),
  });
}
