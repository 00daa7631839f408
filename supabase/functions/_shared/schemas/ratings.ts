// The payload of POST /api/ratings.
import { z } from 'zod';
import { idSchema, pageMetaSchema, timestampSchema } from './api.ts';
import { pageOffsetSchema, uuidSchema } from './common.ts';
import { ideaSchema } from './ideas.ts';

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

/**
 * A rating as the API answers it. `rater` and `userId` are null when the rating is anonymous and the caller is not
 * its rater (the database hides who gave it); `isOwn` says whether the caller gave it.
 */
export const ratingSchema = z.object({
  id: idSchema,
  ideaId: idSchema,
  userId: idSchema.nullable(),
  rater: z.object({ displayName: z.string() }).nullable(),
  marketDemand: z.number().int().min(0).max(100),
  innovation: z.number().int().min(0).max(100),
  competition: z.number().int().min(0).max(100),
  isAnonymous: z.boolean(),
  isOwn: z.boolean(),
  createdAt: timestampSchema,
});
export type Rating = z.infer<typeof ratingSchema>;

/** A page of an idea's ratings: the paging, and the caller's own rating (null for visitors and non-raters). */
export const ratingPageMetaSchema = pageMetaSchema.extend({ own: ratingSchema.nullable() });

/** What rating an idea answers: the rating, and the idea with its scores as the rating left them. */
export const ratingResultSchema = z.object({
  rating: z.object({
    id: idSchema,
    userId: idSchema,
    ideaId: idSchema,
    marketDemand: z.number().int(),
    innovation: z.number().int(),
    competition: z.number().int(),
    isAnonymous: z.boolean(),
    createdAt: timestampSchema,
  }),
  /** The idea as the rating left it (no deck link: the page keeps the one it has). */
  idea: ideaSchema,
});
export type RatingResult = z.infer<typeof ratingResultSchema>;
