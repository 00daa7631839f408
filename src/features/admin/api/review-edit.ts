// PUT /api/admin/ideas/{id}/edit/approve applies an author's pending edit; POST .../edit/reject drops it (with an
// optional reason). Either way the idea stays approved; the answer replaces the cached idea, and the lists and the
// stats are refetched.
import type { RejectIdeaInput } from '@schemas/admin.ts';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import type { RejectIdeaVariables } from '@/features/admin/api/reject-idea';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@schemas/ideas.ts';

const editPath = (id: string) => `/admin/ideas/${encodeURIComponent(id)}/edit`;

export async function approveEdit(id: string): Promise<Idea> {
  return (await api.put<Idea>(`${editPath(id)}/approve`)).data;
}

export async function rejectEdit({ id, reason }: RejectIdeaVariables): Promise<Idea> {
  const text = reason?.trim();
  const body: RejectIdeaInput = text ? { reason: text } : {};
  return (await api.post<Idea>(`${editPath(id)}/reject`, body)).data;
}

export function useApproveEdit({ mutationConfig }: { mutationConfig?: MutationConfig<Idea, string> } = {}) {
  return useRefreshingMutation(
    approveEdit,
    (queryClient, _id, idea) => refreshAfterReview(queryClient, idea),
    mutationConfig,
  );
}

export function useRejectEdit({
  mutationConfig,
}: { mutationConfig?: MutationConfig<Idea, RejectIdeaVariables> } = {}) {
  return useRefreshingMutation(
    rejectEdit,
    (queryClient, _variables, idea) => refreshAfterReview(queryClient, idea),
    mutationConfig,
  );
}
