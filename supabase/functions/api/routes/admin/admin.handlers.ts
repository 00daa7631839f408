// The handlers of /api/admin; each runs in the request's transaction, after its route's administrator guard.
import {
  editedFieldSchema,
  type AdminUser,
  type PendingEditItem,
  type PendingIdea,
} from '../../../_shared/schemas/admin.ts';
import { signDeck } from '../../../_shared/pitch-decks.ts';
import type { Caller } from '../../../_shared/auth.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { Category, SubscriptionTier } from '../../../_shared/schemas/constants.ts';
import type { Ctx } from '../common/context.ts';
import { toIdea } from '../common/idea-shape.ts';
import { deleteIdea as deleteAnyIdea, editIdea as editAnyIdea } from '../common/idea-writes.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './admin.routes.ts';
import * as sql from './admin.sql.ts';

export async function dashboard(c: Ctx, { tx }: Input<typeof routes.dashboard>) {
  const stats = await tx((t) => sql.dashboardStats(t));
  return reply(c, routes.dashboard, {
    totalUsers: Number(stats.total_users),
    totalIdeas: Number(stats.total_ideas),
    pendingIdeas: Number(stats.pending_ideas),
    pendingEdits: Number(stats.pending_edits),
    totalRatings: Number(stats.total_ratings),
  });
}

/** The deck of each card, signed for the administrator: one Storage call per deck, all at once. */
const signDecks = (caller: Caller, rows: { pitch_deck_path: string | null }[]) =>
  Promise.all(rows.map((row) => (row.pitch_deck_path ? signDeck(caller, row.pitch_deck_path) : null)));

// The database's checks hold the categories and tiers (tests/stack compares the lists); the row types say text.
const toPendingIdea = (row: sql.PendingRow, pitchDeckUrl: string | null): PendingIdea => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category as Category,
  tags: row.tags,
  targetMarket: row.target_market,
  businessModel: row.business_model,
  hasPitchDeck: row.pitch_deck_path !== null,
  pitchDeckUrl,
  createdAt: iso(row.created_at),
  authorId: row.author_id,
  author: { displayName: row.author_display_name },
  fundingNeeded: row.funding_needed,
});

export async function pendingIdeas(c: Ctx, { caller, tx }: Input<typeof routes.pendingIdeas>) {
  const rows = await tx((t) => sql.pendingIdeas(t));
  const decks = await signDecks(caller, rows);
  return reply(
    c,
    routes.pendingIdeas,
    rows.map((row, index) => toPendingIdea(row, decks[index] ?? null)),
  );
}

/** 404 for an unknown idea and 409 for one that is not pending come from the review function itself. */
export async function approve(c: Ctx, { params, tx }: Input<typeof routes.approve>) {
  const idea = await tx((t) => sql.approveIdea(t, params.id));
  return reply(c, routes.approve, toIdea(idea));
}

export async function reject(c: Ctx, { params, body, tx }: Input<typeof routes.reject>) {
  const idea = await tx(async (t) => {
    const { reason } = await body();
    return await sql.rejectIdea(t, params.id, reason ?? null);
  });
  return reply(c, routes.reject, toIdea(idea));
}

const toPendingEditItem = (row: sql.EditRow, pitchDeckUrl: string | null): PendingEditItem => ({
  ideaId: row.idea_id,
  title: row.before.title ?? '',
  description: row.before.description ?? '',
  category: row.before.category as Category,
  tags: row.tags,
  targetMarket: row.before.targetMarket ?? '',
  businessModel: row.before.businessModel ?? '',
  hasPitchDeck: row.pitch_deck_path !== null,
  pitchDeckUrl,
  authorId: row.author_id,
  author: { displayName: row.author_display_name },
  submittedAt: iso(row.submitted_at),
  // Only what the author changed, in the order of the form.
  changes: editedFieldSchema.options
    .filter((field) => row.after[field] !== row.before[field])
    .map((field) => ({ field, before: row.before[field] ?? '', after: row.after[field] ?? '' })),
});

export async function pendingEdits(c: Ctx, { caller, tx }: Input<typeof routes.pendingEdits>) {
  const rows = await tx((t) => sql.pendingEdits(t));
  const decks = await signDecks(caller, rows);
  return reply(
    c,
    routes.pendingEdits,
    rows.map((row, index) => toPendingEditItem(row, decks[index] ?? null)),
  );
}

/** 404 when no edit of the idea waits for review, from the review function itself. */
export async function approveEdit(c: Ctx, { params, tx }: Input<typeof routes.approveEdit>) {
  const idea = await tx((t) => sql.reviewEdit(t, params.id, 'approved'));
  return reply(c, routes.approveEdit, toIdea(idea));
}

export async function rejectEdit(c: Ctx, { params, body, tx }: Input<typeof routes.rejectEdit>) {
  const idea = await tx(async (t) => {
    const { reason } = await body();
    return await sql.reviewEdit(t, params.id, 'rejected', reason ?? null);
  });
  return reply(c, routes.rejectEdit, toIdea(idea));
}

export const editIdea = (c: Ctx, input: Input<typeof routes.editIdea>) => editAnyIdea(c, input, routes.editIdea);

export const deleteIdea = (c: Ctx, input: Input<typeof routes.deleteIdea>) =>
  deleteAnyIdea(c, input, routes.deleteIdea);

const toAdminUser = (row: sql.UserRow): AdminUser => ({
  uid: row.id,
  displayName: row.display_name,
  avatar: row.avatar_url,
  email: row.email,
  isAdmin: row.is_admin,
  isVerified: row.is_verified,
  subscriptionTier: row.subscription_tier as SubscriptionTier,
  createdAt: iso(row.created_at),
});

export async function users(c: Ctx, { query, tx }: Input<typeof routes.users>) {
  const rows = await tx((t) => sql.listUsers(t, query));
  const total = rows.length ? Number(rows[0]!.total_count) : 0;
  return reply(c, routes.users, rows.map(toAdminUser), { total, limit: query.limit, offset: query.offset });
}

/** 404 for an unknown member and 409 for the last administrator come from the database's functions. */
export async function promote(c: Ctx, { params, tx }: Input<typeof routes.promote>) {
  await tx((t) => sql.setAdmin(t, params.id, true));
  return reply(c, routes.promote, { uid: params.id, isAdmin: true });
}

export async function demote(c: Ctx, { params, tx }: Input<typeof routes.demote>) {
  await tx((t) => sql.setAdmin(t, params.id, false));
  return reply(c, routes.demote, { uid: params.id, isAdmin: false });
}
