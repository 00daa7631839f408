/*
 * Read versions per resource. One global read version (20251124010000_read_version.sql) made any write anywhere
 * stale every public answer: a rating on one idea sent the roadmap, every profile and every other idea's page back
 * to the database. Now each answer names the resources it shows, and a write moves on only the resources whose
 * answers it changes:
 *
 *   idea:<id>     the idea's page, its scores, comments, ratings and pending edit
 *   lists         every list of ideas (leaderboard, search, home) and every idea's category median: any idea row
 *   profile:<id>  the member's profile, their ideas, their ratings history
 *   profiles      every ratings history: an idea's title, status or trash shown in its raters' histories
 *   roadmap       the roadmap
 *   page:<slug>   a published landing page (it shows its idea's title and scores)
 *
 * An answer's version is the global version plus its resources' versions. The global version stays: a trigger
 * still calling private.bump_read_version() (new tables included) moves every answer on, which is always safe; so
 * does a change shown everywhere (a member's display name, who is an administrator). private.read_version() with
 * no argument is now the sum of everything, so "anything changed" still reads the way it did.
 *
 * Cheap on writes: the same sharding as the global version (a writer bumps the row of its backend, pid modulo 64,
 * so concurrent raters rarely wait on each other's row lock for "lists"), one upsert per written row. Rows of a
 * resource appear on its first write; a resource never written reads as 0.
 *
 * Affects: new table private.read_versions, new functions private.read_version(text[]),
 * private.bump_read_versions(text[]) and four trigger functions; private.read_version() now also sums the
 * per-resource rows. The statement triggers bump_read_version on public.ideas, ratings, comments, idea_edits,
 * profiles and roadmap_items and the three landing-page triggers are replaced by per-resource ones (a truncate still
 * moves the global version). Nothing destructive.
 */

create table private.read_versions (
  resource text not null check (char_length(resource) between 1 and 100),
  shard smallint not null check (shard between 0 and 63),
  bumps bigint not null,
  primary key (resource, shard)
);

comment on table private.read_versions is
  'Per-resource read versions, sharded like private.read_version_shards: a resource''s version is its rows'' sum.';

-- Only the owner reads (the API connects as postgres) and the definer functions below write.
alter table private.read_versions enable row level security;
revoke all on private.read_versions from public, anon, authenticated, service_role;

create or replace function private.read_version()
returns bigint
language sql
stable
set search_path = ''
as $$
  select (select sum(bumps) from private.read_version_shards)
       + coalesce((select sum(bumps) from private.read_versions), 0)::bigint
$$;

comment on function private.read_version() is
  'The version of everything public answers show: moves on in the same transaction as any change to it.';

-- Stable, not a definer: only the owner calls it, once per conditional request, before the page's query.
create function private.read_version(p_resources text[])
returns bigint
language sql
stable
set search_path = ''
as $$
  select (select sum(bumps) from private.read_version_shards)
       + coalesce((select sum(bumps) from private.read_versions where resource = any (p_resources)), 0)::bigint
$$;

comment on function private.read_version(text[]) is
  'The version of an answer showing these resources: the global version plus theirs.';

revoke execute on function private.read_version(text[]) from public, anon, authenticated, service_role;

