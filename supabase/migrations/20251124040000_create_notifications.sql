/*
 * In-app notifications, written only by the database in the same transaction as the event they report.
 *
 * Events: an author's idea was approved or rejected (with the reason); an author's idea got new ratings (one
 * unread item per idea whose count each new rating raises); a member was promoted to or demoted from
 * administrator; every administrator hears of a new idea waiting for review. Each event goes through
 * private.notify(), the one place that writes an item, so later events only add a trigger that calls it.
 *
 * Unread rating items are grouped by a partial unique index on (recipient, idea) among unread rating items: the
 * insert ... on conflict ... do update that adds a rating to the group is atomic, so concurrent ratings each count
 * once. Once read, the next rating opens a new group.
 *
 * Polling clients ask whether anything changed through private.notification_versions: one counter per recipient
 * that every write to their items raises (a trigger, so marking read counts too). The API turns it into an ETag.
 *
 * Affects: table public.notifications (new; members read and mark read only their own items, nobody else reads
 * them, administrators included); table private.notification_versions (new); functions private.notify,
 * private.bump_notification_version, private.notify_idea_submitted, private.notify_idea_reviewed,
 * private.notify_idea_rated, private.notify_role_changed, private.notifications_version (new); triggers on
 * public.ideas, public.ratings, public.profiles and public.notifications (new). Nothing destructive.
 */

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null
    check (kind in ('idea_approved', 'idea_rejected', 'new_ratings', 'promoted', 'demoted', 'idea_submitted')),
  idea_id uuid references public.ideas (id) on delete cascade,
  -- What the item shows, as it was at the event (the idea's title, a rejection's reason).
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  -- How many events the item stands for: more than one only for grouped rating items.
  count integer not null default 1 check (count >= 1),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  -- The latest event the item stands for: the list is ordered by it.
  updated_at timestamptz not null default now()
);
comment on table public.notifications is
  'Items of a member''s notification list. Written by database triggers only; the recipient may only mark them read.';

alter table public.notifications enable row level security;

create index notifications_recipient_idx on public.notifications (recipient_id, updated_at desc, id desc);
create index notifications_idea_id_idx on public.notifications (idea_id);
create index notifications_unread_idx on public.notifications (recipient_id) where read_at is null;
create unique index notifications_one_unread_rating_group_idx
  on public.notifications (recipient_id, idea_id)
  where kind = 'new_ratings' and read_at is null;

revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant all on public.notifications to service_role;

-- SELECT(notifications) authenticated: only the recipient; administrators get no exception.
create policy "members can read their own notifications"
  on public.notifications for select to authenticated
  using (recipient_id = (select auth.uid()));

-- UPDATE(notifications) authenticated: the recipient marks read (read_at is the only granted column); an item
-- cannot be made unread again, which would also break the one unread rating group per idea.
create policy "members can mark their own notifications read"
  on public.notifications for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()) and read_at is not null);

-- No policy for anon, and no INSERT or DELETE policy: items come from triggers and go with the idea or account.

create table private.notification_versions (
  recipient_id uuid primary key references public.profiles (id) on delete cascade,
  version bigint not null default 1
);
comment on table private.notification_versions is
  'Per recipient, a counter raised by every change to their notifications: the validator of conditional polling.';

alter table private.notification_versions enable row level security;
revoke all on private.notification_versions from public, anon, authenticated;
grant all on private.notification_versions to service_role;
-- No policy: only the definer functions below read or write it.

/* Section - writing items */

-- Security definer: the caller (a rater, an administrator, an author) may not write another member's items.
create function private.notify(p_recipient uuid, p_kind text, p_idea_id uuid, p_data jsonb default '{}'::jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_kind = 'new_ratings' then
    insert into public.notifications as n (recipient_id, kind, idea_id, data)
    values (p_recipient, p_kind, p_idea_id, coalesce(p_data, '{}'::jsonb))
    on conflict (recipient_id, idea_id) where kind = 'new_ratings' and read_at is null
    do update set count = n.count + 1, data = excluded.data, updated_at = now();
  else
    insert into public.notifications (recipient_id, kind, idea_id, data)
    values (p_recipient, p_kind, p_idea_id, coalesce(p_data, '{}'::jsonb));
  end if;
end;
$$;
comment on function private.notify(uuid, text, uuid, jsonb) is
  'Writes one notification item (rating items are grouped per idea while unread). For database triggers only.';
revoke execute on function private.notify(uuid, text, uuid, jsonb) from public, anon, authenticated;

-- Security definer: marking read runs as the member, who has no right on the versions table.
create function private.bump_notification_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_versions as v (recipient_id)
  values (coalesce(new.recipient_id, old.recipient_id))
  on conflict (recipient_id) do update set version = v.version + 1;
  return null;
end;
$$;
revoke execute on function private.bump_notification_version() from public, anon, authenticated;

create trigger notifications_bump_version
  after insert or update or delete on public.notifications
  for each row execute function private.bump_notification_version();

/* Section - the events */

create function private.notify_idea_submitted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(p.id, 'idea_submitted', new.id, jsonb_build_object('title', new.title))
  from public.profiles as p
  where p.is_admin and p.id <> new.author_id;
  return null;
end;
$$;
revoke execute on function private.notify_idea_submitted() from public, anon, authenticated;

create trigger ideas_notify_submitted
  after insert on public.ideas
  for each row when (new.status = 'pending')
  execute function private.notify_idea_submitted();

create function private.notify_idea_reviewed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'approved' then
    perform private.notify(new.author_id, 'idea_approved', new.id, jsonb_build_object('title', new.title));
  else
    perform private.notify(
      new.author_id, 'idea_rejected', new.id,
      jsonb_build_object('title', new.title, 'reason', new.rejection_reason)
    );
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_idea_reviewed() from public, anon, authenticated;

create trigger ideas_notify_reviewed
  after update of status on public.ideas
  for each row when (old.status = 'pending' and new.status in ('approved', 'rejected'))
  execute function private.notify_idea_reviewed();

create function private.notify_idea_rated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  idea record;
begin
  select i.author_id, i.title into idea from public.ideas as i where i.id = new.idea_id;
  if found and idea.author_id <> new.user_id then
    perform private.notify(idea.author_id, 'new_ratings', new.idea_id, jsonb_build_object('title', idea.title));
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_idea_rated() from public, anon, authenticated;

create trigger ratings_notify_author
  after insert on public.ratings
  for each row execute function private.notify_idea_rated();

create function private.notify_role_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(new.id, case when new.is_admin then 'promoted' else 'demoted' end, null);
  return null;
end;
$$;
revoke execute on function private.notify_role_changed() from public, anon, authenticated;

create trigger profiles_notify_role_changed
  after update of is_admin on public.profiles
  for each row when (old.is_admin is distinct from new.is_admin)
  execute function private.notify_role_changed();

/* Section - the validator */

-- Security definer: the versions table is closed to members; each member reads only their own counter.
create function private.notifications_version()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select v.version from private.notification_versions as v where v.recipient_id = (select auth.uid())), 0);
$$;
comment on function private.notifications_version() is
  'The caller''s notification counter (0 before their first item): it changes whenever their items do.';
revoke execute on function private.notifications_version() from public, anon;
grant execute on function private.notifications_version() to authenticated, service_role;
