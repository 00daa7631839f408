// The payload of POST /api/ratings.
import { z } from 'zod';
import { pageOffsetSchema, uuidSchema } from './common.ts';

const score = (label: string) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);

export const ratingInputSchema = z.strictObject({
  ideaId: uuidSchema,
  marketDemand: score('Market demand'),
  innovation: score('Innovation'),
  competition: score('Competition'),
  isAnonymous: z.boolean('isAnonymous must be true or false').default(false),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

export const RATING_PAGE_MAX_LIMIT = 100;

/** One page of ratings (an idea's, or a member's history): unlike the idea list, a limit past 100 is refused. */
export const ratingPageQuerySchema = z.strictObject({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(RATING_PAGE_MAX_LIMIT, `limit can be at most ${RATING_PAGE_MAX_LIMIT}`)
    .default(20),
  offset: pageOffsetSchema,
});
export type RatingPageQuery = z.infer<typeof ratingPageQuerySchema>;
