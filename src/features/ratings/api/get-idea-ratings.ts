// GET /api/ratings/idea/{id}: every rating of an idea, newest first as the API orders them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rating } from '@/features/ratings/types';
import { api } from '@/lib/api-client';

export const ratingKeys = {
  all: ['ratings'] as const,
  ofIdea: (ideaId: string) => [...ratingKeys.all, 'idea', ideaId] as const,
};

export async function getIdeaRatings(ideaId: string, signal?: AbortSignal): Promise<Rating[]> {
  return (await api.get<Rating[]>(`/ratings/idea/${encodeURIComponent(ideaId)}`, undefined, signal)).data;
}

export const getIdeaRatingsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ratingKeys.ofIdea(ideaId),
    queryFn: ({ signal }) => getIdeaRatings(ideaId, signal),
  });

export function useIdeaRatings(ideaId: string) {
  return useQuery(getIdeaRatingsQueryOptions(ideaId));
}
