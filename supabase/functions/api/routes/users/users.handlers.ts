// The handlers of /api/users and /api/me.
import { invalid, notFound } from '../../../_shared/errors.ts';
import { iso } from '../../../_shared/schemas/api.ts';
import type { SubscriptionTier } from '../../../_shared/schemas/constants.ts';
import type { Me, PublicProfile, RatingHistoryItem } from '../../../_shared/schemas/profiles.ts';
import type { Suspension } from '../../../_shared/schemas/suspension.ts';
import { removeObjects } from '../../../_shared/storage.ts';
import { suspensionsOf } from '../admin/suspension.sql.ts';
import type { Ctx } from '../common/context.ts';
import { toIdea } from '../common/idea-shape.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './users.routes.ts';
import * as sql from './users.sql.ts';

const PROFILE_NOT_FOUND = 'User profile not found';

const toProfile = (row: sql.ProfileRow): PublicProfile => ({
  uid: row.id,
  displayName: row.display_name,
  bio: row.bio,
  avatar: row.avatar_url,
  socialLinks: row.social_links,
  isVerified: row.is_verified,
  // The table's check holds the tiers (tests/stack compares the lists); the row type says text.
  subscriptionTier: row.subscription_tier as SubscriptionTier,
  createdAt: iso(row.created_at),
});

/** A suspension that has ended is none. */
const ownSuspension = (row: sql.ProfileRow): Suspension | null =>
  row.suspended_until && row.suspended_until.getTime() > Date.now()
    ? { until: row.suspended_until.toISOString(), reason: row.suspension_reason ?? '' }
    : null;

const toOwnProfile = (row: sql.ProfileRow): Me => ({
  ...toProfile(row),
  email: row.email ?? '',
  isAdmin: row.is_admin ?? false,
  suspension: ownSuspension(row),
});

/** Administrators also see a suspension in force (the database shows it to no one else). */
export async function profile(c: Ctx, { caller, params, tx }: Input<typeof routes.profile>) {
  const found = await tx(async (t) => {
    const row = await sql.publicProfile(t, params.id);
    if (!row) return undefined;
    return { row, suspension: caller.userId ? (await suspensionsOf(t, [row.id])).get(row.id) : undefined };
  });
  if (!found) throw notFound(routes.profile.notFound);
  const { row, suspension } = found;
  return reply(c, routes.profile, { ...toProfile(row), ...(suspension ? { suspension } : {}) });
}

export async function ideasOf(c: Ctx, { params, tx }: Input<typeof routes.ideasOf>) {
  const rows = await tx((t) => sql.ideasOf(t, params.id));
  if (!rows) throw notFound(routes.ideasOf.notFound);
  return reply(
    c,
    routes.ideasOf,
    rows.map((row) => toIdea(row)),
  );
}

const toHistoryItem = (row: sql.HistoryRow): RatingHistoryItem => ({
  id: row.id,
  ideaId: row.idea_id,
  ideaTitle: row.idea_title,
  marketDemand: row.market_demand,
  innovation: row.innovation,
  competition: row.competition,
  isAnonymous: row.is_anonymous,
  createdAt: iso(row.created_at),
});

export async function ratingsOf(c: Ctx, { params, query, tx }: Input<typeof routes.ratingsOf>) {
  const { limit, offset } = query;
  const page = await tx((t) => sql.ratingsOf(t, params.id, limit, offset));
  if (!page) throw notFound(routes.ratingsOf.notFound);
  return reply(c, routes.ratingsOf, page.rows.map(toHistoryItem), { total: page.total, limit, offset });
}

export async function ownProfile(c: Ctx, { tx }: Input<typeof routes.ownProfile>) {
  const row = await tx((t) => sql.ownProfile(t));
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return reply(c, routes.ownProfile, toOwnProfile(row));
}

/** The private fields are read back through get_my_profile: the member may not select them from the table. */
export async function updateOwnProfile(c: Ctx, { caller, body, tx }: Input<typeof routes.updateOwnProfile>) {
  const row = await tx(async (t) => {
    await sql.updateOwnProfile(t, caller.userId, await body());
    return await sql.ownProfile(t);
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return reply(c, routes.updateOwnProfile, toOwnProfile(row));
}

const EMAIL_MISMATCH = 'This is not the e-mail address of your account.';

export async function deleteOwnAccount(c: Ctx, { caller, body, tx }: Input<typeof routes.deleteOwnAccount>) {
  const files = await tx(async (t) => {
    const { email } = await body();
    const own = await sql.ownProfile(t);
    if (!own) throw notFound(PROFILE_NOT_FOUND);
    if (email.toLowerCase() !== (own.email ?? '').toLowerCase()) throw invalid({ email: [EMAIL_MISMATCH] });
    // Listed before the deletion, while the member's folders are still theirs to read.
    const stored = await sql.ownFiles(t, caller.userId);
    await sql.deleteOwnAccount(t);
    return stored;
  });
  // After the commit: a refused or failed deletion must not have removed a file. The token still passes Storage
  // until it expires, and the folders' policies let the member remove their own files.
  for (const bucket of new Set(files.map((file) => file.bucket_id))) {
    await removeObjects(
      caller,
      bucket,
      files.filter((file) => file.bucket_id === bucket).map((file) => file.name),
    );
  }
  return reply(c, routes.deleteOwnAccount, null);
}
