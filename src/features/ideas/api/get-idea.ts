// GET /api/ideas/{id}: one idea, with a signed pitch deck URL when it has a deck.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isSigningOut } from '@/lib/auth/sign-out-intent';
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
  // Signing out resets every query while this page is still on screen, on its way home: asked again as a visitor,
  // one's own pending or rejected idea would answer 404 for a page about to go.
  return useQuery({ ...getIdeaQueryOptions(id), enabled: () => !isSigningOut() });
}
