// POST /api/ideas/{id}/comments: a comment, or with parentId a reply. 429 past 5 a minute (the API's message).
import { refreshDiscussion } from '@/features/comments/api/refresh';
import type { CommentThread } from '@schemas/comments.ts';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export interface CreateCommentInput {
  ideaId: string;
  body: string;
  parentId?: string;
}

export async function createComment({ ideaId, ...input }: CreateCommentInput): Promise<CommentThread> {
  return (await api.post<CommentThread>(`/ideas/${encodeURIComponent(ideaId)}/comments`, input)).data;
}

export function useCreateComment() {
  return useRefreshingMutation(createComment, (queryClient, { ideaId }) =>
    refreshDiscussion(queryClient, ideaId),
  );
}
