/*
 * A roadmap that closes the loop: administrators put approved ideas on roadmap items, and the members connected with
 * those ideas hear when an idea joins the roadmap and whenever its item's status moves.
 *
 * Rules enforced here:
 *   - only administrators link an idea to an item or unlink it (private.link_idea_to_roadmap,
 *     private.unlink_idea_from_roadmap); only an approved idea outside the trash is linked, to an item that exists;
 *     each change is audited (roadmap.link, roadmap.unlink) and moves the idea's page and the roadmap on;
 *   - an item's shipped_at is the moment its status became done, kept while it stays done, cleared when it leaves
 *     done; nobody writes it directly (no column privilege, and the trigger sets it on every write);
 *   - an idea joining an item, and an item's status changing, tell each idea's followers, raters and commenters
 *     (each member once per idea, never the administrator who acted): a roadmap_changed notification, and a
 *     follow_update mail (event 'roadmap') to those who turned on mail about followed ideas. Both are written in one
 *     statement for all recipients, so a popular idea's fan-out stays a few set operations.
 *
 * Affects: private.roadmap_audience, private.tell_roadmap_change, private.link_idea_to_roadmap,
 * private.unlink_idea_from_roadmap, private.keep_shipped_at, private.tell_roadmap_status (new functions); triggers
 * keep_shipped_at and tell_status_change on public.roadmap_items (new). Nothing destructive.
 */

/* Section - who hears of an idea's roadmap moves */

-- Followers, raters and commenters of the item's ideas (or of one of them), each once per idea. Only ideas the
-- public sees: a linked idea sent back to review or put in the trash stays silent.
create function private.roadmap_audience(p_item_id bigint, p_idea_id uuid default null)
returns table (idea_id uuid, member_id uuid, title text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, m.member_id, i.title
  from public.ideas as i
  cross join lateral (
    select f.member_id from public.follows as f where f.idea_id = i.id
    union
    select r.user_id from public.ratings as r where r.idea_id = i.id
    union
    select c.author_id from public.comments as c
    where c.idea_id = i.id and c.author_id is not null and c.deleted_at is null
  ) as m
  where i.roadmap_item_id = p_item_id
    and (p_idea_id is null or i.id = p_idea_id)
    and i.status = 'approved'
    and i.deleted_at is null
    and m.member_id is distinct from auth.uid();
$$;
comment on function private.roadmap_audience(bigint, uuid) is
  'Members connected with an item''s ideas (followers, raters, commenters), once per idea, not the caller.';
revoke all on function private.roadmap_audience(bigint, uuid) from public, anon, authenticated, service_role;

-- One notification per recipient and idea, and the mail where the member's followed_ideas switch is on (the topic
-- private.mail_topic gives follow_update; a member without a preferences row has it off). Set-based, unlike
-- private.notify and private.enqueue_mail, which write one row per call.
create function private.tell_roadmap_change(p_item_id bigint, p_idea_id uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  with item as (
    select r.id, r.label, r.status from public.roadmap_items as r where r.id = p_item_id
  ),
  audience as materialized (
    select a.idea_id, a.member_id, a.title from private.roadmap_audience(p_item_id, p_idea_id) as a
  ),
  notified as (
    insert into public.notifications (recipient_id, kind, idea_id, data)
    select a.member_id, 'roadmap_changed', a.idea_id,
           jsonb_build_object('title', a.title, 'roadmap_item_id', item.id, 'label', item.label, 'status', item.status)
    from audience as a cross join item
  )
  insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token)
  select a.member_id, u.email, 'follow_update',
         jsonb_build_object('event', 'roadmap', 'idea_id', a.idea_id, 'title', a.title, 'label', item.label,
                            'status', item.status),
         p.unsubscribe_token
  from audience as a
  cross join item
  join public.mail_preferences as p on p.member_id = a.member_id and p.followed_ideas
  join auth.users as u on u.id = a.member_id and coalesce(u.email, '') <> '';
$$;
comment on function private.tell_roadmap_change(bigint, uuid) is
  'Tells the audience of an item''s ideas (or of one of them) of its status: notifications and mail, set-based.';
