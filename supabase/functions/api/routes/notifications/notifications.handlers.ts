// The handlers of /api/notifications.
import { asCaller } from '../../../_shared/db.ts';
import { badRequest } from '../../../_shared/errors.ts';
import { fieldErrors, ok, okPage, queryObject, readJson, validate } from '../../../_shared/http.ts';
import type { NotificationItem } from '../../../_shared/schemas/notifications.ts';
import { heldTagFor } from '../common/conditional.ts';
import { signedIn, type Ctx } from '../common/context.ts';
import * as routes from './notifications.routes.ts';
import { markRead as markReadSql, notificationCounts, notificationsPage, notificationsVersion, type NotificationRow } from './notifications.sql.ts';

const toItem = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  ideaId: row.idea_id,
  title: row.title,
  reason: row.reason,
  by: row.by,
  count: row.count,
  read: row.read_at !== null,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * The validator names the recipient as well as their counter: the browser keeps one cached answer per URL, so
 * after a switch of account the old account's ETag must not match the new one's counter.
 */
const etagOf = (userId: string, version: string, limit: number, offset: number) =>
  `"n-${userId}-${version}-${limit}-${offset}"`;

export async function list(c: Ctx) {
  const caller = signedIn(c);
  const { limit, offset } = validate(routes.list.query, queryObject(c));
  const ifNoneMatch = c.req.header('if-none-match');
  const answer = await asCaller(caller, async (tx) => {
    const etag = etagOf(caller.userId, await notificationsVersion(tx), limit, offset);
    // A list of more than a few items went out gzipped, under its compressed representation's tag.
    const held = heldTagFor(ifNoneMatch, etag);
    if (held) return { etag: held, page: null };
    const [rows, counts] = await Promise.all([notificationsPage(tx, limit, offset), notificationCounts(tx)]);
    return { etag, page: { rows, counts } };
  });
  // Private to the caller, and always revalidated: a poll must reach the API to learn of a new item.
  c.header('ETag', answer.etag);
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Authorization');
  if (!answer.page) return c.body(null, 304);
  return okPage(c, answer.page.rows.map(toItem), { ...answer.page.counts, limit, offset });
}

export async function markRead(c: Ctx) {
  const caller = signedIn(c);
  const parsed = routes.markRead.body.schema.safeParse(await readJson(c));
  // A malformed request, not a form: 400 with the same field details a 422 would carry.
  if (!parsed.success) throw badRequest('Send { "ids": [...] } or { "all": true }', fieldErrors(parsed.error));
  const ids = 'ids' in parsed.data ? parsed.data.ids : null;
  const updated = await asCaller(caller, (tx) => markReadSql(tx, ids));
  return ok(c, { updated });
}
