// The SQL of following, run as the caller: the policies on public.follows and public.follow_settings decide, and
// private.idea_follow_state answers no row for an idea the caller cannot see.
import type postgres from 'postgres';
import type { Category, IdeaStatus } from '../../../_shared/schemas/constants.ts';

type Tx = postgres.TransactionSql;

export interface FollowStateRow {
  followers: number;
  following: boolean;
}

export async function followState(tx: Tx, ideaId: string): Promise<FollowStateRow | null> {
  const [row] = await tx<FollowStateRow[]>`
    select followers, following from private.idea_follow_state(${ideaId})`;
  return row ?? null;
}

export async function follow(tx: Tx, ideaId: string): Promise<void> {
  await tx`insert into public.follows (idea_id) values (${ideaId}) on conflict do nothing`;
}

export async function unfollow(tx: Tx, ideaId: string): Promise<void> {
  await tx`delete from public.follows where idea_id = ${ideaId} and member_id = (select auth.uid())`;
}

export interface FollowedIdeaRow {
  id: string;
  title: string;
  status: IdeaStatus;
  category: Category;
  created_at: Date;
  total: string;
}

/** The ideas' own policies leave out what the caller can no longer see (trashed, sent back). */
export function followedIdeas(tx: Tx, limit: number, offset: number) {
  return tx<FollowedIdeaRow[]>`
    select i.id, i.title, i.status, i.category, f.created_at, count(*) over () as total
    from public.follows as f
    join public.ideas as i on i.id = f.idea_id
    where f.member_id = (select auth.uid())
    order by f.created_at desc, f.idea_id
    limit ${limit} offset ${offset}`;
}

/** The list's total, for a page past its end (no row there carries it). */
export function followedIdeasTotal(tx: Tx) {
  return tx<{ total: string | number }[]>`
    select count(*) as total
    from public.follows as f
    join public.ideas as i on i.id = f.idea_id
    where f.member_id = (select auth.uid())`;
}

/** A member without a row has the default: auto-follow on. */
export async function autoFollow(tx: Tx): Promise<boolean> {
  const [row] = await tx<{ auto_follow: boolean }[]>`
    select auto_follow from public.follow_settings where member_id = (select auth.uid())`;
  return row?.auto_follow ?? true;
}

export async function saveAutoFollow(tx: Tx, value: boolean): Promise<boolean> {
  const [row] = await tx<{ auto_follow: boolean }[]>`
    insert into public.follow_settings (auto_follow) values (${value})
    on conflict (member_id) do update set auto_follow = excluded.auto_follow
    returning auto_follow`;
  return row!.auto_follow;
}
