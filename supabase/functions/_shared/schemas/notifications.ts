// The query of GET /api/notifications and the payload of POST /api/notifications/read.
import { z } from 'zod';
import { pageOffsetSchema, uuidSchema } from './common.ts';
import type { NotificationKind } from './constants.ts';

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
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  ideaId: string | null;
  title: string | null;
  reason: string | null;
  /** Who commented or replied (comment and reply items), as they were named then. */
  by: string | null;
  count: number;
  read: boolean;
  createdAt: string;
  updatedAt: string;
}
