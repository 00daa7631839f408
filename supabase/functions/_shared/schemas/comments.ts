// The payloads and answers of the comment endpoints, shared by the API and the SPA.
import { z } from 'zod';
import { idSchema, pageMetaSchema, timestampSchema } from './api.ts';
import { pageOffsetSchema, uuidSchema } from './common.ts';
import { COMMENT_BOUNDS } from './comment-bounds.ts';

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

/**
 * A comment as the API answers it. A deleted comment kept for its replies comes without text or author (the
 * database holds neither any more); so does the author of a comment whose account was deleted.
 */
export const commentSchema = z.object({
  id: idSchema,
  ideaId: idSchema,
  /** The top-level comment a reply answers; null for a top-level comment. */
  parentId: idSchema.nullable(),
  /** Null once deleted, and for a hidden comment unless the caller wrote it or is an administrator. */
  body: z.string().nullable(),
  /** Hidden by a moderator: everyone else sees 'Removed by a moderator' in its place. */
  isHidden: z.boolean(),
  /** Why it was hidden, for its author and administrators; null otherwise. */
  hiddenReason: z.string().nullable(),
  author: z.object({ id: idSchema, displayName: z.string() }).nullable(),
  /** Whether the caller wrote it (false for visitors). */
  isOwn: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: timestampSchema,
  editedAt: timestampSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with all its replies, oldest first (one level deep: replies have none of their own). */
export const commentThreadSchema = commentSchema.extend({ replies: z.array(commentSchema) });
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** The paging of an idea's discussion: total counts top-level comments (threads), not replies. */
export const commentPageMetaSchema = pageMetaSchema;
export type CommentPageMeta = z.infer<typeof commentPageMetaSchema>;

/** What deleting a comment answers: kept is true when it had replies and stays as '[deleted]'. */
export const commentDeletedSchema = z.object({ id: idSchema, kept: z.boolean() });
export type CommentDeleted = z.infer<typeof commentDeletedSchema>;
