/*
 * Two writers that raise the same counters take their rows in one order, so they cannot wait on each other in a
 * cycle. A write raises several read versions in one upsert (an approval: 'lists', its idea, its author's profile,
 * 'profiles'), and a fan-out raises several members' notification counters in one upsert. Both upserts took their
 * rows in the order a hash aggregate left them, which for two different sets of keys can put two shared keys in
 * opposite orders. Two such transactions then each held one row the other needed: Postgres broke the deadlock by
 * rolling one back (seen as a rare 500 on an approval while other approvals of the same author ran). The read
 * versions are sharded by backend, so this needed two backends on one shard; the notification counters are not
 * sharded.
 *
 * Rules enforced here: private.bump_read_versions upserts its resources in ascending order, and
 * private.bump_inserted_notification_versions its recipients in ascending order (as the totals of
 * private.keep_idea_totals and private.move_notification_versions_of_idea already did).
 *
 * Affects: private.bump_read_versions(text[]) and private.bump_inserted_notification_versions(), restated with the
 * same signatures, rights and results. Nothing destructive.
 */

-- Definer: the writers (members through RLS) have no right on the table. Distinct, since one upsert cannot touch the
-- same row twice; ordered, so that every writer locks the rows it shares with another in the same order.
create or replace function private.bump_read_versions(p_resources text[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.read_versions as v (resource, shard, bumps)
  select distinct r, (pg_catalog.pg_backend_pid() % 64)::smallint, 1
  from unnest(p_resources) as r
  where r is not null
  order by 1
  on conflict (resource, shard) do update set bumps = v.bumps + 1
$$;

create or replace function private.bump_inserted_notification_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_versions as v (recipient_id, version)
  select i.recipient_id, count(*) from inserted as i group by i.recipient_id
  order by i.recipient_id
  on conflict (recipient_id) do update set version = v.version + excluded.version;
  return null;
end;
$$;
