/*
 * Leaderboard search that the planner can plan well under row-level security.
 *
 * As anon or authenticated, `idea_search_text(...) ilike pattern` sits behind the ideas' SELECT policies; ILIKE is
 * not leakproof, so Postgres neither uses the statistics of the trigram index's expression nor evaluates the match
 * before the policies. Blind, it read every approved idea of a category and sorted them (360 ms on 100 000 ideas)
 * where, with statistics, it walks the score index and stops after one page (5 ms), or uses the trigram index for a
 * rare term. search_idea_page() plans the page with its owner's rights, where the statistics apply, and keeps only
 * ideas the caller may see, by the rule of the ideas' SELECT policies: approved ones, the caller's own, all of them
 * for administrators. It returns ids only: the API then selects those ideas from public.ideas as the caller, so the
 * policies still decide what is returned.
 *
 * Affects: function private.search_idea_page (new). Nothing destructive.
 */

create function private.search_idea_page(
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
        and (i.status = 'approved' or i.author_id = (select auth.uid()) or (select private.is_admin()))
      order by i.%1$I %2$s, i.created_at %2$s, i.id %2$s
      limit $4 offset $5
    $sql$,
    sort_column, direction
  ) using p_pattern, p_status, p_category, p_limit, p_offset;
end;
$$;
comment on function private.search_idea_page(text, text, text, text, text, integer, integer) is
  'One page of ids of the ideas the caller may see whose title, description or tags match an ILIKE pattern.';

revoke execute on function private.search_idea_page(text, text, text, text, text, integer, integer) from public;
grant execute on function private.search_idea_page(text, text, text, text, text, integer, integer)
  to anon, authenticated, service_role;
