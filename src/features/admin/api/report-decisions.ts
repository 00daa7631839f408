// The administrators' decisions on reports, one request each: dismiss a target's reports
// (PUT /api/admin/reports/{id}/dismiss), hide a comment (PUT /api/admin/comments/{id}/hide with a reason), send an
// approved idea back to review (PUT /api/admin/ideas/{id}/send-back with an optional reason). Each refreshes the
// queue and what the decision changed.
import type { Idea } from '@schemas/ideas.ts';
import type { CommentVisibility, ReportsDismissed } from '@schemas/reports.ts';
import { refreshAfterDecision } from '@/features/admin/api/reports-keys';
import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/mutation';

export interface DecisionVariables {
  /** The reported idea's or comment's id. */
  targetId: string;
  /** The idea it is, or is on: its page and lists are refreshed. */
  ideaId: string;
  reason?: string;
}

const path = (resource: string, id: string, action: string) =>
  `/admin/${resource}/${encodeURIComponent(id)}/${action}`;

export async function dismissReports({ targetId }: DecisionVariables) {
  return (await api.put<ReportsDismissed>(path('reports', targetId, 'dismiss'))).data;
}

export async function hideComment({ targetId, reason }: DecisionVariables) {
  return (await api.put<CommentVisibility>(path('comments', targetId, 'hide'), { reason })).data;
}

export async function sendIdeaBack({ targetId, reason }: DecisionVariables) {
  const text = reason?.trim();
  return (await api.put<Idea>(path('ideas', targetId, 'send-back'), text ? { reason: text } : {})).data;
}

const refresh = (queryClient: Parameters<typeof refreshAfterDecision>[0], { ideaId }: DecisionVariables) =>
  refreshAfterDecision(queryClient, ideaId);

export const useDismissReports = () => useRefreshingMutation(dismissReports, refresh);
export const useHideComment = () => useRefreshingMutation(hideComment, refresh);
export const useSendIdeaBack = () => useRefreshingMutation(sendIdeaBack, refresh);
