// The trash of deleted ideas (GET /api/admin/trash, POST /api/admin/ideas/{id}/restore): administrators see what
// was deleted, by whom, and when the purge will remove it.
import { z } from 'zod';
import { idSchema, timestampSchema } from './api.ts';
import { CATEGORIES, IDEA_STATUSES } from './constants.ts';
import { mergedIntoSchema } from './merge.ts';

export const trashQuerySchema = z.strictObject({
  limit: z.coerce.number('limit must be a number').int().min(1).transform((n) => Math.min(n, 100)).default(20),
  offset: z.coerce.number('offset must be a number').int().min(0).max(1_000_000).default(0),
});
export type TrashQuery = z.infer<typeof trashQuerySchema>;

const memberSchema = z.object({ id: idSchema, displayName: z.string() });

export const trashedIdeaSchema = z.object({
  id: idSchema,
  title: z.string(),
  category: z.enum(CATEGORIES),
  /** The status it had and gets back on restore. */
  status: z.enum(IDEA_STATUSES),
  author: memberSchema,
  totalRatings: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  deletedAt: timestampSchema,
  /** Null once the account that deleted it is gone. */
  deletedBy: memberSchema.nullable(),
  /** When the purge removes it for good. */
  purgeAt: timestampSchema,
  /** The idea it was merged into (a restore undoes the merge); null for a deleted idea. */
  mergedInto: mergedIntoSchema.nullable(),
});
export type TrashedIdea = z.infer<typeof trashedIdeaSchema>;

export const restoredIdeaSchema = z.object({ id: idSchema });
export type RestoredIdea = z.infer<typeof restoredIdeaSchema>;

/** One run of the purge (POST /api/internal/purge-trash): ideas removed for good, deck files removed from Storage. */
export const trashPurgeSchema = z.object({
  purged: z.number().int().min(0),
  decksRemoved: z.number().int().min(0),
});
export type TrashPurge = z.infer<typeof trashPurgeSchema>;
