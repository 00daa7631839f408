// The SQL of /api/users and /api/me.
import type postgres from 'postgres';
import type { FunctionReturns, Tables } from '../../../_shared/database.types.ts';
import type { Dated } from '../../../_shared/pg-rows.ts';
import type { ProfileUpdate } from '../../../_shared/schemas/profiles.ts';
import { IDEA_COLUMNS, IDEA_FROM, type IdeaRow } from '../common/ideas.sql.ts';
import { withTotal } from '../common/paging.ts';

export type ProfileRow = Dated<
  Pick<
    Tables<'profiles'>,
    'id' | 'display_name' | 'bio' | 'avatar_url' | 'is_verified' | 'subscription_tier' | 'created_at'
  >,
  'created_at'
> &
  // Only the caller's own row has them (private.get_my_profile).
  Partial<Pick<Tables<'profiles'>, 'email' | 'is_admin' | 'suspension_reason'>> & {
    suspended_until?: Date | null;
    // The check (private.are_valid_links) lets only an object of link texts in.
    social_links: Record<string, string>;
  };

export async function publicProfile(tx: postgres.TransactionSql, id: string): Promise<ProfileRow | undefined> {
  const [row] = await tx<ProfileRow[]>`
    select id, display_name, bio, avatar_url, social_links, is_verified, subscription_tier, created_at
    from public.profiles where id = ${id}`;
  return row;
}

/** null for an unknown member; otherwise the ideas the caller may see, newest first. */
export async function ideasOf(tx: postgres.TransactionSql, authorId: string): Promise<IdeaRow[] | null> {
  const exists = await tx`select 1 from public.profiles where id = ${authorId}`;
  if (!exists.length) return null;
  return await tx.unsafe<IdeaRow[]>(
    `select ${IDEA_COLUMNS} ${IDEA_FROM} where i.author_id = $1 order by i.created_at desc, i.id desc limit 200`,
    [authorId],
  );
}

/** The caller's own profile with its private fields (e-mail, admin flag), which only this function reads. */
export async function ownProfile(tx: postgres.TransactionSql): Promise<ProfileRow | undefined> {
  const [row] = await tx<ProfileRow[]>`select * from private.get_my_profile()`;
  return row;
}

/** Changes the fields sent (none: nothing) of the caller's own row. */
export async function updateOwnProfile(tx: postgres.TransactionSql, userId: string, input: ProfileUpdate) {
  const changes: Record<string, unknown> = {};
  if (input.displayName !== undefined) changes.display_name = input.displayName;
  if (input.bio !== undefined) changes.bio = input.bio;
  if (input.avatarUrl !== undefined) changes.avatar_url = input.avatarUrl;
  if (input.socialLinks !== undefined) changes.social_links = tx.json(input.socialLinks);
  if (Object.keys(changes).length) {
    await tx`update public.profiles set ${tx(changes)} where id = ${userId}`;
  }
}

export type HistoryRow = Dated<
  Omit<FunctionReturns<{ schema: 'private' }, 'user_rating_history'>[number], 'total'>,
  'created_at'
>;

/**
 * null for an unknown member; otherwise a page of the ratings they gave that the caller may see (the database keeps
 * anonymous ones and those of ideas not approved to the member themselves) and their number.
 */
export async function ratingsOf(
  tx: postgres.TransactionSql,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: HistoryRow[]; total: number } | null> {
  const exists = await tx`select 1 from public.profiles where id = ${userId}`;
  if (!exists.length) return null;
  const page = await tx<(HistoryRow & { total: string })[]>`
    select * from private.user_rating_history(${userId}, ${limit}, ${offset})`;
  return await withTotal(page, offset, () => tx`select total from private.user_rating_history(${userId}, 1, 0)`);
}

export interface StoredFile {
  bucket_id: string;
  name: string;
}

/** The caller's files in the buckets whose folders are per member (the policies show each member their own). */
export async function ownFiles(tx: postgres.TransactionSql, userId: string): Promise<StoredFile[]> {
  return await tx<StoredFile[]>`
    select bucket_id, name from storage.objects
    where bucket_id in ('pitch-decks', 'avatars') and name like ${`${userId}/%`}`;
}

/** Deletes the caller's account and everything of theirs in the database; refuses the last administrator. */
export async function deleteOwnAccount(tx: postgres.TransactionSql): Promise<void> {
  await tx`select private.delete_my_account()`;
}
