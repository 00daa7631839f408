// The handlers of the comment endpoints.
import { asCaller } from '../../../_shared/db.ts';
import { accountGone, forbidden, notFound } from '../../../_shared/errors.ts';
import { ok, okPage, queryObject, readJson, validate } from '../../../_shared/http.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { requireAccount } from '../common/guards.ts';
import * as routes from './comments.routes.ts';
import {
  commentPage,
  deleteComment,
  findComment,
  insertComment,
  updateComment,
  type CommentRow,
} from './comments.sql.ts';

/** A deleted comment kept for its replies comes without text or author: the database holds neither any more. */
function toComment(row: CommentRow, viewerId: string | null) {
  return {
    id: row.id,
    ideaId: row.idea_id,
    parentId: row.parent_id,
    body: row.body,
    author: row.author_id === null ? null : { id: row.author_id, displayName: row.author_display_name },
    isOwn: viewerId !== null && row.author_id === viewerId,
    isDeleted: row.deleted_at !== null,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

const viewerOf = (c: Ctx) => {
  const caller = c.get('caller');
  return caller.role === 'authenticated' ? caller.userId : null;
};

export async function listForIdea(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  const { limit, offset } = validate(routes.listForIdea.query, queryObject(c));
  const page = await asCaller(c.get('caller'), (tx) => commentPage(tx, id, limit, offset));
  if (!page) throw notFound('Idea not found');
  const viewer = viewerOf(c);
  const data = page.top.map((row) => ({
    ...toComment(row, viewer),
    replies: page.replies.filter((reply) => reply.parent_id === row.id).map((reply) => toComment(reply, viewer)),
  }));
  return okPage(c, data, { total: page.total, limit, offset });
}

export async function create(c: Ctx) {
  const caller = signedIn(c);
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  await requireAccount(caller, accountGone());
  const input = validate(routes.create.body.schema, await readJson(c));
  const row = await asCaller(caller, (tx) => insertComment(tx, id, input.body, input.parentId ?? null));
  return ok(c, { ...toComment(row, caller.userId), replies: [] }, 201, routes.create.message);
}

export async function update(c: Ctx) {
  const caller = signedIn(c);
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Comment not found');
  const input = validate(routes.update.body.schema, await readJson(c));
  const row = await asCaller(caller, async (tx) => {
    const found = await findComment(tx, id);
    if (!found || found.deleted_at) throw notFound('Comment not found');
    if (found.author_id !== caller.userId) throw forbidden('You can only edit your own comments.');
    if (!(await updateComment(tx, id, input.body))) throw forbidden('You can only edit your own comments.');
    return (await findComment(tx, id))!;
  });
  return ok(c, toComment(row, caller.userId), 200, routes.update.message);
}

export async function remove(c: Ctx) {
  const caller = signedIn(c);
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Comment not found');
  const kept = await asCaller(caller, async (tx) => {
    const found = await findComment(tx, id);
    if (!found || found.deleted_at) throw notFound('Comment not found');
    if (await deleteComment(tx, id)) return false;
    const after = await findComment(tx, id);
    // The policy refused: neither the author nor an administrator.
    if (!after?.deleted_at) throw forbidden('You can only delete your own comments.');
    return true;
  });
  return ok(c, { id, kept }, 200, routes.remove.message);
}
