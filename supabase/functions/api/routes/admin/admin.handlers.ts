// The handlers of /api/admin; each runs in the request's transaction, after its route's administrator guard.
import type { AdminUser, EditedField, PendingEditItem, PendingIdea } from '../../../_shared/schemas/admin.ts';
import { deckName, removeDeck, signDeck } from '../../../_shared/pitch-decks.ts';
import type { Caller } from '../../../_shared/auth.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { MemberSuspension } from '../../../_shared/schemas/suspension.ts';
import { EDITED_FIELDS, type Category, type SubscriptionTier } from '../../../_shared/schemas/constants.ts';
import type { Ctx } from '../common/context.ts';
import { toIdea } from '../common/idea-shape.ts';
import { deleteIdea as deleteAnyIdea, editIdea as editAnyIdea } from '../common/idea-writes.ts';
import type { IdeaRow } from '../common/ideas.sql.ts';
import { reply, type Input, type Tx } from '../common/mount.ts';
import * as routes from './admin.routes.ts';
import * as sql from './admin.sql.ts';
import { suspensionsOf } from './suspension.sql.ts';

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
  updatedAt: iso(row.updated_at),
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

/**
 * 404 for an unknown idea and 409 for one that is not pending, or changed since the version the administrator saw,
 * come from the review function itself.
 */
export async function approve(c: Ctx, { params, body, tx }: Input<typeof routes.approve>) {
  const idea = await tx(async (t) => {
    const { version } = await body();
    return await sql.approveIdea(t, params.id, version ?? null);
  });
  return reply(c, routes.approve, toIdea(idea));
}

export async function reject(c: Ctx, { params, body, tx }: Input<typeof routes.reject>) {
  const idea = await tx(async (t) => {
    const { reason, version } = await body();
    return await sql.rejectIdea(t, params.id, reason ?? null, version ?? null);
  });
  return reply(c, routes.reject, toIdea(idea));
}

/** One edited field's value as the queue shows it: tags joined by commas, the deck by its file name. */
function shownValue(field: EditedField, value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value.join(', ');
  if (field === 'pitchDeck' && value) return deckName(value);
  return value ?? '';
}

/** Whether the author changed the field: tags compared as lists, so a tag holding a comma is no other list. */
const edited = (before: string | string[] | undefined, after: string | string[] | undefined) =>
  JSON.stringify(before) !== JSON.stringify(after);

const toPendingEditItem = (
  row: sql.EditRow,
  pitchDeckUrl: string | null,
  newPitchDeckUrl: string | null,
): PendingEditItem => ({
  ideaId: row.idea_id,
  title: shownValue('title', row.before.title),
  description: shownValue('description', row.before.description),
  category: row.before.category as Category,
  tags: row.tags,
  targetMarket: shownValue('targetMarket', row.before.targetMarket),
  businessModel: shownValue('businessModel', row.before.businessModel),
  hasPitchDeck: row.pitch_deck_path !== null,
  pitchDeckUrl,
  authorId: row.author_id,
  author: { displayName: row.author_display_name },
  submittedAt: iso(row.submitted_at),
  // Only what the author changed, in the order of the form.
  changes: EDITED_FIELDS.filter((field) => edited(row.before[field], row.after[field])).map((field) => ({
    field,
    before: shownValue(field, row.before[field]),
    after: shownValue(field, row.after[field]),
  })),
  newPitchDeckUrl,
});

/** A proposed deck other than the public one, signed for the administrator: the bucket lets them read it. */
const newDeckPath = (row: sql.EditRow) =>
  row.new_pitch_deck_path !== row.pitch_deck_path ? row.new_pitch_deck_path : null;

export async function pendingEdits(c: Ctx, { caller, tx }: Input<typeof routes.pendingEdits>) {
  const rows = await tx((t) => sql.pendingEdits(t));
  const [decks, newDecks] = await Promise.all([
    signDecks(caller, rows),
    signDecks(
      caller,
      rows.map((row) => ({ pitch_deck_path: newDeckPath(row) })),
    ),
  ]);
  return reply(
    c,
    routes.pendingEdits,
    rows.map((row, index) => toPendingEditItem(row, decks[index] ?? null, newDecks[index] ?? null)),
  );
}

/**
 * The decision, then the file nobody names any more: the old public deck once the new one is approved (until then
 * the public downloaded it), or the proposed deck once rejected. 404 when no edit of the idea waits for review,
 * from the review function itself.
 */
async function decideEdit(
  { caller, params: { id }, tx }: Input<typeof routes.approveEdit | typeof routes.rejectEdit>,
  decide: (t: Tx) => Promise<IdeaRow>,
): Promise<IdeaRow> {
  const { idea, decks } = await tx(async (t) => {
    const decks = await sql.editDecks(t, id);
    return { idea: await decide(t), decks };
  });
  const dropped = idea.pitch_deck_path === decks?.proposed ? decks?.current : decks?.proposed;
  if (dropped && dropped !== idea.pitch_deck_path) await removeDeck(caller, dropped);
  return idea;
}

export async function approveEdit(c: Ctx, input: Input<typeof routes.approveEdit>) {
  const idea = await decideEdit(input, async (t) => {
    const { version } = await input.body();
    return await sql.reviewEdit(t, input.params.id, 'approved', null, version ?? null);
  });
  return reply(c, routes.approveEdit, toIdea(idea));
}

export async function rejectEdit(c: Ctx, input: Input<typeof routes.rejectEdit>) {
  const idea = await decideEdit(input, async (t) => {
    const { reason, version } = await input.body();
    return await sql.reviewEdit(t, input.params.id, 'rejected', reason ?? null, version ?? null);
  });
  return reply(c, routes.rejectEdit, toIdea(idea));
}

export const editIdea = (c: Ctx, input: Input<typeof routes.editIdea>) => editAnyIdea(c, input, routes.editIdea);

export const deleteIdea = (c: Ctx, input: Input<typeof routes.deleteIdea>) =>
  deleteAnyIdea(c, input, routes.deleteIdea);

const toAdminUser = (row: sql.UserRow, suspension: MemberSuspension | null): AdminUser => ({
  uid: row.id,
  displayName: row.display_name,
  avatar: row.avatar_url,
  email: row.email,
  isAdmin: row.is_admin,
  isVerified: row.is_verified,
  subscriptionTier: row.subscription_tier as SubscriptionTier,
  createdAt: iso(row.created_at),
  suspension,
});

export async function users(c: Ctx, { query, tx }: Input<typeof routes.users>) {
  const { rows, suspensions } = await tx(async (t) => {
    const rows = await sql.listUsers(t, query);
    return { rows, suspensions: await suspensionsOf(t, rows.map((row) => row.id)) };
  });
  const total = rows.length ? Number(rows[0]!.total_count) : 0;
  const data = rows.map((row) => toAdminUser(row, suspensions.get(row.id) ?? null));
  return reply(c, routes.users, data, { total, limit: query.limit, offset: query.offset });
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
