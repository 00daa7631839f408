// GET /api/users/{id}/ratings?limit&offset: the ratings a member gave, newest first, a page at a time. On your own
// profile every rating you gave (anonymous ones marked); on someone else's only their named ratings of published
// ideas (docs/product-spec.md section 7).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextOffset, RATINGS_PAGE_SIZE, ratingKeys } from '@/features/ratings/api/get-idea-ratings';
import type { RatingHistoryItem } from '@schemas/profiles.ts';
import { api } from '@/lib/api-client';

/** A rating as a member's history lists it: with the idea's title, and whether it was anonymous. */
export type GivenRating = RatingHistoryItem;

export interface GivenRatingsPage {
  items: GivenRating[];
  total: number;
}

export async function getUserRatings(
  userId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<GivenRatingsPage> {
  const envelope = await api.get<GivenRating[]>(
    `/users/${encodeURIComponent(userId)}/ratings`,
    { limit: RATINGS_PAGE_SIZE, offset },
    signal,
  );
  return { items: envelope.data, total: envelope.meta?.total ?? offset + envelope.data.length };
}

export const getUserRatingsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...ratingKeys.all, 'user', userId] as const,
    queryFn: ({ signal, pageParam }) => getUserRatings(userId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export function useUserRatings(userId: string) {
  return useInfiniteQuery(getUserRatingsQueryOptions(userId));
}
