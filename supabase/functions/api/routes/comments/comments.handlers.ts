// The handlers of the comment endpoints.
import { conflict, forbidden, notFound } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { Comment } from '../../../_shared/schemas/comments.ts';
import type { Ctx } from '../common/context.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './comments.routes.ts';
import {
  commentPage,
  deleteComment,
  findComment,
  insertComment,
  isDiscussed,
  updateComment,
  type CommentRow,
} from './comments.sql.ts';

/**
 * A deleted comment kept for its replies comes without text or author: the database holds neither any more. A
 * hidden one comes with its text and the reason only to its author and administrators (the policy decides).
 */
const toComment = (row: CommentRow, viewerId: string | null): Comment => ({
  id: row.id,
  ideaId: row.idea_id,
  parentId: row.parent_id,
  body: row.body ?? row.hidden_body,
  isHidden: row.hidden_at !== null && row.deleted_at === null,
  hiddenReason: row.deleted_at === null ? row.hidden_reason : null,
  // author_id goes null with the author's profile, so a named author always has a (public) display name.
  author: row.author_id === null ? null : { id: row.author_id, displayName: row.author_display_name ?? '' },
  isOwn: viewerId !== null && row.author_id === viewerId,
  isDeleted: row.deleted_at !== null,
  createdAt: iso(row.created_at),
  editedAt: row.edited_at && iso(row.edited_at),
});

/** As the database's trigger says it. */
const HIDDEN_NOT_EDITABLE = 'A comment hidden by a moderator cannot be edited.';

export async function listForIdea(c: Ctx, { caller, params, query, tx }: Input<typeof routes.listForIdea>) {
  const { limit, offset } = query;
  const page = await tx((t) => commentPage(t, params.id, limit, offset));
  if (!page) throw notFound(routes.listForIdea.notFound);
  const viewer = caller.role === 'authenticated' ? caller.userId : null;
  const data = page.top.map((row) => ({
    ...toComment(row, viewer),
    replies: page.replies.filter((one) => one.parent_id === row.id).map((one) => toComment(one, viewer)),
  }));
  return reply(c, routes.listForIdea, data, { total: page.total, limit, offset });
}

export async function create(c: Ctx, { caller, params, body, tx }: Input<typeof routes.create>) {
  const row = await tx(async (t) => {
    // The insert trigger refuses it too, but only after the body was read: a hidden idea is named first.
    if (!(await isDiscussed(t, params.id))) throw notFound(routes.create.notFound);
    const input = await body();
    return await insertComment(t, params.id, input.body, input.parentId ?? null);
  });
  return reply(c, routes.create, { ...toComment(row, caller.userId), replies: [] });
}

export async function update(c: Ctx, { caller, params, body, tx }: Input<typeof routes.update>) {
  const row = await tx(async (t) => {
    const found = await findComment(t, params.id);
    if (!found || found.deleted_at) throw notFound(routes.update.notFound);
    if (found.author_id !== caller.userId) throw forbidden('You can only edit your own comments.');
    if (found.hidden_at) throw conflict(HIDDEN_NOT_EDITABLE, 'wrong_state');
    const input = await body();
    if (!(await updateComment(t, params.id, input.body))) throw forbidden('You can only edit your own comments.');
    // Read again: the trigger dated the edit.
    return (await findComment(t, params.id))!;
  });
  return reply(c, routes.update, toComment(row, caller.userId));
}

export async function remove(c: Ctx, { params, tx }: Input<typeof routes.remove>) {
  const { id } = params;
  const kept = await tx(async (t) => {
    const found = await findComment(t, id);
    if (!found || found.deleted_at) throw notFound(routes.remove.notFound);
    if (await deleteComment(t, id)) return false;
    const after = await findComment(t, id);
    // The policy refused: neither the author nor an administrator.
    if (!after?.deleted_at) throw forbidden('You can only delete your own comments.');
    return true;
  });
  return reply(c, routes.remove, { id, kept });
}
