/*
 * The public roadmap now shows each item's ideas with their titles and scores, so a change to an idea on the
 * roadmap (a rating moving its scores, a new title, leaving approved or going to the trash) changes the roadmap's
 * answer too. Only those ideas move the roadmap's read version: a rating of any other idea leaves it, as before.
 *
 * Rules enforced here: an idea row on a roadmap item (before or after the write) moves 'roadmap' with its own
 * resources.
 *
 * Affects: private.bump_idea_read_versions (replaced: the latest version, from 20251126130000, plus 'roadmap').
 * Nothing destructive.
 */

create or replace function private.bump_idea_read_versions()
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
  on_roadmap boolean := old.roadmap_item_id is not null or new.roadmap_item_id is not null;
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  perform private.bump_read_versions(
    array['lists', 'idea:' || old.id, 'idea:' || new.id, 'profile:' || old.author_id, 'profile:' || new.author_id,
          case when shown_by_raters then 'profiles' end, case when on_roadmap then 'roadmap' end]
    || array(select 'page:' || lp.slug from public.landing_pages as lp
             where lp.idea_id = any (ids) and lp.published_at is not null)
  );
  return null;
end
$$;