-- Definer: the writers (members through RLS) have no right on the table. Distinct, since one upsert cannot touch the
-- same row twice.
create function private.bump_read_versions(p_resources text[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.read_versions as v (resource, shard, bumps)
  select distinct r, (pg_catalog.pg_backend_pid() % 64)::smallint, 1
  from unnest(p_resources) as r
  where r is not null
  on conflict (resource, shard) do update set bumps = v.bumps + 1
$$;

comment on function private.bump_read_versions(text[]) is
  'Moves these resources'' read versions on with the writing transaction.';

revoke execute on function private.bump_read_versions(text[]) from public, anon, authenticated, service_role;

/* Section - ideas: the idea, every list, its author's profile, its published landing pages */

create function private.bump_idea_read_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[] := array_remove(array[old.id, new.id], null);
  shown_by_raters boolean := tg_op <> 'UPDATE'
    or old.title is distinct from new.title
    or old.status is distinct from new.status
    or (old.deleted_at is null) <> (new.deleted_at is null);
begin
  perform private.bump_read_versions(
    array['lists', 'idea:' || old.id, 'idea:' || new.id, 'profile:' || old.author_id, 'profile:' || new.author_id,
          case when shown_by_raters then 'profiles' end]
    || array(select 'page:' || lp.slug from public.landing_pages as lp
             where lp.idea_id = any (ids) and lp.published_at is not null)
  );
  return null;
end
$$;

/* Section - rows named by a column: a rating (its idea, its rater), a comment or pending edit (its idea) */

-- The trigger's arguments are pairs of a resource's prefix and the column that names it; old and new rows both
-- count (a row moved from one idea to another changes both).
create function private.bump_row_read_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  written jsonb[] := array_remove(array[to_jsonb(old), to_jsonb(new)], null);
begin
  perform private.bump_read_versions(array(
    select tg_argv[i] || (r ->> tg_argv[i + 1])
    from generate_series(0, tg_nargs - 1, 2) as i, unnest(written) as r
  ));
  return null;
end
$$;

/* Section - profiles: the member's own answers; a name or role shown everywhere moves everything */

create function private.bump_profile_read_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (
      old.display_name is distinct from new.display_name
      or old.avatar_url is distinct from new.avatar_url
      or old.is_verified is distinct from new.is_verified
      or old.is_admin is distinct from new.is_admin)) then
    update private.read_version_shards set bumps = bumps + 1 where shard = pg_catalog.pg_backend_pid() % 64;
  end if;
  perform private.bump_read_versions(array['profile:' || coalesce(new.id, old.id)]);
  return null;
end
$$;

/* Section - a resource named by the trigger (the roadmap) */

create function private.bump_named_read_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.bump_read_versions(tg_argv::text[]);
  return null;
end
$$;

-- Trigger functions are fired, never called.
revoke execute on function private.bump_idea_read_versions() from public, anon, authenticated, service_role;
revoke execute on function private.bump_row_read_versions() from public, anon, authenticated, service_role;
revoke execute on function private.bump_profile_read_versions() from public, anon, authenticated, service_role;
revoke execute on function private.bump_named_read_version() from public, anon, authenticated, service_role;

/* Section - the triggers: per row for the resources, per statement for a truncate (the global version) */

drop trigger bump_read_version on public.ideas;
drop trigger bump_read_version on public.ratings;
drop trigger bump_read_version on public.comments;
drop trigger bump_read_version on public.idea_edits;
drop trigger bump_read_version on public.profiles;
drop trigger bump_read_version on public.roadmap_items;
drop trigger bump_read_version_on_publish on public.landing_pages;
drop trigger bump_read_version_on_published_change on public.landing_pages;
drop trigger bump_read_version_on_published_delete on public.landing_pages;

create trigger bump_read_versions after insert or update or delete on public.ideas
for each row execute function private.bump_idea_read_versions();

create trigger bump_read_versions after insert or update or delete on public.ratings
for each row execute function private.bump_row_read_versions('idea:', 'idea_id', 'profile:', 'user_id');

create trigger bump_read_versions after insert or update or delete on public.comments
for each row execute function private.bump_row_read_versions('idea:', 'idea_id');

create trigger bump_read_versions after insert or update or delete on public.idea_edits
for each row execute function private.bump_row_read_versions('idea:', 'idea_id');

create trigger bump_read_versions after insert or update or delete on public.profiles
for each row execute function private.bump_profile_read_versions();

create trigger bump_read_versions after insert or update or delete on public.roadmap_items
for each statement execute function private.bump_named_read_version('roadmap');

create trigger bump_read_versions_on_publish after insert on public.landing_pages
for each row when (new.published_at is not null)
execute function private.bump_row_read_versions('page:', 'slug');

create trigger bump_read_versions_on_published_change after update on public.landing_pages
for each row when (old.published_at is not null or new.published_at is not null)
execute function private.bump_row_read_versions('page:', 'slug');

create trigger bump_read_versions_on_published_delete after delete on public.landing_pages
for each row when (old.published_at is not null)
execute function private.bump_row_read_versions('page:', 'slug');

create trigger bump_read_version_on_truncate after truncate on public.ideas
for each statement execute function private.bump_read_version();

create trigger bump_read_version_on_truncate after truncate on public.ratings
for each statement execute function private.bump_read_version();

create trigger bump_read_version_on_truncate after truncate on public.comments
for each statement execute function private.bump_read_version();

create trigger bump_read_version_on_truncate after truncate on public.idea_edits
for each statement execute function private.bump_read_version();

create trigger bump_read_version_on_truncate after truncate on public.profiles
for each statement execute function private.bump_read_version();

create trigger bump_read_version_on_truncate after truncate on public.roadmap_items
for each statement execute function private.bump_read_version();

create trigger bump_read_version_on_truncate after truncate on public.landing_pages
for each statement execute function private.bump_read_version();
