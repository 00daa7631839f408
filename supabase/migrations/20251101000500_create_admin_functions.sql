/*
 * Administrator operations: dashboard counts, the review queue, approve, reject, the user list, promote, demote.
 * (Admin edit and delete of ideas are the ideas table's own update and delete policies.)
 *
 * Affects: functions only.
 * Rules enforced here:
 *   - every function refuses a caller who is not an administrator (SQLSTATE 42501);
 *   - approve and reject act only on pending ideas (55000 otherwise), one reviewer at a time (row lock);
 *   - the last administrator cannot be demoted (55000), even when two administrators demote at once.
 * Error codes the API maps: 42501 -> 403, P0002 -> 404, 55000 -> 409.
 * Nothing destructive.
 */

/* Section - helpers */

create function private.require_admin(action text)
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only administrators can %', action using errcode = '42501';
  end if;
end;
$$;

grant execute on function private.require_admin(text) to authenticated, service_role;

/* Section - dashboard */

-- Security definer so the counts cover every row, whatever the policies show the caller.
create function public.admin_dashboard_stats()
returns table (total_users bigint, total_ideas bigint, pending_ideas bigint, total_ratings bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the dashboard');
  return query
  select
    (select count(*) from public.profiles),
    (select count(*) from public.ideas),
    (select count(*) from public.ideas where status = 'pending'),
    (select count(*) from public.ratings);
end;
$$;

-- The review queue, oldest first, with the author's display name.
create function public.admin_pending_ideas()
returns table (
  id uuid,
  title text,
  description text,
  category text,
  created_at timestamptz,
  author_id uuid,
  author_display_name text,
  funding_needed bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the review queue');
  return query
  select i.id, i.title, i.description, i.category, i.created_at, i.author_id, p.display_name, i.funding_needed
  from public.ideas as i
  join public.profiles as p on p.id = i.author_id
  where i.status = 'pending'
  order by i.created_at, i.id;
end;
$$;

/* Section - review */

-- Security definer: members (administrators included) have no write privilege on status.
create function public.approve_idea(p_idea_id uuid)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
begin
  perform private.require_admin('approve ideas');
  select status into current_status from public.ideas where id = p_idea_id for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if current_status <> 'pending' then
    raise exception 'Only pending ideas can be approved; this idea is %', current_status using errcode = '55000';
  end if;
  return query
  update public.ideas
  set status = 'approved', rejection_reason = null, reviewed_at = now(), reviewed_by = (select auth.uid())
  where id = p_idea_id
  returning *;
end;
$$;

create function public.reject_idea(p_idea_id uuid, p_reason text default null)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_status text;
begin
  perform private.require_admin('reject ideas');
  select status into current_status from public.ideas where id = p_idea_id for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if current_status <> 'pending' then
    raise exception 'Only pending ideas can be rejected; this idea is %', current_status using errcode = '55000';
  end if;
  return query
  update public.ideas
  set status = 'rejected',
      rejection_reason = nullif(btrim(p_reason), ''),
      reviewed_at = now(),
      reviewed_by = (select auth.uid())
  where id = p_idea_id
  returning *;
end;
$$;

/* Section - users */

-- Security definer to read e-mail and the admin flag. total_count is the number of matches before paging.
create function public.admin_list_users(p_search text default null, p_limit integer default 50, p_offset integer default 0)
returns table (
  id uuid,
  display_name text,
  avatar_url text,
  email text,
  is_admin boolean,
  is_verified boolean,
  subscription_tier text,
  created_at timestamptz,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform private.require_admin('list users');
  return query
  select p.id, p.display_name, p.avatar_url, p.email, p.is_admin, p.is_verified, p.subscription_tier, p.created_at,
         count(*) over ()
  from public.profiles as p
  where p.display_name ilike pattern
  order by p.created_at desc, p.id
  limit least(greatest(coalesce(p_limit, 50), 1), 100)
  offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

create function public.promote_user(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('promote users');
  update public.profiles set is_admin = true where id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
end;
$$;

create function public.demote_user(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_is_admin boolean;
  admin_count bigint;
begin
  perform private.require_admin('demote users');
  -- Lock every administrator row so two demotions cannot both see "another admin remains".
  perform 1 from public.profiles where is_admin order by id for update;
  select is_admin into target_is_admin from public.profiles where id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
  if not target_is_admin then
    return;
  end if;
  select count(*) into admin_count from public.profiles where is_admin;
  if admin_count <= 1 then
    raise exception 'The last administrator cannot be demoted' using errcode = '55000';
  end if;
  update public.profiles set is_admin = false where id = p_user_id;
end;
$$;

/* Section - grants: administrators are signed-in members; visitors may not even call these */

revoke execute on function public.admin_dashboard_stats() from public, anon;
revoke execute on function public.admin_pending_ideas() from public, anon;
revoke execute on function public.approve_idea(uuid) from public, anon;
revoke execute on function public.reject_idea(uuid, text) from public, anon;
revoke execute on function public.admin_list_users(text, integer, integer) from public, anon;
revoke execute on function public.promote_user(uuid) from public, anon;
revoke execute on function public.demote_user(uuid) from public, anon;
grant execute on function public.admin_dashboard_stats() to authenticated, service_role;
grant execute on function public.admin_pending_ideas() to authenticated, service_role;
grant execute on function public.approve_idea(uuid) to authenticated, service_role;
grant execute on function public.reject_idea(uuid, text) to authenticated, service_role;
grant execute on function public.admin_list_users(text, integer, integer) to authenticated, service_role;
grant execute on function public.promote_user(uuid) to authenticated, service_role;
grant execute on function public.demote_user(uuid) to authenticated, service_role;
