/*
 * Unrated ideas after rated ones, and the leaderboard's total.
 *
 * Why: an approved idea without ratings has 0 for its scores (50 for its adjusted score), which ranked it among
 * rated ideas, above them when sorted ascending. The leaderboard now orders by `total_ratings > 0` first, in every
 * sort and both directions, and shows the number of ideas its filters match, so that ideas past the first page
 * can be reached.
 *
 * The score indexes lead with the same expression after the status, so the descending sorts (the leaderboard's
 * default and the only ones it opens with) are still read from an index and stop after one page: a backward scan
 * gives rated ideas first, best first. Ascending sorts put rated ideas first too, which is not the index's reverse:
 * those are sorted, as rare views they are not worth a second set of indexes on every rating's write.
 *
 * private.search_idea_page orders the same way. private.idea_count counts what the list's filters match among the
 * ideas the caller may see, planned with its owner's rights for the same reason as the search (migration
 * 20251122000200): under the policies ILIKE is planned blind.
 *
 * Affects: the ideas' sort indexes (dropped and created again with the rated flag), the created-date index for the
 * leaderboard (new; ideas_status_created_idx stays for the queues that order by date alone), functions
 * private.search_idea_page (replaced) and private.idea_count (new). Nothing destructive: no data changes.
 */

drop index public.ideas_status_score_idx;
drop index public.ideas_status_adjusted_idx;
drop index public.ideas_status_spread_idx;
drop index public.ideas_status_ratings_idx;
drop index public.ideas_status_category_score_idx;
drop index public.ideas_status_category_adjusted_idx;
drop index public.ideas_status_category_spread_idx;

create index ideas_status_rated_score_idx on public.ideas (status, (total_ratings > 0), final_score, created_at, id);
create index ideas_status_rated_adjusted_idx
  on public.ideas (status, (total_ratings > 0), adjusted_score, created_at, id);
create index ideas_status_rated_spread_idx on public.ideas (status, (total_ratings > 0), spread, created_at, id);
create index ideas_status_rated_ratings_idx
  on public.ideas (status, (total_ratings > 0), total_ratings, created_at, id);
create index ideas_status_rated_created_idx on public.ideas (status, (total_ratings > 0), created_at, id);
create index ideas_status_category_rated_score_idx
  on public.ideas (status, category, (total_ratings > 0), final_score, created_at, id);
create index ideas_status_category_rated_adjusted_idx
  on public.ideas (status, category, (total_ratings > 0), adjusted_score, created_at, id);
create index ideas_status_category_rated_spread_idx
  on public.ideas (status, category, (total_ratings > 0), spread, created_at, id);

create or replace function private.search_idea_page(
  p_pattern text,
  p_status text,
  p_category text,
  p_sort text,
  p_order text,
  p_limit integer,
  p_offset integer
)
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
rows 50
as $$
declare
  sort_column text := case p_sort
    when 'finalScore' then 'final_score'
    when 'adjustedScore' then 'adjusted_score'
    when 'spread' then 'spread'
    when 'totalRatings' then 'total_ratings'
    when 'createdAt' then 'created_at'
  end;
  direction text := case p_order when 'asc' then 'asc' when 'desc' then 'desc' end;
begin
  if sort_column is null or direction is null then
    raise exception 'Unknown sort % %', p_sort, p_order using errcode = '22023';
  end if;
  -- Dynamic, so each search is planned with its own pattern and category (a custom plan every time).
  return query execute format(
    $sql$
      select i.id from public.ideas as i
      where private.idea_search_text(i.title, i.description, i.tags) ilike $1
        and i.status = $2
        and ($3::text is null or i.category = $3)
        and (i.status = 'approved'
             or private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin())))
      order by (i.total_ratings > 0) desc, i.%1$I %2$s, i.created_at %2$s, i.id %2$s
      limit $4 offset $5
    $sql$,
    sort_column, direction
  ) using p_pattern, p_status, p_category, p_limit, p_offset;
end;
$$;

create function private.idea_count(p_pattern text, p_status text, p_category text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
begin
  -- Dynamic, like the search: a plan for this pattern (or none) and category.
  execute
    'select count(*) from public.ideas as i
      where ($1::text is null or private.idea_search_text(i.title, i.description, i.tags) ilike $1)
        and i.status = $2
        and ($3::text is null or i.category = $3)
        and (i.status = ''approved''
             or private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin())))'
    into total
    using p_pattern, p_status, p_category;
  return total;
end;
$$;
comment on function private.idea_count(text, text, text) is
  'How many ideas the caller may see match the leaderboard''s filters (an ILIKE pattern or null, a status, a category or null).';

revoke execute on function private.idea_count(text, text, text) from public;
grant execute on function private.idea_count(text, text, text) to anon, authenticated, service_role;
