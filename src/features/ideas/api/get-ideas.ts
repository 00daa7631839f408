// GET /api/ideas: the list behind the leaderboard (50 approved) and the home page's featured ideas (6).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IdeaListQuery } from '@schemas/ideas.ts';
import type { Idea } from '@/types/api';
import { api } from '@/lib/api-client';

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
