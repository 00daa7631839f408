// GET /api/ideas/{id}/scores: per dimension the mean, the adjusted score, the spread, the ten-band histogram and the
// category's median, for the score details chart of the idea page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import type { DimensionScores, IdeaScores } from '@schemas/ideas.ts';

export type { DimensionScores, IdeaScores };

export async function getIdeaScores(id: string, signal?: AbortSignal): Promise<IdeaScores> {
  return (await api.get<IdeaScores>(`/ideas/${encodeURIComponent(id)}/scores`, undefined, signal)).data;
}

export const getIdeaScoresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ideaKeys.detail(id), 'scores'] as const,
    queryFn: ({ signal }) => getIdeaScores(id, signal),
  });

export function useIdeaScores(id: string) {
  return useQuery(getIdeaScoresQueryOptions(id));
}