revoke all on function private.tell_roadmap_change(bigint, uuid) from public, anon, authenticated, service_role;

/* Section - linking and unlinking */

create function private.link_idea_to_roadmap(p_idea_id uuid, p_item_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous bigint;
begin
  perform private.require_admin('link ideas to the roadmap');
  -- The item's row lock keeps its status from moving between the link and the notification naming it.
  perform 1 from public.roadmap_items where id = p_item_id for share;
  if not found then
    raise exception 'Roadmap item not found' using errcode = 'P0002';
  end if;
  select i.roadmap_item_id into previous from public.ideas as i
  where i.id = p_idea_id and i.status = 'approved' and i.deleted_at is null
  for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if previous is not distinct from p_item_id then
    return;
  end if;
  -- The ideas' trigger moves the idea's page and the lists on; the roadmap shows its ideas too.
  update public.ideas set roadmap_item_id = p_item_id where id = p_idea_id;
  perform private.bump_read_versions(array['roadmap']);
  perform private.record_audit('roadmap.link', 'idea', p_idea_id::text,
    jsonb_build_object('roadmap_item_id', previous), jsonb_build_object('roadmap_item_id', p_item_id));
  perform private.tell_roadmap_change(p_item_id, p_idea_id);
end;
$$;
comment on function private.link_idea_to_roadmap(uuid, bigint) is
  'Administrators: puts an approved idea on a roadmap item (moving it from another), audited, its audience told.';
revoke all on function private.link_idea_to_roadmap(uuid, bigint) from public, anon;
grant execute on function private.link_idea_to_roadmap(uuid, bigint) to authenticated, service_role;

-- Answers the item the idea was on (null when it was on none: nothing changes then).
create function private.unlink_idea_from_roadmap(p_idea_id uuid)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous bigint;
begin
  perform private.require_admin('link ideas to the roadmap');
  -- Any idea outside the trash: one sent back to review after it was linked can still be taken off.
  select i.roadmap_item_id into previous from public.ideas as i
  where i.id = p_idea_id and i.deleted_at is null
  for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if previous is null then
    return null;
  end if;
  update public.ideas set roadmap_item_id = null where id = p_idea_id;
  perform private.bump_read_versions(array['roadmap']);
  perform private.record_audit('roadmap.unlink', 'idea', p_idea_id::text,
    jsonb_build_object('roadmap_item_id', previous), jsonb_build_object('roadmap_item_id', null));
  return previous;
end;
$$;
comment on function private.unlink_idea_from_roadmap(uuid) is
  'Administrators: takes an idea off its roadmap item, audited; answers the item it was on.';
revoke all on function private.unlink_idea_from_roadmap(uuid) from public, anon;
grant execute on function private.unlink_idea_from_roadmap(uuid) to authenticated, service_role;

/* Section - shipping and status moves */

-- On every write, so shipped_at is never whatever a writer sent: the moment done began, kept while it lasts.
create function private.keep_shipped_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'done' then
    new.shipped_at := null;
  elsif tg_op = 'UPDATE' and old.status = 'done' then
    new.shipped_at := old.shipped_at;
  else
    new.shipped_at := now();
  end if;
  return new;
end;
$$;
comment on function private.keep_shipped_at() is
  'Trigger function: a roadmap item''s shipped_at is when it became done, null while it is not done.';
revoke all on function private.keep_shipped_at() from public, anon, authenticated, service_role;

create trigger keep_shipped_at before insert or update on public.roadmap_items
  for each row execute function private.keep_shipped_at();

create function private.tell_roadmap_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.tell_roadmap_change(new.id);
  return null;
end;
$$;
comment on function private.tell_roadmap_status() is
  'Trigger function: a roadmap item''s new status is told to the audience of its ideas.';
revoke all on function private.tell_roadmap_status() from public, anon, authenticated, service_role;

create trigger tell_status_change after update of status on public.roadmap_items
  for each row when (old.status is distinct from new.status)
  execute function private.tell_roadmap_status();
