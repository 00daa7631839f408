// GET /api/ideas/{id}: one idea, with a signed pitch deck URL when it has a deck.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import type { Idea } from '@schemas/ideas.ts';

export async function getIdea(id: string, signal?: AbortSignal): Promise<Idea> {
  return (await api.get<Idea>(`/ideas/${encodeURIComponent(id)}`, undefined, signal)).data;
}

export const getIdeaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ideaKeys.detail(id),
    queryFn: ({ signal }) => getIdea(id, signal),
    // The route's loader asks first; when that failed (a missing idea: 404), the page shows the failure with 'Try
    // Again' instead of asking once more as it mounts.
    retryOnMount: false,
  });

export function useIdea(id: string) {
  return useQuery(getIdeaQueryOptions(id));
}
