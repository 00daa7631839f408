// PUT /api/admin/comments/{id}/unhide: an administrator shows a hidden comment again, from the discussion itself
// (its reports are closed once it is hidden, so the reports queue no longer lists it).
import type { CommentVisibility } from '@schemas/reports.ts';
import { refreshDiscussion } from '@/features/comments/api/refresh';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export async function unhideComment({ id }: { id: string; ideaId: string }) {
  return (await api.put<CommentVisibility>(`/admin/comments/${encodeURIComponent(id)}/unhide`)).data;
}

export function useUnhideComment() {
  return useRefreshingMutation(unhideComment, (queryClient, { ideaId }) =>
    refreshDiscussion(queryClient, ideaId),
  );
}
