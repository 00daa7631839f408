// The handlers of /api/notifications.
import { ApiError, badRequest } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { NotificationItem } from '../../../_shared/schemas/notifications.ts';
import { ANSWERS_FORMAT } from '../answers-format.ts';
import { heldTagFor } from '../common/conditional.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './notifications.routes.ts';
import {
  markRead as markReadSql,
  notificationCounts,
  notificationsPage,
  notificationsVersion,
  type NotificationRow,
} from './notifications.sql.ts';

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  ideaId: row.idea_id,
  title: row.title,
  reason: row.reason,
  by: row.by,
  commentId: row.comment_id,
  roadmapItem: row.roadmap_item,
  mergedTitle: row.merged_title,
  count: row.count,
  read: row.read_at !== null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/**
 * The validator names the recipient as well as their counter: the browser keeps one cached answer per URL, so
 * after a switch of account the old account's ETag must not match the new one's counter. The answers' format: a
 * body kept from before a deploy that changed the items' shape must not match either.
 */
const etagOf = (userId: string, version: string, limit: number, offset: number) =>
  `"n-${userId}-${version}-${limit}-${offset}-${ANSWERS_FORMAT}"`;

/**
 * Answers 304 itself rather than through the read version (common/conditional.ts): its rows are the caller's own,
 * and their counter changes only with them, so other members' activity does not make a poll read the list again.
 */
export async function list(c: Ctx, { caller, query, tx }: Input<typeof routes.list>) {
  const { limit, offset } = query;
  const ifNoneMatch = c.req.header('if-none-match');
  const answer = await tx(async (t) => {
    const etag = etagOf(caller.userId, await notificationsVersion(t), limit, offset);
    // A list of more than a few items went out gzipped, under its compressed representation's tag.
    const held = heldTagFor(ifNoneMatch, etag);
    if (held) return { etag: held, page: null };
    const [rows, counts] = await Promise.all([notificationsPage(t, limit, offset), notificationCounts(t)]);
    return { etag, page: { rows, counts } };
  });
  // Private to the caller, and always revalidated: a poll must reach the API to learn of a new item.
  c.header('ETag', answer.etag);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization');
  if (!answer.page) return c.body(null, 304);
  return reply(c, routes.list, answer.page.rows.map(toItem), { ...answer.page.counts, limit, offset });
}

export async function markRead(c: Ctx, { body, tx }: Input<typeof routes.markRead>) {
  const updated = await tx(async (t) => {
    const input = await body().catch((error: unknown) => {
      // A malformed request, not a form: 400 with the same field details a 422 would carry.
      if (error instanceof ApiError && error.status === 422) {
        throw badRequest('Send { "ids": [...] } or { "all": true }', error.details);
      }
      throw error;
    });
    return await markReadSql(t, 'ids' in input ? input.ids : null);
  });
  return reply(c, routes.markRead, { updated });
}
