/*
 * A landing page's leaderboard rank counts as the leaderboard ranks: rated ideas first.
 *
 * Why: migration 20251125010000 put ideas without ratings after rated ones and replaced the sort index this rank
 * was counted on (ideas_status_score_idx) with one led by `total_ratings > 0`. Counted the old way, the rank of a
 * rated idea scoring 0 would include newer unrated ideas the leaderboard shows below it, and the count would read
 * every approved idea instead of a range of the index.
 *
 * Affects: function private.get_public_landing_page (replaced; same arguments, columns and grants). Nothing
 * destructive.
 */

create or replace function private.get_public_landing_page(p_slug text)
returns table (
  slug text,
  content jsonb,
  published_at timestamptz,
  market_demand_score numeric,
  innovation_score numeric,
  competition_score numeric,
  final_score numeric,
  rating_count integer,
  leaderboard_rank bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    lp.slug,
    lp.content,
    lp.published_at,
    i.market_demand_score,
    i.innovation_score,
    i.competition_score,
    i.final_score,
    i.total_ratings,
    -- The place on the leaderboard's default sort: rated first, final score, then the newest, then the id, all
    -- descending; a range of ideas_status_rated_score_idx.
    case when i.id is not null then 1 + (
      select count(*) from public.ideas as o
      where o.status = 'approved'
        and (o.total_ratings > 0, o.final_score, o.created_at, o.id)
          > (i.total_ratings > 0, i.final_score, i.created_at, i.id)
    ) end
  from public.landing_pages as lp
  left join public.ideas as i on i.id = lp.idea_id and i.status = 'approved'
  where lp.slug = p_slug and lp.published_at is not null;
$$;
