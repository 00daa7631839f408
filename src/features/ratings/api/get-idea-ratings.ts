// GET /api/ratings/idea/{id}?limit=20&offset=N: an idea's ratings a page at a time, newest first as the API orders
// them, with the total and the caller's own rating (meta.own), so 'already rated' needs no paging through them all.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Rating } from '@schemas/ratings.ts';
import { api } from '@/lib/api-client';
import { isSigningOut } from '@/lib/auth/sign-out-intent';

export const RATINGS_PAGE_SIZE = 20;

export const ratingKeys = {
  all: ['ratings'] as const,
  ofIdea: (ideaId: string) => [...ratingKeys.all, 'idea', ideaId] as const,
};

export interface RatingsPage {
  items: Rating[];
  total: number;
  /** The caller's own rating of the idea, null when they have none (or are signed out). */
  own: Rating | null;
}

export async function getIdeaRatings(
  ideaId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<RatingsPage> {
  const envelope = await api.get<Rating[]>(
    `/ratings/idea/${encodeURIComponent(ideaId)}`,
    { limit: RATINGS_PAGE_SIZE, offset },
    signal,
  );
  const meta = envelope.meta;
  const own = meta?.own as Rating | null | undefined;
  return {
    items: envelope.data,
    total: meta?.total ?? offset + envelope.data.length,
    own: own ?? envelope.data.find((rating) => rating.isOwn) ?? null,
  };
}

/** The offset of the next page, or undefined once every one of `total` items is loaded. */
export function nextOffset(last: { items: unknown[]; total: number }, pages: { items: unknown[] }[]) {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? loaded : undefined;
}

export const getIdeaRatingsQueryOptions = (ideaId: string) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.ofIdea(ideaId),
    queryFn: ({ signal, pageParam }) => getIdeaRatings(ideaId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useIdeaRatings(ideaId: string) {
  // Not asked again while signing out, as the idea itself (ideas/api/get-idea.ts): the page is leaving.
  return useInfiniteQuery({ ...getIdeaRatingsQueryOptions(ideaId), enabled: () => !isSigningOut() });
}
