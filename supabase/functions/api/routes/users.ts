// /api/users/{id} (a public profile: never the e-mail) and /api/me (one's own, with the private fields).
import { Hono } from 'hono';
import { asCaller } from '../../_shared/db.ts';
import { notFound } from '../../_shared/errors.ts';
import { ok, readJson, validate } from '../../_shared/http.ts';
import { profileUpdateSchema } from '../../_shared/schemas/profiles.ts';
import { isUuid, signedIn, type Env } from './context.ts';
import { IDEA_COLUMNS, IDEA_FROM, toIdea, type IdeaRow } from './ideas-sql.ts';

interface ProfileRow {
  id: string;
  display_name: string;
  bio: string;
  avatar_url: string;
  social_links: Record<string, string>;
  is_verified: boolean;
  subscription_tier: string;
  created_at: Date;
  email?: string;
  is_admin?: boolean;
}

const toProfile = (row: ProfileRow) => ({
  uid: row.id,
  displayName: row.display_name,
  bio: row.bio,
  avatar: row.avatar_url,
  socialLinks: row.social_links,
  isVerified: row.is_verified,
  subscriptionTier: row.subscription_tier,
  createdAt: row.created_at,
});

const toOwnProfile = (row: ProfileRow) => ({ ...toProfile(row), email: row.email ?? '', isAdmin: row.is_admin ?? false });

export const users = new Hono<Env>()
  .get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('User not found');
    const [row] = await asCaller(c.get('caller'), (tx) => tx<ProfileRow[]>`
      select id, display_name, bio, avatar_url, social_links, is_verified, subscription_tier, created_at
      from public.profiles where id = ${id}`);
    if (!row) throw notFound('User not found');
    return ok(c, toProfile(row));
  })
  .get('/:id/ideas', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('User not found');
    const rows = await asCaller(c.get('caller'), async (tx) => {
      const exists = await tx`select 1 from public.profiles where id = ${id}`;
      if (!exists.length) return null;
      return await tx.unsafe<IdeaRow[]>(
        `select ${IDEA_COLUMNS} ${IDEA_FROM} where i.author_id = $1 order by i.created_at desc, i.id desc limit 200`,
        [id],
      );
    });
    if (!rows) throw notFound('User not found');
    return ok(c, rows.map((row) => toIdea(row)));
  });

export const me = new Hono<Env>()
  .get('/', async (c) => {
    const caller = signedIn(c);
    const [row] = await asCaller(caller, (tx) => tx<ProfileRow[]>`select * from private.get_my_profile()`);
    if (!row) throw notFound('User profile not found');
    return ok(c, toOwnProfile(row));
  })
  .put('/', async (c) => {
    const caller = signedIn(c);
    const input = validate(profileUpdateSchema, await readJson(c));
    const [row] = await asCaller(caller, async (tx) => {
      const changes: Record<string, unknown> = {};
      if (input.displayName !== undefined) changes.display_name = input.displayName;
      if (input.bio !== undefined) changes.bio = input.bio;
      if (input.avatarUrl !== undefined) changes.avatar_url = input.avatarUrl;
      if (input.socialLinks !== undefined) changes.social_links = tx.json(input.socialLinks);
      if (Object.keys(changes).length) {
        await tx`update public.profiles set ${tx(changes)} where id = ${caller.userId}`;
      }
      return await tx<ProfileRow[]>`select * from private.get_my_profile()`;
    });
    if (!row) throw notFound('User profile not found');
    return ok(c, toOwnProfile(row), 200, 'Profile updated successfully!');
  });
