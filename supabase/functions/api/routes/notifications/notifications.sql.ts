// The SQL of /api/notifications. Row level security keeps every statement to the caller's own items.
import type postgres from 'postgres';
import type { Tables } from '../../../_shared/database.types.ts';
import type { Dated } from '../../../_shared/pg-rows.ts';
import type { NotificationKind, RoadmapStatus } from '../../../_shared/schemas/constants.ts';

export type NotificationRow = Dated<
  Pick<Tables<'notifications'>, 'id' | 'idea_id' | 'count' | 'read_at' | 'created_at' | 'updated_at'>,
  'read_at' | 'created_at' | 'updated_at'
> & {
  // The check constraint lets only these in (tests/stack/database-lists.test.ts).
  kind: NotificationKind;
  // From the item's data: absent keys read as null.
  title: string | null;
  reason: string | null;
  by: string | null;
  comment_id: string | null;
  roadmap_item: { id: number; label: string; status: RoadmapStatus } | null;
  merged_title: string | null;
};

/** The caller's counter: raised by every change to their items (0 before the first). */
export async function notificationsVersion(tx: postgres.TransactionSql): Promise<string> {
  const [row] = await tx<{ version: string }[]>`select private.notifications_version()::text as version`;
  return row?.version ?? '0';
}

export function notificationsPage(tx: postgres.TransactionSql, limit: number, offset: number) {
  return tx<NotificationRow[]>`
    select id, kind,
           -- No link to an idea the reader can no longer open (one in the trash): read under the ideas' policies.
           case when exists (select 1 from public.ideas as i where i.id = n.idea_id) then n.idea_id end as idea_id,
           data ->> 'title' as title, data ->> 'reason' as reason, data ->> 'by' as by,
           data ->> 'comment_id' as comment_id, data ->> 'merged_title' as merged_title,
           -- The item as it was when the status changed: the roadmap keeps no history.
           case when data ? 'roadmap_item_id' then jsonb_build_object(
             'id', (data ->> 'roadmap_item_id')::bigint, 'label', data ->> 'label', 'status', data ->> 'status')
           end as roadmap_item,
           count,
           read_at, created_at, updated_at
    from public.notifications as n
    order by updated_at desc, id desc
    limit ${limit} offset ${offset}`;
}

export async function notificationCounts(tx: postgres.TransactionSql) {
  const [row] = await tx<{ total: number; unread: number }[]>`
    select count(*)::int as total, (count(*) filter (where read_at is null))::int as unread
    from public.notifications`;
  return row ?? { total: 0, unread: 0 };
}

/** Marks read the caller's unread items among `ids`, or all of them when `ids` is null; the number marked. */
export async function markRead(tx: postgres.TransactionSql, ids: string[] | null): Promise<number> {
  const rows = ids
    ? await tx`update public.notifications set read_at = now() where read_at is null and id = any(${ids}::uuid[])
               returning id`
    : await tx`update public.notifications set read_at = now() where read_at is null returning id`;
  return rows.length;
}
