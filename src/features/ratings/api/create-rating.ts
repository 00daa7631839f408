// POST /api/ratings: rate an idea once. Afterwards the idea, its ratings and every idea list are refetched
// (docs/product-spec.md section 4): the scores and rankings have moved. A 409 (already rated) refetches the ratings
// too, so the form gives way to the notice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ratingInputSchema } from '@schemas/ratings.ts';
import { getIdeaRatingsQueryOptions } from '@/features/ratings/api/get-idea-ratings';
import { api, ApiError } from '@/lib/api-client';
import { ideaKeys } from '@/lib/ideas';

export type CreateRatingInput = z.input<typeof ratingInputSchema>;

export interface CreateRatingResult {
  rating: { id: string; ideaId: string; marketDemand: number; innovation: number; competition: number };
  idea: { id: string; finalScore: number; totalRatings: number };
}

export async function createRating(input: CreateRatingInput): Promise<CreateRatingResult> {
  return (await api.post<CreateRatingResult>('/ratings', input)).data;
}

export function useCreateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRating,
    onSuccess: (_result, { ideaId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.detail(ideaId) }),
        queryClient.invalidateQueries({ queryKey: getIdeaRatingsQueryOptions(ideaId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
      ]),
    onError: (error, { ideaId }) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: getIdeaRatingsQueryOptions(ideaId).queryKey });
      }
    },
  });
}
