/*
 * Suspending a member: for a while they read but cannot write; administrators suspend, lift a suspension and void
 * a suspended member's ratings.
 *
 * Rules enforced here:
 *   - every table a member writes refuses a suspended member's writes with SQLSTATE PT403 (HTTP 403
 *     account_suspended) naming the end and the reason: ideas, idea_edits, ratings, comments, landing_pages,
 *     profiles, roadmap_items, and the member's files in the pitch-decks and avatars buckets (storage.objects,
 *     where the refusal is 42501 so that Storage answers 403 with the same message). Each table has a BEFORE
 *     INSERT OR UPDATE OR DELETE trigger named refuse_suspended_writer; reports has its own (its migration);
 *   - what a suspended member may still do: read, mark notifications read, change mail preferences or unsubscribe,
 *     join a landing page's waitlist (no member row), and delete their account: the writes made inside
 *     private.delete_my_account, its cascade included, are theirs to make;
 *   - a write is refused only when the caller (auth.uid()) is suspended: what other members' and administrators'
 *     actions change on a suspended member's rows (totals kept by triggers, reviews, deletes) goes through;
 *   - a write and a suspension of the same member are ordered: the check holds a share lock on the member's
 *     profile row until the write commits, so a suspension waits for writes under way and every later write sees
 *     it. Nothing is half-done: a write either committed before the suspension or is refused whole;
 *   - private.suspend_member(id, until, reason) and private.lift_suspension(id): administrators only; an
 *     administrator cannot be suspended (demote first), so neither the caller nor the last administrator can be;
 *     the end must lie in the future and at most 365 days ahead; the reason is 1 to 500 characters. The member is
 *     told (notification 'suspended': the end and the reason). Audited (user.suspend, user.unsuspend, before and
 *     after);
 *   - a suspended member cannot be made an administrator (lift the suspension first);
 *   - private.void_ratings(id): administrators only, only while the member is suspended; deletes all their
 *     ratings, and the rating trigger takes each out of its idea's count, sums, squares and histograms, so every
 *     score is what a recomputation from the remaining ratings gives. Audited (user.void_ratings, the count);
 *   - private.member_suspensions(ids): the current suspensions among the members named, with the number of
 *     ratings each has (what voiding would delete), to administrators only (anyone else gets no rows): the user
 *     list and a profile show them to administrators.
 *
 * Affects: private.refuse_suspended_writer (replaced: storage buckets, account deletion, ordering), triggers
 * refuse_suspended_writer on eight tables, profiles_refuse_suspended_admin (new), public.notifications.kind (one
 * kind added to whatever the check allows now), new functions suspend_member, lift_suspension, void_ratings,
 * member_suspensions. Nothing destructive.
 */

/* Section - the refusal */

create or replace function private.refuse_suspended_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  until_at timestamptz;
  reason text;
  call_stack text;
