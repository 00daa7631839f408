// POST /api/ratings: rate an idea once. The answer carries the idea as the rating left it, which replaces the cached
// idea (its deck link kept); the ratings, the score details and every idea list are refetched, since the ranking
// and the raters' list moved (docs/product-spec.md section 4). A 409 (already rated) refetches the ratings too, so
// the form gives way to the notice.
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Idea } from '@schemas/ideas.ts';
import type { RatingResult, ratingInputSchema } from '@schemas/ratings.ts';
import { getIdeaRatingsQueryOptions } from '@/features/ratings/api/get-idea-ratings';
import { api, ApiError } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';
import { useRefreshingMutation } from '@/lib/mutation';

export type CreateRatingInput = z.input<typeof ratingInputSchema>;

export async function createRating(input: CreateRatingInput): Promise<RatingResult> {
  return (await api.post<RatingResult>('/ratings', input)).data;
}

export function useCreateRating() {
  const queryClient = useQueryClient();
  return useRefreshingMutation(
    createRating,
    (_queryClient, { ideaId }, { idea }) => {
      // The idea the rating landed on: another than the one rated when that one was merged into it meanwhile.
      // The rated one is read again then, and its page moves to where it went.
      const landed = idea.id;
      // Only over a cached idea: the answer has no deck link, which a fresh read would sign.
      queryClient.setQueryData<Idea>(
        ideaKeys.detail(landed),
        (cached) => cached && { ...idea, pitchDeckUrl: cached.pitchDeckUrl, pendingEdit: cached.pendingEdit },
      );
      return Promise.all([
        landed !== ideaId &&
          queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId), exact: true }),
        queryClient.invalidateQueries({ queryKey: getIdeaRatingsQueryOptions(landed).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...ideaKeys.detail(landed), 'scores'] }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
      ]);
    },
    {
      onError: (error, { ideaId }) => {
        if (error instanceof ApiError && error.status === 409) {
          return queryClient.invalidateQueries({ queryKey: getIdeaRatingsQueryOptions(ideaId).queryKey });
        }
      },
    },
  );
}
