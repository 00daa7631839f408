// The SQL of /api/admin: the administrator functions in the private schema (each checks its caller itself).
import type postgres from 'postgres';
import type { FunctionReturns, Tables } from '../../../_shared/database.types.ts';
import type { BigintText, Dated } from '../../../_shared/pg-rows.ts';
import type { UserListQuery } from '../../../_shared/schemas/admin.ts';
import { IDEA_COLUMNS, type IdeaRow } from '../common/ideas.sql.ts';

type Stats = FunctionReturns<{ schema: 'private' }, 'admin_dashboard_stats'>[number];
export type DashboardRow = BigintText<Stats & { pending_edits: number }, keyof Stats | 'pending_edits'>;

/**
 * Pending edits are counted as the caller: their policy shows administrators every one, after the function's check;
 * an edit of an idea in the trash waits with it, out of the queue (the ideas' policies hide the idea).
 */
export async function dashboardStats(tx: postgres.TransactionSql): Promise<DashboardRow> {
  const [stats] = await tx<DashboardRow[]>`
    select s.*,
      (select count(*) from public.idea_edits as e
        where exists (select 1 from public.ideas as i where i.id = e.idea_id)) as pending_edits
    from private.admin_dashboard_stats() as s`;
  return stats!;
}

/** What the queue's cards show besides the function's columns: administrators read every idea. */
type JudgedColumns = Dated<
  Pick<Tables<'ideas'>, 'target_market' | 'business_model' | 'tags' | 'pitch_deck_path' | 'updated_at'>,
  'updated_at'
>;

/** funding_needed is read as float8: a number. */
export type PendingRow = Dated<FunctionReturns<{ schema: 'private' }, 'admin_pending_ideas'>[number], 'created_at'> &
  JudgedColumns;

export function pendingIdeas(tx: postgres.TransactionSql) {
  return tx<PendingRow[]>`
    select q.id, q.title, q.description, q.category, q.created_at, q.author_id, q.author_display_name,
           q.funding_needed::float8 as funding_needed, i.target_market, i.business_model, i.tags, i.pitch_deck_path,
           i.updated_at
    from private.admin_pending_ideas() as q
    join public.ideas as i on i.id = q.id
    order by q.created_at, q.id`;
}

/**
 * The idea a review function answered, in the API's columns: the functions return the row as they left it, so the
 * answer needs no second read. Materialised once, however the join is planned.
 */
async function reviewed(tx: postgres.TransactionSql, call: string, args: (string | null)[]): Promise<IdeaRow> {
  const [row] = await tx.unsafe<IdeaRow[]>(
    `with reviewed as materialized (select * from ${call})
     select ${IDEA_COLUMNS} from reviewed as i join public.profiles as p on p.id = i.author_id`,
    args,
  );
  return row!;
}

/** `seen`: the version the administrator decided on (updated_at); 409 from the review function when it moved. */
export function approveIdea(tx: postgres.TransactionSql, id: string, seen: string | null): Promise<IdeaRow> {
  return reviewed(tx, "private.review_idea($1, 'approved', null, $2)", [id, seen]);
}

export function rejectIdea(
  tx: postgres.TransactionSql,
  id: string,
  reason: string | null,
  seen: string | null,
): Promise<IdeaRow> {
  return reviewed(tx, "private.review_idea($1, 'rejected', $2, $3)", [id, reason, seen]);
}

/** One version of an idea's edited fields (EDITED_FIELDS): text, tags as a list, the deck by its path ('' none). */
export type EditedValues = Record<string, string | string[]>;

export type EditRow = Dated<Pick<Tables<'idea_edits'>, 'idea_id' | 'author_id' | 'submitted_at'>, 'submitted_at'> &
  Pick<Tables<'ideas'>, 'tags' | 'pitch_deck_path'> & {
  author_display_name: Tables<'profiles'>['display_name'];
  new_pitch_deck_path: string | null;
  before: EditedValues;
  after: EditedValues;
};

/** The edited fields of `alias` (public.ideas or public.idea_edits: the same columns) as one JSON object. */
const editedValues = (alias: string) => `json_build_object(
  'title', ${alias}.title, 'description', ${alias}.description, 'category', ${alias}.category,
  'targetMarket', ${alias}.target_market, 'businessModel', ${alias}.business_model,
  'competitors', ${alias}.competitors, 'fundingNeeded', ${alias}.funding_needed::text, 'timeline', ${alias}.timeline,
  'tags', ${alias}.tags, 'websiteUrl', ${alias}.website_url,
  'twitter', coalesce(${alias}.social_media->>'twitter', ''), 'linkedin', coalesce(${alias}.social_media->>'linkedin', ''),
  'instagram', coalesce(${alias}.social_media->>'instagram', ''), 'pitchDeck', coalesce(${alias}.pitch_deck_path, ''))`;

/** Read as the caller: the pending edits' policy shows administrators every one. */
export function pendingEdits(tx: postgres.TransactionSql) {
  return tx.unsafe<EditRow[]>(`
    select e.idea_id, e.author_id, p.display_name as author_display_name, e.submitted_at, i.tags, i.pitch_deck_path,
           e.pitch_deck_path as new_pitch_deck_path, ${editedValues('i')} as before, ${editedValues('e')} as after
    from public.idea_edits as e
    join public.ideas as i on i.id = e.idea_id
    join public.profiles as p on p.id = e.author_id
    order by e.submitted_at, e.idea_id`);
}

/**
 * The decks a decision on the idea's pending edit concerns, the public one and the proposed one. The idea's row is
 * locked first, as an author's save locks it before its edit: no save changes the proposal between this read and
 * the decision, and the decision never waits on a save that waits on it.
 */
export async function editDecks(
  tx: postgres.TransactionSql,
  id: string,
): Promise<{ current: string | null; proposed: string | null } | null> {
  const [idea] = await tx<{ current: string | null }[]>`
    select pitch_deck_path as current from public.ideas where id = ${id} for update`;
  const [edit] = await tx<{ proposed: string | null }[]>`
    select pitch_deck_path as proposed from public.idea_edits where idea_id = ${id}`;
  return idea && edit ? { current: idea.current, proposed: edit.proposed } : null;
}

/** `seen`: the version of the edit the administrator decided on (submitted_at); 409 when it moved. */
export function reviewEdit(
  tx: postgres.TransactionSql,
  id: string,
  decision: 'approved' | 'rejected',
  reason: string | null,
  seen: string | null,
): Promise<IdeaRow> {
  return reviewed(tx, 'private.review_idea_edit($1, $2, $3, $4)', [id, decision, reason, seen]);
}

export type UserRow = BigintText<
  Dated<FunctionReturns<{ schema: 'private' }, 'admin_list_users'>[number], 'created_at'>,
  'total_count'
>;

export function listUsers(tx: postgres.TransactionSql, query: UserListQuery) {
  return tx<UserRow[]>`
    select * from private.admin_list_users(${query.search || null}, ${query.limit}, ${query.offset})`;
}

export async function setAdmin(tx: postgres.TransactionSql, userId: string, isAdmin: boolean): Promise<void> {
  if (isAdmin) await tx`select private.promote_user(${userId})`;
  else await tx`select private.demote_user(${userId})`;
}
