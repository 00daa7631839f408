// The SQL of the administrators' moderation. The queue reads as the administrator (the policies show them every
// report and hidden text); each decision is one definer function that checks the caller is an administrator.
import type postgres from 'postgres';
import { IDEA_COLUMNS, type IdeaRow } from '../common/ideas.sql.ts';
import type { IdeaStatus, ReportReason } from '../../../_shared/schemas/constants.ts';
import type { ReportTargetType } from '../../../_shared/schemas/reports.ts';

/** How many of a target's open reports the queue shows with their notes. */
const REPORTS_SHOWN = 20;
const EXCERPT_CHARS = 280;

interface Person {
  id: string;
  displayName: string;
}

export interface ReportedRow {
  first_at: Date;
  last_at: Date;
  target_type: ReportTargetType;
  target_id: string;
  idea_id: string;
  idea_title: string;
  idea_status: IdeaStatus;
  excerpt: string | null;
  author: Person | null;
  count: number;
  reasons: { reason: ReportReason; count: number }[];
  reports: { reason: ReportReason; note: string; reporter: Person | null; createdAt: string }[];
}

/** A page of reported targets, the most recently reported first, and the number of targets and of open reports. */
export async function reportQueue(tx: postgres.TransactionSql, limit: number, offset: number) {
  // Through the ideas' policies, as the page below: a trashed idea's reports wait, uncounted, for its restore.
  const [counts] = await tx<{ targets: number; open: number }[]>`
    select count(distinct r.target_id)::int as targets, count(*)::int as open
    from public.reports as r join public.ideas as i on i.id = r.idea_id
    where r.status = 'open'`;
  const rows = await tx.unsafe<ReportedRow[]>(
    `with targets as (
       select r.target_id, min(r.target_type) as target_type, min(r.idea_id::text)::uuid as idea_id,
              min(r.comment_id::text)::uuid as comment_id, count(*)::int as count,
              min(r.created_at) as first_at, max(r.created_at) as last_at
       from public.reports as r join public.ideas as i on i.id = r.idea_id
       where r.status = 'open'
       group by r.target_id
       order by last_at desc, r.target_id
       limit $1 offset $2
     )
     select t.target_type, t.target_id, t.idea_id, i.title as idea_title, i.status as idea_status, t.count,
            t.first_at, t.last_at,
            left(case when t.comment_id is null then i.description else coalesce(c.body, h.body) end, ${EXCERPT_CHARS})
              as excerpt,
            case when a.id is null then null else jsonb_build_object('id', a.id, 'displayName', a.display_name) end
              as author,
            (select jsonb_agg(jsonb_build_object('reason', g.reason, 'count', g.n) order by g.n desc, g.reason)
             from (select r.reason, count(*)::int as n from public.reports as r
                   where r.target_id = t.target_id and r.status = 'open' group by r.reason) as g) as reasons,
            (select jsonb_agg(jsonb_build_object(
                      'reason', r.reason, 'note', r.note, 'createdAt', r.created_at,
                      'reporter', jsonb_build_object('id', p.id, 'displayName', p.display_name))
                    order by r.created_at desc)
             from (select * from public.reports as r
                   where r.target_id = t.target_id and r.status = 'open'
                   order by r.created_at desc limit ${REPORTS_SHOWN}) as r
             join public.profiles as p on p.id = r.reporter_id) as reports
     from targets as t
     join public.ideas as i on i.id = t.idea_id
     left join public.comments as c on c.id = t.comment_id
     left join private.hidden_comments as h on h.comment_id = t.comment_id
     left join public.profiles as a on a.id = case when t.comment_id is null then i.author_id else c.author_id end
     order by t.last_at desc, t.target_id`,
    [limit, offset],
  );
  return { rows, total: counts!.targets, open: counts!.open };
}

/** How many open reports were closed. */
export async function dismissReports(tx: postgres.TransactionSql, targetId: string): Promise<number> {
  const [row] = await tx<{ closed: number }[]>`select private.dismiss_reports(${targetId}) as closed`;
  return row!.closed;
}

/** Whether the comment is there for the administrator to hide or unhide (not deleted; the policies show it). */
export async function commentExists(tx: postgres.TransactionSql, id: string): Promise<boolean> {
  const rows = await tx`select 1 from public.comments where id = ${id} and deleted_at is null`;
  return rows.length > 0;
}

export async function hideComment(tx: postgres.TransactionSql, id: string, reason: string): Promise<void> {
  await tx`select private.hide_comment(${id}, ${reason})`;
}

export async function unhideComment(tx: postgres.TransactionSql, id: string): Promise<void> {
  await tx`select private.unhide_comment(${id})`;
}

/** The idea as the function left it, in the API's columns. */
export async function sendIdeaBack(tx: postgres.TransactionSql, id: string, reason: string | null): Promise<IdeaRow> {
  const [row] = await tx.unsafe<IdeaRow[]>(
    `with sent as materialized (select * from private.send_idea_back($1, $2))
     select ${IDEA_COLUMNS} from sent as i join public.profiles as p on p.id = i.author_id`,
    [id, reason],
  );
  return row!;
}
