/*
 * The Trash tab tells a merged idea from a deleted one: private.admin_trash also answers the idea it was merged into
 * (id and title), so an administrator knows that restoring it undoes a merge (docs/decisions.md, "Merging
 * duplicate ideas").
 *
 * Rules enforced here: the same as before (administrators only; newest first; one page of at most 100), and the
 * target named only by what the row says (merged_into), whatever state the target is in now.
 *
 * Affects: private.admin_trash (dropped and created again: its answer gains two columns; the same grants). Nothing
 * destructive.
 */

drop function private.admin_trash(integer, integer);

create function private.admin_trash(p_limit integer default 20, p_offset integer default 0)
returns table (
  id uuid,
  title text,
  category text,
  status text,
  author_id uuid,
  author_display_name text,
  total_ratings integer,
  comment_count integer,
  deleted_at timestamptz,
  deleted_by uuid,
  deleted_by_display_name text,
  purge_at timestamptz,
  merged_into uuid,
  merged_into_title text,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the trash');
  return query
  select i.id, i.title, i.category, i.status, i.author_id, a.display_name, i.total_ratings, i.comment_count,
         i.deleted_at, i.deleted_by, d.display_name, i.deleted_at + private.trash_retention(), i.merged_into,
         m.title, count(*) over ()
  from public.ideas as i
  join public.profiles as a on a.id = i.author_id
  left join public.profiles as d on d.id = i.deleted_by
  left join public.ideas as m on m.id = i.merged_into
  where i.deleted_at is not null
  order by i.deleted_at desc, i.id desc
  limit least(greatest(coalesce(p_limit, 20), 1), 100)
  offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
comment on function private.admin_trash(integer, integer) is
  'One page of the trash for administrators, newest first, with who deleted each idea, when it will be purged and what a merged one was merged into.';
revoke execute on function private.admin_trash(integer, integer) from public, anon;
grant execute on function private.admin_trash(integer, integer) to authenticated, service_role;
