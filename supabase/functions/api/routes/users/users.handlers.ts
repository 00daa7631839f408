// The handlers of /api/users and /api/me.
import { asCaller } from '../../../_shared/db.ts';
import { invalid, notFound } from '../../../_shared/errors.ts';
import { ok, okPage, queryObject, readJson, validate } from '../../../_shared/http.ts';
import { removeObjects } from '../../../_shared/storage.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { requireAccount } from '../common/guards.ts';
import { toIdea } from '../common/idea-shape.ts';
import * as routes from './users.routes.ts';
import * as sql from './users.sql.ts';

const PROFILE_NOT_FOUND = 'User profile not found';

const toProfile = (row: sql.ProfileRow) => ({
  uid: row.id,
  displayName: row.display_name,
  bio: row.bio,
  avatar: row.avatar_url,
  socialLinks: row.social_links,
  isVerified: row.is_verified,
  subscriptionTier: row.subscription_tier,
  createdAt: row.created_at,
});

const toOwnProfile = (row: sql.ProfileRow) => ({
  ...toProfile(row),
  email: row.email ?? '',
  isAdmin: row.is_admin ?? false,
});

export async function profile(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('User not found');
  const row = await asCaller(c.get('caller'), (tx) => sql.publicProfile(tx, id));
  if (!row) throw notFound('User not found');
  return ok(c, toProfile(row));
}

export async function ideasOf(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('User not found');
  const rows = await asCaller(c.get('caller'), (tx) => sql.ideasOf(tx, id));
  if (!rows) throw notFound('User not found');
  return ok(
    c,
    rows.map((row) => toIdea(row)),
  );
}

const toHistoryItem = (row: sql.HistoryRow) => ({
  id: row.id,
  ideaId: row.idea_id,
  ideaTitle: row.idea_title,
  marketDemand: row.market_demand,
  innovation: row.innovation,
  competition: row.competition,
  isAnonymous: row.is_anonymous,
  createdAt: row.created_at,
});

export async function ratingsOf(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('User not found');
  const { limit, offset } = validate(routes.ratingsOf.query, queryObject(c));
  const page = await asCaller(c.get('caller'), (tx) => sql.ratingsOf(tx, id, limit, offset));
  if (!page) throw notFound('User not found');
  return okPage(c, page.rows.map(toHistoryItem), { total: page.total, limit, offset });
}

export async function ownProfile(c: Ctx) {
  const row = await asCaller(signedIn(c), (tx) => sql.ownProfile(tx));
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return ok(c, toOwnProfile(row));
}

export async function updateOwnProfile(c: Ctx) {
  const caller = signedIn(c);
  await requireAccount(caller, notFound(PROFILE_NOT_FOUND));
  const input = validate(routes.updateOwnProfile.body.schema, await readJson(c));
  const row = await asCaller(caller, async (tx) => {
    await sql.updateOwnProfile(tx, caller.userId, input);
    return await sql.ownProfile(tx);
  });
  if (!row) throw notFound(PROFILE_NOT_FOUND);
  return ok(c, toOwnProfile(row), 200, routes.updateOwnProfile.message);
}

const EMAIL_MISMATCH = 'This is not the e-mail address of your account.';

export async function deleteOwnAccount(c: Ctx) {
  const caller = signedIn(c);
  await requireAccount(caller, notFound(PROFILE_NOT_FOUND));
  const { email } = validate(routes.deleteOwnAccount.body.schema, await readJson(c));
  const files = await asCaller(caller, async (tx) => {
    const own = await sql.ownProfile(tx);
    if (!own) throw notFound(PROFILE_NOT_FOUND);
    if (email.toLowerCase() !== (own.email ?? '').toLowerCase()) throw invalid({ email: [EMAIL_MISMATCH] });
    // Listed before the deletion, while the member's folders are still theirs to read.
    const stored = await sql.ownFiles(tx, caller.userId);
    await sql.deleteOwnAccount(tx);
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
  return ok(c, null, 200, routes.deleteOwnAccount.message);
}
