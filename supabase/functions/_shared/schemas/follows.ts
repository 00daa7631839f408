// Following ideas: the answers of PUT and DELETE /api/ideas/{id}/follow, the caller's list (GET /api/me/follows)
// and their auto-follow setting (GET and PUT /api/me/follow-settings).
import { z } from 'zod';
import { idSchema, pageMetaSchema, timestampSchema } from './api.ts';
import { pageOffsetSchema } from './common.ts';
import { CATEGORIES, IDEA_STATUSES } from './constants.ts';

export const FOLLOWS_PAGE_MAX_LIMIT = 100;

/** Whether the caller follows the idea now, and how many do. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followers: z.number().int().min(0),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const followsPageQuerySchema = z.strictObject({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(FOLLOWS_PAGE_MAX_LIMIT, `limit can be at most ${FOLLOWS_PAGE_MAX_LIMIT}`)
    .default(20),
  offset: pageOffsetSchema,
});

/** One idea the caller follows, newest follow first; an idea they can no longer see is left out. */
export const followedIdeaSchema = z.object({
  id: idSchema,
  title: z.string(),
  status: z.enum(IDEA_STATUSES),
  category: z.enum(CATEGORIES),
  followedAt: timestampSchema,
});
export type FollowedIdea = z.infer<typeof followedIdeaSchema>;

export const followsPageMetaSchema = pageMetaSchema;

export const followSettingsSchema = z.object({ autoFollow: z.boolean() });
export type FollowSettings = z.infer<typeof followSettingsSchema>;

export const followSettingsInputSchema = z.strictObject({
  autoFollow: z.boolean('Auto-follow must be true or false'),
});
