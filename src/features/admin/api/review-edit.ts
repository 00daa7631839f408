// PUT /api/admin/ideas/{id}/edit/approve applies an author's pending edit; POST .../edit/reject drops it (with an
// optional reason). Each names the edit's version the card showed: 409 when the author saved again since. Either way the idea stays approved; the answer replaces the cached idea, and the lists and the
// stats are refetched.
import type { ReviewDecisionInput } from '@schemas/admin.ts';
import { refreshAfterReview } from '@/features/admin/api/admin-keys';
import {
  rejectionBody,
  type RejectIdeaVariables,
  type ReviewVariables,
} from '@/features/admin/api/reject-idea';
import { api } from '@/lib/api-client';
import { useRefreshingMutation, type MutationConfig } from '@/lib/mutation';
import type { Idea } from '@schemas/ideas.ts';

const editPath = (id: string) => `/admin/ideas/${encodeURIComponent(id)}/edit`;

export async function approveEdit({ id, version }: ReviewVariables): Promise<Idea> {
  const body: ReviewDecisionInput = version ? { version } : {};
  return (await api.put<Idea>(`${editPath(id)}/approve`, body)).data;
}

export async function rejectEdit(variables: RejectIdeaVariables): Promise<Idea> {
  return (await api.post<Idea>(`${editPath(variables.id)}/reject`, rejectionBody(variables))).data;
}

export function useApproveEdit({
  mutationConfig,
}: { mutationConfig?: MutationConfig<Idea, ReviewVariables> } = {}) {
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
