// GET /api/users/{id}/ideas: a member's approved ideas, and all of them when the member asks for their own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import type { Idea } from '@schemas/ideas.ts';

export async function getUserIdeas(userId: string, signal?: AbortSignal): Promise<Idea[]> {
  return (await api.get<Idea[]>(`/users/${encodeURIComponent(userId)}/ideas`, undefined, signal)).data;
}

export const getUserIdeasQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ideaKeys.byAuthor(userId),
    queryFn: ({ signal }) => getUserIdeas(userId, signal),
  });

export function useUserIdeas(userId: string) {
  return useQuery(getUserIdeasQueryOptions(userId));
}
