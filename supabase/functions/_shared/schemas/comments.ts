// The payloads of the comment endpoints, shared by the API and the SPA's form.
import { z } from 'zod';
import { pageOffsetSchema, uuidSchema } from './common.ts';

/** docs/product-spec.md section 9: the database's check holds the same bounds. */
export const COMMENT_BOUNDS = { body: { max: 2000 }, pageLimit: { default: 20, max: 100 }, perMinute: 5 } as const;

const bodySchema = z
  .string('body must be text')
  .trim()
  .min(1, 'Write a comment first')
  .max(COMMENT_BOUNDS.body.max, `A comment can be at most ${COMMENT_BOUNDS.body.max} characters`);

export const commentInputSchema = z.strictObject({ body: bodySchema, parentId: uuidSchema.nullish() });
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentEditSchema = z.strictObject({ body: bodySchema });

/** A page of top-level comments (each with all its replies). */
export const commentPageQuerySchema = z.strictObject({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(COMMENT_BOUNDS.pageLimit.max, `limit can be at most ${COMMENT_BOUNDS.pageLimit.max}`)
    .default(COMMENT_BOUNDS.pageLimit.default),
  offset: pageOffsetSchema,
});