begin
  if member is null then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Storage holds every bucket: only the two a member writes to are theirs to be refused.
  if tg_table_schema = 'storage' then
    if tg_op = 'DELETE' then
      if old.bucket_id not in ('pitch-decks', 'avatars') then return old; end if;
    elsif new.bucket_id not in ('pitch-decks', 'avatars') then
      return new;
    end if;
  end if;
  -- A share lock held to the commit: a suspension (an update of this row) waits for this write, and a write that
  -- comes after a suspension reads it.
  select p.suspended_until, p.suspension_reason into until_at, reason
  from public.profiles as p where p.id = member for share;
  if until_at is null or until_at <= now() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Leaving is allowed: what the member's account deletion removes, directly or by cascade.
  get diagnostics call_stack = pg_context;
  if call_stack like '%function private.delete_my_account()%' then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- PT403: our API answers 403 account_suspended; DETAIL carries the end, HINT the reason. Storage maps only
  -- 42501 to its 403.
  raise exception 'Your account is suspended until %. Reason: %.',
    to_char(until_at at time zone 'UTC', 'FMDD FMMonth YYYY, HH24:MI "UTC"'),
    coalesce(nullif(reason, ''), 'no reason given')
    using errcode = case when tg_table_schema = 'storage' then '42501' else 'PT403' end,
          detail = to_char(until_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          hint = reason;
end;
$$;
comment on function private.refuse_suspended_writer() is
  'Trigger function: refuses any write by a member whose suspension has not ended, except their account deletion.';
revoke execute on function private.refuse_suspended_writer() from public, anon, authenticated;

-- Named so that they fire before the write limits (write_limit_*): a suspended member hears 403, not 429.
do $$
declare
  target text;
begin
  foreach target in array array['public.ideas', 'public.idea_edits', 'public.ratings', 'public.comments',
    'public.landing_pages', 'public.profiles', 'public.roadmap_items', 'storage.objects']
  loop
    execute pg_catalog.format(
      'create trigger refuse_suspended_writer before insert or update or delete on %s '
      'for each row execute function private.refuse_suspended_writer()', target);
  end loop;
end;
$$;

/* Section - no suspended administrator */

create function private.refuse_suspended_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_admin and not old.is_admin and new.suspended_until > now() then
    raise exception 'A suspended member cannot be made an administrator. Lift the suspension first.'
      using errcode = '55000';
  end if;
  return new;
end;
$$;
comment on function private.refuse_suspended_admin() is
  'Trigger function: keeps suspended members from becoming administrators, so no administrator is suspended.';
revoke execute on function private.refuse_suspended_admin() from public, anon, authenticated;

create trigger profiles_refuse_suspended_admin
  before update of is_admin on public.profiles
  for each row execute function private.refuse_suspended_admin();

/* Section - the member is told */

-- Added to whatever the check allows when this runs, so that the kinds of other migrations stay.
do $$
declare
  kinds text[];
begin
  select pg_catalog.array_agg(distinct hit[1]) into kinds
  from pg_catalog.pg_constraint as c
  cross join lateral pg_catalog.regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as hit
  where c.conrelid = 'public.notifications'::regclass and c.conname = 'notifications_kind_check';
  alter table public.notifications drop constraint notifications_kind_check;
  execute pg_catalog.format(
    'alter table public.notifications add constraint notifications_kind_check check (kind = any (%L::text[]))',
    (select pg_catalog.array_agg(distinct k order by k) from pg_catalog.unnest(kinds || array['suspended']) as k)
  );
end;
$$;

/* Section - suspend, lift, void */

create function private.suspend_member(p_user_id uuid, p_until timestamptz, p_reason text)
returns table (suspended_until timestamptz, suspension_reason text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  clean_reason text := pg_catalog.btrim(coalesce(p_reason, ''));
begin
  perform private.require_admin('suspend members');
  select p.is_admin, p.suspended_until, p.suspension_reason into target
  from public.profiles as p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if target.is_admin then
    raise exception 'An administrator cannot be suspended. Remove their administrator role first.'
      using errcode = '55000';
  end if;
  if p_until is null or p_until <= now() or p_until > now() + interval '365 days' then
    raise exception 'The suspension must end in the future, within 365 days.' using errcode = '23514',
      column = 'until';
  end if;
  if pg_catalog.length(clean_reason) not between 1 and 500 then
    raise exception 'The reason must be 1 to 500 characters.' using errcode = '23514', column = 'reason';
  end if;
  update public.profiles as p set suspended_until = p_until, suspension_reason = clean_reason
  where p.id = p_user_id;
  perform private.record_audit('user.suspend', 'user', p_user_id::text,
    jsonb_build_object('suspended_until', case when target.suspended_until > now() then target.suspended_until end,
                       'reason', case when target.suspended_until > now() then target.suspension_reason end),
    jsonb_build_object('suspended_until', p_until, 'reason', clean_reason));
  -- The item's title carries the end (ISO 8601): the list shows it with the reason.
  insert into public.notifications (recipient_id, kind, data)
  values (p_user_id, 'suspended', jsonb_build_object(
    'title', to_char(p_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'reason', clean_reason));
  return query select p_until, clean_reason;
end;
$$;
comment on function private.suspend_member(uuid, timestamptz, text) is
  'Suspends a member (never an administrator) until a time within 365 days, with a reason; audited and told.';
revoke execute on function private.suspend_member(uuid, timestamptz, text) from public, anon;
grant execute on function private.suspend_member(uuid, timestamptz, text) to authenticated, service_role;

create function private.lift_suspension(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  perform private.require_admin('lift suspensions');
  select p.suspended_until, p.suspension_reason into target
  from public.profiles as p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  -- Lifting what has ended already changes nothing worth an entry.
  if target.suspended_until is null or target.suspended_until <= now() then
    return;
  end if;
  update public.profiles as p set suspended_until = null, suspension_reason = '' where p.id = p_user_id;
  perform private.record_audit('user.unsuspend', 'user', p_user_id::text,
    jsonb_build_object('suspended_until', target.suspended_until, 'reason', target.suspension_reason),
    jsonb_build_object('suspended_until', null, 'reason', null));
end;
$$;
comment on function private.lift_suspension(uuid) is
  'Ends a member''s suspension now; audited when there was one.';
revoke execute on function private.lift_suspension(uuid) from public, anon;
grant execute on function private.lift_suspension(uuid) to authenticated, service_role;

create function private.void_ratings(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  until_at timestamptz;
  voided integer;
begin
  perform private.require_admin('void ratings');
  select p.suspended_until into until_at from public.profiles as p where p.id = p_user_id for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if until_at is null or until_at <= now() then
    raise exception 'Only a suspended member''s ratings can be voided. Suspend them first.' using errcode = '55000';
  end if;
  -- Row by row, the rating trigger takes each out of its idea's scores.
  delete from public.ratings as r where r.user_id = p_user_id;
  get diagnostics voided = row_count;
  perform private.record_audit('user.void_ratings', 'user', p_user_id::text,
    jsonb_build_object('ratings', voided), jsonb_build_object('ratings', 0));
  return voided;
end;
$$;
comment on function private.void_ratings(uuid) is
  'Deletes every rating of a suspended member, their ideas'' scores following; audited with the count.';
revoke execute on function private.void_ratings(uuid) from public, anon;
grant execute on function private.void_ratings(uuid) to authenticated, service_role;

create function private.member_suspensions(p_ids uuid[])
returns table (id uuid, suspended_until timestamptz, suspension_reason text, ratings bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.suspended_until, p.suspension_reason,
         (select count(*) from public.ratings as r where r.user_id = p.id)
  from public.profiles as p
  where (select private.is_admin()) and p.id = any (p_ids) and p.suspended_until > now();
$$;
comment on function private.member_suspensions(uuid[]) is
  'The current suspensions among the members named, with how many ratings each has; rows for administrators only.';
revoke execute on function private.member_suspensions(uuid[]) from public, anon;
grant execute on function private.member_suspensions(uuid[]) to authenticated, service_role;
