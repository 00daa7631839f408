/*
 * What a visitor can read off a tag must be no more than what the answer shows. A version is public once a public
 * answer's ETag names it: a member's profile version moving at the moment an idea's rating count grows would tell
 * anyone who rated it anonymously. So a write seen by the member alone moves `member:<id>`, a resource only that
 * member's own tags name (routes/common/conditional.ts adds it to every signed-in caller's resources):
 *
 *   - an anonymous rating: in its rater's own history only (others see named ratings);
 *   - a profile change of columns no public answer shows (e-mail, suspension, timestamps).
 *
 * Affects: new function private.bump_rating_read_versions() and the ratings' bump_read_versions trigger now calls
 * it; private.bump_profile_read_versions() replaced. Nothing destructive.
 */

create function private.bump_rating_read_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An insert has no old row (its flag is null: the profile's name of a null id is null, and is skipped).
  perform private.bump_read_versions(array[
    'idea:' || old.idea_id,
    'idea:' || new.idea_id,
    case when old.is_anonymous then 'member:' else 'profile:' end || old.user_id,
    case when new.is_anonymous then 'member:' else 'profile:' end || new.user_id
  ]);
  return null;
end
$$;

revoke execute on function private.bump_rating_read_versions() from public, anon, authenticated, service_role;

drop trigger bump_read_versions on public.ratings;

create trigger bump_read_versions after insert or update or delete on public.ratings
for each row execute function private.bump_rating_read_versions();

create or replace function private.bump_profile_read_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shown boolean := tg_op <> 'UPDATE'
    or (old.display_name, old.bio, old.avatar_url, old.social_links, old.is_verified, old.subscription_tier)
       is distinct from (new.display_name, new.bio, new.avatar_url, new.social_links, new.is_verified,
                         new.subscription_tier);
begin
  -- A name, an avatar or a role is shown on ideas, comments and ratings everywhere: every answer moves on.
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (
      old.display_name is distinct from new.display_name
      or old.avatar_url is distinct from new.avatar_url
      or old.is_verified is distinct from new.is_verified
      or old.is_admin is distinct from new.is_admin)) then
    update private.read_version_shards set bumps = bumps + 1 where shard = pg_catalog.pg_backend_pid() % 64;
  end if;
  perform private.bump_read_versions(
    array[case when shown then 'profile:' else 'member:' end || coalesce(new.id, old.id)]
  );
  return null;
end
$$;
