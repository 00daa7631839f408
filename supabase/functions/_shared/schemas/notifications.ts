// The query and answer of GET /api/notifications, and the payload and answer of POST /api/notifications/read.
import { z } from 'zod';
import { idSchema, pageMetaSchema, timestampSchema } from './api.ts';
import { pageOffsetSchema, uuidSchema } from './common.ts';
import { NOTIFICATION_KINDS, ROADMAP_STATUSES } from './constants.ts';

export const NOTIFICATION_PAGE_MAX_LIMIT = 100;
/** How many ids one mark-read request may name. */
export const NOTIFICATION_READ_MAX_IDS = 100;

export const notificationPageQuerySchema = z.strictObject({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NOTIFICATION_PAGE_MAX_LIMIT, `limit can be at most ${NOTIFICATION_PAGE_MAX_LIMIT}`)
    .default(20),
  offset: pageOffsetSchema,
});

/** Either the items to mark read, or all of the caller's. */
export const markReadSchema = z.union(
  [
    z.strictObject({
      ids: z
        .array(uuidSchema, 'ids must be a list of ids')
        .min(1, 'ids must name at least one notification')
        .max(NOTIFICATION_READ_MAX_IDS, `ids can name at most ${NOTIFICATION_READ_MAX_IDS} notifications`),
    }),
    z.strictObject({ all: z.literal(true, 'all must be true') }),
  ],
  'Send { "ids": [...] } or { "all": true }',
);
export type MarkReadInput = z.infer<typeof markReadSchema>;

export type { NotificationKind } from './constants.ts';

/** One item as GET /api/notifications answers it. */
export const notificationItemSchema = z.object({
  id: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  /** The idea the item is about; null for items about the member themselves (promoted, demoted). */
  ideaId: idSchema.nullable(),
  /** The idea's title as it was when the event happened. */
  title: z.string().nullable(),
  /** The reviewer's reason (rejections). */
  reason: z.string().nullable(),
  /** Who commented or replied (comment and reply items), as they were named then. */
  by: z.string().nullable(),
  /**
   * The comment or reply the item is about (comment and reply items; the latest one of a followed idea's comments
   * item): the idea page's #comment-<id> anchor.
   */
  commentId: idSchema.nullable(),
  /** The roadmap item a roadmap_changed item tells of, with the status it reached. */
  roadmapItem: z
    .object({ id: z.number().int().min(1), label: z.string(), status: z.enum(ROADMAP_STATUSES) })
    .nullable(),
  /** The title the merged idea had (idea_merged items; the item's idea is the one it was merged into). */
  mergedTitle: z.string().nullable(),
  /** How many events the item stands for (new ratings are gathered into one unread item). */
  count: z.number().int().min(1),
  read: z.boolean(),
  createdAt: timestampSchema,
  /** When the last event of the item happened: the list's order, newest first. */
  updatedAt: timestampSchema,
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** The list's paging, and how many of all the caller's items are unread. */
export const notificationPageMetaSchema = pageMetaSchema.extend({ unread: z.number().int().min(0) });
export type NotificationPageMeta = z.infer<typeof notificationPageMetaSchema>;

/** What marking read answers: how many of the caller's unread items it marked. */
export const markReadResultSchema = z.object({ updated: z.number().int().min(0) });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;
