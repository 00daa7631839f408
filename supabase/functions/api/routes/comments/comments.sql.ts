// The SQL of the comment endpoints. Every statement runs as the caller: the policies decide what is seen.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { Dated } from '../../../_shared/pg-rows.ts';

export type CommentRow = Dated<
  Pick<
    Tables<'comments'>,
    'id' | 'idea_id' | 'parent_id' | 'author_id' | 'body' | 'created_at' | 'edited_at' | 'deleted_at' | 'hidden_at'
  >,
  'created_at' | 'edited_at' | 'deleted_at' | 'hidden_at'
> & {
  // Left joined: an emptied comment has no author.
  author_display_name: Tables<'profiles'>['display_name'] | null;
  // A hidden comment's text and the moderator's reason: the policy shows them to its author and administrators only.
  hidden_body: string | null;
  hidden_reason: string | null;
};

const COLUMNS = `c.id, c.idea_id, c.parent_id, c.author_id, p.display_name as author_display_name, c.body,
  c.created_at, c.edited_at, c.deleted_at, c.hidden_at, h.body as hidden_body, h.reason as hidden_reason`;
const FROM = `from public.comments as c left join public.profiles as p on p.id = c.author_id
  left join private.hidden_comments as h on h.comment_id = c.id`;

/** Whether the idea is approved and the caller sees it: only such an idea has a discussion. */
export async function isDiscussed(tx: postgres.TransactionSql, ideaId: string): Promise<boolean> {
  const approved = await tx`select 1 from public.ideas where id = ${ideaId} and status = 'approved'`;
  return approved.length > 0;
}

/** A page of top-level comments with their replies and the number of top-level comments; null for a hidden idea. */
export async function commentPage(tx: postgres.TransactionSql, ideaId: string, limit: number, offset: number) {
  if (!(await isDiscussed(tx, ideaId))) return null;
  const [count] = await tx<{ total: number }[]>`
    select count(*)::int as total from public.comments where idea_id = ${ideaId} and parent_id is null`;
  const top = await tx.unsafe<CommentRow[]>(
    `select ${COLUMNS} ${FROM} where c.idea_id = $1 and c.parent_id is null
     order by c.created_at, c.id limit $2 offset $3`,
    [ideaId, limit, offset],
  );
  const replies = top.length
    ? await tx.unsafe<CommentRow[]>(
        `select ${COLUMNS} ${FROM} where c.parent_id = any($1::uuid[]) order by c.created_at, c.id`,
        [top.map((row) => row.id)],
      )
    : [];
  return { top, replies, total: count!.total };
}

export async function findComment(tx: postgres.TransactionSql, id: string): Promise<CommentRow | null> {
  const rows = await tx.unsafe<CommentRow[]>(`select ${COLUMNS} ${FROM} where c.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The trigger checks the idea, the parent and the rate. */
export async function insertComment(tx: postgres.TransactionSql, ideaId: string, body: string, parentId: string | null) {
  const [row] = await tx<{ id: string }[]>`
    insert into public.comments (idea_id, body, parent_id) values (${ideaId}, ${body}, ${parentId}) returning id`;
  return (await findComment(tx, row!.id))!;
}

/** False when the policy hid the row: not the caller's comment. */
export async function updateComment(tx: postgres.TransactionSql, id: string, body: string): Promise<boolean> {
  const rows = await tx`update public.comments set body = ${body} where id = ${id} returning id`;
  return rows.length > 0;
}

/** Whether the row went; the delete trigger empties a comment with replies instead (the row stays). */
export async function deleteComment(tx: postgres.TransactionSql, id: string): Promise<boolean> {
  const rows = await tx`delete from public.comments where id = ${id} returning id`;
  return rows.length > 0;
}
