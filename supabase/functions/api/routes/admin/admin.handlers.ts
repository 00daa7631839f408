// The handlers of /api/admin; each runs after its route's administrator guard.
import type { TransactionSql } from 'postgres';
import { asCaller } from '../../../_shared/db.ts';
import { notFound } from '../../../_shared/errors.ts';
import { ok, queryObject, readOptionalJson, validate } from '../../../_shared/http.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { toIdea } from '../common/idea-shape.ts';
import { deleteIdea as deleteAnyIdea, editIdea as editAnyIdea } from '../common/idea-writes.ts';
import { findIdea } from '../common/ideas.sql.ts';
import * as routes from './admin.routes.ts';
import * as sql from './admin.sql.ts';

export async function dashboard(c: Ctx) {
  const stats = await asCaller(signedIn(c), (tx) => sql.dashboardStats(tx));
  return ok(c, {
    totalUsers: Number(stats.total_users),
    totalIdeas: Number(stats.total_ideas),
    pendingIdeas: Number(stats.pending_ideas),
    totalRatings: Number(stats.total_ratings),
  });
}

export async function pendingIdeas(c: Ctx) {
  const rows = await asCaller(signedIn(c), (tx) => sql.pendingIdeas(tx));
  return ok(
    c,
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      createdAt: row.created_at,
      authorId: row.author_id,
      author: { displayName: row.author_display_name },
      fundingNeeded: row.funding_needed,
    })),
  );
}

/** Approves or rejects the pending idea and answers it as it now is. */
async function review(c: Ctx, decide: (tx: TransactionSql, id: string) => Promise<void>, message: string) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  const idea = await asCaller(signedIn(c), async (tx) => {
    await decide(tx, id);
    return await findIdea(tx, id);
  });
  return ok(c, toIdea(idea!), 200, message);
}

export const approve = (c: Ctx) => review(c, sql.approveIdea, routes.approve.message);

export async function reject(c: Ctx) {
  const { reason } = validate(routes.reject.body.schema, await readOptionalJson(c));
  return await review(c, (tx, id) => sql.rejectIdea(tx, id, reason ?? null), routes.reject.message);
}

export async function pendingEdits(c: Ctx) {
  const rows = await asCaller(signedIn(c), (tx) => sql.pendingEdits(tx));
  return ok(
    c,
    rows.map((row) => ({
      ideaId: row.idea_id,
      title: row.before.title,
      authorId: row.author_id,
      author: { displayName: row.author_display_name },
      submittedAt: row.submitted_at,
      // Only what the author changed, in the order of the form.
      changes: Object.keys(row.after)
        .filter((field) => row.after[field] !== row.before[field])
        .map((field) => ({ field, before: row.before[field], after: row.after[field] })),
    })),
  );
}

export const approveEdit = (c: Ctx) =>
  review(c, (tx, id) => sql.reviewEdit(tx, id, 'approved'), routes.approveEdit.message);

export async function rejectEdit(c: Ctx) {
  const { reason } = validate(routes.rejectEdit.body.schema, await readOptionalJson(c));
  return await review(c, (tx, id) => sql.reviewEdit(tx, id, 'rejected', reason ?? null), routes.rejectEdit.message);
}

export const editIdea = (c: Ctx) => editAnyIdea(c, c.req.param('id') ?? '');

export const deleteIdea = (c: Ctx) => deleteAnyIdea(c, c.req.param('id') ?? '');

export async function users(c: Ctx) {
  const query = validate(routes.users.query, queryObject(c));
  const rows = await asCaller(signedIn(c), (tx) => sql.listUsers(tx, query));
  const total = rows.length ? Number(rows[0]!.total_count) : 0;
  return c.json({
    success: true,
    data: rows.map((row) => ({
      uid: row.id,
      displayName: row.display_name,
      avatar: row.avatar_url,
      email: row.email,
      isAdmin: row.is_admin,
      isVerified: row.is_verified,
      subscriptionTier: row.subscription_tier,
      createdAt: row.created_at,
    })),
    meta: { total, limit: query.limit, offset: query.offset },
  });
}

async function setAdmin(c: Ctx, isAdmin: boolean, message: string) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('User not found');
  await asCaller(signedIn(c), (tx) => sql.setAdmin(tx, id, isAdmin));
  return ok(c, { uid: id, isAdmin }, 200, message);
}

export const promote = (c: Ctx) => setAdmin(c, true, routes.promote.message);

export const demote = (c: Ctx) => setAdmin(c, false, routes.demote.message);
