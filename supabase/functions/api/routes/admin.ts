// /api/admin: the dashboard, the review queue and user management. Every database function called here checks
// that the caller is an administrator itself; nothing here decides who may do what.
import { Hono } from 'hono';
import { asCaller } from '../../_shared/db.ts';
import { notFound } from '../../_shared/errors.ts';
import { ok, queryObject, readOptionalJson, validate } from '../../_shared/http.ts';
import { rejectIdeaSchema, userListQuerySchema } from '../../_shared/schemas/admin.ts';
import { isUuid, signedIn, type Ctx, type Env } from './context.ts';
import { deleteIdea, editIdea } from './ideas.ts';
import { findIdea, toIdea } from './ideas-sql.ts';

interface UserRow {
  id: string;
  display_name: string;
  avatar_url: string;
  email: string;
  is_admin: boolean;
  is_verified: boolean;
  subscription_tier: string;
  created_at: Date;
  total_count: string;
}

/** Raises the database's own 42501 for members, before any other work. */
async function requireAdmin(c: Ctx, action: string): Promise<void> {
  await asCaller(signedIn(c), (tx) => tx`select private.require_admin(${action})`);
}

async function review(c: Ctx, fn: 'approve_idea' | 'reject_idea', reason?: string | null) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  const idea = await asCaller(signedIn(c), async (tx) => {
    if (fn === 'approve_idea') await tx`select 1 from private.approve_idea(${id})`;
    else await tx`select 1 from private.reject_idea(${id}, ${reason ?? null})`;
    return await findIdea(tx, id);
  });
  const message = fn === 'approve_idea' ? 'Idea approved successfully!' : 'Idea rejected successfully!';
  return ok(c, toIdea(idea!), 200, message);
}

async function setAdmin(c: Ctx, fn: 'promote_user' | 'demote_user') {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('User not found');
  await asCaller(signedIn(c), (tx) =>
    fn === 'promote_user' ? tx`select private.promote_user(${id})` : tx`select private.demote_user(${id})`,
  );
  const isAdmin = fn === 'promote_user';
  return ok(c, { uid: id, isAdmin }, 200, isAdmin ? 'User promoted to administrator.' : 'User demoted.');
}

export const admin = new Hono<Env>()
  .get('/dashboard', async (c) => {
    const [stats] = await asCaller(signedIn(c), (tx) => tx<Record<string, string>[]>`
      select * from private.admin_dashboard_stats()`);
    return ok(c, {
      totalUsers: Number(stats!.total_users),
      totalIdeas: Number(stats!.total_ideas),
      pendingIdeas: Number(stats!.pending_ideas),
      totalRatings: Number(stats!.total_ratings),
    });
  })
  .get('/ideas/pending', async (c) => {
    const rows = await asCaller(signedIn(c), (tx) => tx<Record<string, unknown>[]>`
      select id, title, description, category, created_at, author_id, author_display_name,
             funding_needed::float8 as funding_needed
      from private.admin_pending_ideas()`);
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
  })
  .put('/ideas/:id/approve', (c) => review(c, 'approve_idea'))
  .post('/ideas/:id/reject', async (c) => {
    // Who is asking comes before what they sent: a visitor or member learns nothing from the body's checks.
    await requireAdmin(c, 'reject ideas');
    const { reason } = validate(rejectIdeaSchema, await readOptionalJson(c));
    return await review(c, 'reject_idea', reason);
  })
  .put('/ideas/:id', async (c) => {
    await requireAdmin(c, 'edit other members\' ideas');
    return await editIdea(c, c.req.param('id'));
  })
  .delete('/ideas/:id', async (c) => {
    await requireAdmin(c, 'delete other members\' ideas');
    return await deleteIdea(c, c.req.param('id'), signedIn(c));
  })
  .get('/users', async (c) => {
    const query = validate(userListQuerySchema, queryObject(c));
    const rows = await asCaller(signedIn(c), (tx) => tx<UserRow[]>`
      select * from private.admin_list_users(${query.search || null}, ${query.limit}, ${query.offset})`);
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
  })
  .put('/users/:id/promote', (c) => setAdmin(c, 'promote_user'))
  .put('/users/:id/demote', (c) => setAdmin(c, 'demote_user'));
