// The ideas' cache keys and GET /api/ideas, the public list (the leaderboard's 50 approved ideas, the home page's
// 6 featured ones). Shared: the home, ratings and admin features read or refresh these entries too.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { IdeaListQuery } from '@schemas/ideas.ts';
import { api } from '@/lib/api-client';
import type { Idea } from '@schemas/ideas.ts';

export type IdeaListParams = Partial<IdeaListQuery>;

export async function getIdeas(params: IdeaListParams, signal?: AbortSignal): Promise<Idea[]> {
  return (await api.get<Idea[]>('/ideas', params, signal)).data;
}

export const ideaKeys = {
  all: ['ideas'] as const,
  lists: () => [...ideaKeys.all, 'list'] as const,
  list: (params: IdeaListParams) => [...ideaKeys.lists(), params] as const,
  /** A member's ideas (profile pages): under lists(), so whatever refreshes the lists refreshes these too. */
  byAuthor: (authorId: string) => [...ideaKeys.lists(), 'author', authorId] as const,
  details: () => [...ideaKeys.all, 'detail'] as const,
  detail: (id: string) => [...ideaKeys.details(), id] as const,
};

export const getIdeasQueryOptions = (params: IdeaListParams) =>
  queryOptions({
    queryKey: ideaKeys.list(params),
    queryFn: ({ signal }) => getIdeas(params, signal),
    placeholderData: keepPreviousData,
  });

export function useIdeas(params: IdeaListParams) {
  return useQuery(getIdeasQueryOptions(params));
}

/** A deleted idea: its detail entry leaves the cache and every idea list (review queue included) is refetched. */
export function forgetDeletedIdea(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: ideaKeys.detail(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: ideaKeys.lists() });
}
