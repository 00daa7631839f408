// The contract of /api/notifications: the caller's own items, written by the database, and marking them read.
import {
  markReadResultSchema,
  markReadSchema,
  notificationItemSchema,
  notificationPageMetaSchema,
  notificationPageQuerySchema,
} from '../../../_shared/schemas/notifications.ts';
import type { RouteContract } from '../common/contract.ts';

/**
 * A page of the caller's items, newest event first, with meta { total, unread, limit, offset }. Answers a strong
 * ETag built from the caller's notification counter, and 304 without reading the list when If-None-Match holds it.
 */
export const list = {
  method: 'GET',
  path: '/',
  summary: "A page of the caller's notifications, newest first, with how many are unread.",
  access: 'member',
  query: notificationPageQuerySchema,
  response: { data: notificationItemSchema.array(), meta: notificationPageMetaSchema },
  statuses: [200, 304, 401, 403, 422],
} as const satisfies RouteContract;

/**
 * Marks the named items (or all) read. Ids of items that are not the caller's, or that do not exist, are ignored
 * the same way: the answer's `updated` counts only the caller's items that were unread, so it says nothing of others.
 * A body that is neither form is a malformed request, not a form to correct: 400 (not 422), with the field details.
 */
export const markRead = {
  method: 'POST',
  path: '/read',
  summary: "Mark some of the caller's notifications read, or all of them.",
  access: 'member',
  body: { type: 'json', schema: markReadSchema },
  response: { data: markReadResultSchema },
  statuses: [200, 400, 401, 403, 413, 415],
} as const satisfies RouteContract;
