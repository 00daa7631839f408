// The payload of POST /api/ratings.
import { z } from 'zod';
import { uuidSchema } from './common.ts';

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
