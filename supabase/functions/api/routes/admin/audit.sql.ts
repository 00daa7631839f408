// The SQL of GET /api/admin/audit, run as the caller: the audit log's policy lets only administrators read it.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { BigintText, Dated } from '../../../_shared/pg-rows.ts';
import type { AuditQuery } from '../../../_shared/schemas/audit.ts';

export type AuditRow = BigintText<Dated<Tables<{ schema: 'private' }, 'audit_log'>, 'at'>, 'id'> & {
  /** What the target is called now (an idea's title, a member's name, a roadmap item's label), if it still is. */
  label: string | null;
  total: string;
};

// Target ids are text (a roadmap item's is a number); only a well-formed one is cast, so each lookup uses a key.
const asUuid = (text: string) =>
  `case when ${text} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${text})::uuid end`;
const TARGET = asUuid('a.target_id');
// A deleted comment's entry names its idea.
const COMMENT_IDEA = `coalesce((select c.idea_id from public.comments as c where c.id = ${TARGET}),
  ${asUuid("coalesce(a.before, a.after) ->> 'idea_id'")})`;
const LABEL = `
  case a.target_type
    when 'idea' then (select i.title from public.ideas as i where i.id = ${TARGET})
    when 'idea_edit' then (select i.title from public.ideas as i where i.id = ${TARGET})
    when 'user' then (select p.display_name from public.profiles as p where p.id = ${TARGET})
    when 'comment' then (select i.title from public.ideas as i where i.id = ${COMMENT_IDEA})
    when 'roadmap_item' then
      (select r.label from public.roadmap_items as r
       where r.id = case when a.target_id ~ '^[0-9]{1,18}$' then a.target_id::bigint end)
  end`;

export function auditPage(tx: postgres.TransactionSql, query: AuditQuery) {
  return tx.unsafe<AuditRow[]>(
    `select a.id::text as id, a.at, a.actor_id, a.actor_name, a.action, a.target_type, a.target_id, a.before,
            a.after,
            coalesce(${LABEL}, a.after ->> 'title', a.before ->> 'title', a.after ->> 'label', a.before ->> 'label')
              as label,
            count(*) over ()::text as total
     from private.audit_log as a
     where ($1::uuid is null or a.actor_id = $1::uuid)
       and ($2::text is null or a.action = $2)
       and ($3::text is null or a.target_type = $3)
       and ($4::text is null or a.target_id = $4)
       and ($5::timestamptz is null or a.at >= $5::timestamptz)
       and ($6::timestamptz is null or a.at < $6::timestamptz)
     order by a.at desc, a.id desc
     limit $7 offset $8`,
    [
      query.actor ?? null,
      query.action ?? null,
      query.targetType ?? null,
      query.targetId ?? null,
      query.from ?? null,
      query.to ?? null,
      query.limit,
      query.offset,
    ],
  );
}
