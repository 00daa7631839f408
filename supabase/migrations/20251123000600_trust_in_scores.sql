/*
 * Trust in a score: how much the ratings behind a mean can be believed (docs/product-spec.md section 9, "Trust
 * in a score"; docs/decisions.md, "fixed prior").
 *
 * A mean of two ratings ranks above a mean of twenty, and a 50 of unanimous raters reads like a 50 of raters who
 * split 0 against 100. Each idea now also keeps, per dimension, the sum of squared scores and a ten-band
 * histogram, plus the sum of squared overall scores. From these and the existing sums, stored generated columns
 * give the adjusted scores (the mean pulled towards 50 as if five more ratings of 50 had been given), the
 * spreads (population standard deviations) and the score margin (the 95 % band of the final score). The rating
 * trigger keeps the new sums in O(1) per rating written, in the same UPDATE of the idea row as the old sums, so
 * they stay exact under concurrency like those.
 *
 * Also: indexes so the leaderboard pages sorted by adjusted score or by spread are index range scans; the search
 * page accepts those sorts; functions for the score details (category medians), paged ratings with the caller's
 * own rating, and a member's rating history that never shows an anonymous rating under its rater's name to
 * anyone but the rater.
 *
 * Affects: public.ideas (new columns: 4 sums of squares, 3 histograms, 9 generated; 4 new indexes; the table is
 * rewritten once); function private.apply_rating_to_idea (also keeps the new columns); private.search_idea_page
 * (two more sorts, same signature); new functions private.population_sd, private.category_score_medians,
 * private.get_idea_ratings_page, private.get_my_rating, private.user_rating_history.
 * Not destructive: the new columns are filled from the existing ratings here.
 */

/* Section - the statistic the generated columns share */

-- Population standard deviation from a count, a sum and a sum of squares: sqrt(n*sumsq - sum^2) / n keeps the
-- numerator an exact integer, so equal scores give exactly 0. Unrounded: callers round what they show.
create function private.population_sd(sum_of_squares numeric, total numeric, n integer)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when n > 0 then sqrt(greatest(0, n * sum_of_squares - total * total)) / n else 0 end;
$$;
comment on function private.population_sd(numeric, numeric, integer) is
  'Population standard deviation of n values given their sum and sum of squares; 0 for no values.';

-- Generated columns evaluate it as whoever writes an idea: members submit and edit ideas, visitors never write.
revoke execute on function private.population_sd(numeric, numeric, integer) from public, anon;
grant execute on function private.population_sd(numeric, numeric, integer) to authenticated, service_role;

/* Section - the new columns */

-- Rating writes wait here until the new columns are filled: a rating written meanwhile would change sums that the
-- fill below reads. Locked before ideas, in the order a rating write takes them, so neither waits on the other.
lock table public.ratings in exclusive mode;

alter table public.ideas
  add column market_demand_sumsq bigint not null default 0,
  add column innovation_sumsq bigint not null default 0,
  add column competition_sumsq bigint not null default 0,
  -- Sum over ratings of (market_demand + innovation + competition)^2: the spread of the overall score.
  add column overall_sumsq bigint not null default 0,
  -- Ratings per band of ten points: element i (1-based) counts scores 10*(i-1) .. 10*(i-1)+9, the last 90-100.
  add column market_demand_histogram integer[] not null default '{0,0,0,0,0,0,0,0,0,0}'
    check (array_ndims(market_demand_histogram) = 1 and array_lower(market_demand_histogram, 1) = 1
           and cardinality(market_demand_histogram) = 10),
  add column innovation_histogram integer[] not null default '{0,0,0,0,0,0,0,0,0,0}'
    check (array_ndims(innovation_histogram) = 1 and array_lower(innovation_histogram, 1) = 1
           and cardinality(innovation_histogram) = 10),
  add column competition_histogram integer[] not null default '{0,0,0,0,0,0,0,0,0,0}'
    check (array_ndims(competition_histogram) = 1 and array_lower(competition_histogram, 1) = 1
           and cardinality(competition_histogram) = 10);

-- The new sums from the ratings as they are now.
with bands as (
  select r.idea_id, b.band,
    (count(*) filter (where least(r.market_demand / 10, 9) = b.band))::integer as market_demand,
    (count(*) filter (where least(r.innovation / 10, 9) = b.band))::integer as innovation,
    (count(*) filter (where least(r.competition / 10, 9) = b.band))::integer as competition
  from public.ratings as r
  cross join generate_series(0, 9) as b(band)
  group by r.idea_id, b.band
),
histograms as (
  select idea_id,
    array_agg(market_demand order by band) as market_demand,
    array_agg(innovation order by band) as innovation,
    array_agg(competition order by band) as competition
  from bands
  group by idea_id
),
squares as (
  select r.idea_id,
    sum(r.market_demand::bigint * r.market_demand) as market_demand,
    sum(r.innovation::bigint * r.innovation) as innovation,
    sum(r.competition::bigint * r.competition) as competition,
    sum((r.market_demand + r.innovation + r.competition)::bigint * (r.market_demand + r.innovation + r.competition))
      as overall
  from public.ratings as r
  group by r.idea_id
)
update public.ideas as i
set market_demand_sumsq = s.market_demand,
    innovation_sumsq = s.innovation,
    competition_sumsq = s.competition,
    overall_sumsq = s.overall,
    market_demand_histogram = h.market_demand,
    innovation_histogram = h.innovation,
    competition_histogram = h.competition
from squares as s
join histograms as h using (idea_id)
where i.id = s.idea_id;

-- Derived columns, rounded to 2 decimals. Prior: 5 ratings of 50 (m = 5, C = 50), so m*C = 250 per dimension.
alter table public.ideas
  add column market_demand_adjusted numeric(5, 2) generated always as (
    round((250 + market_demand_sum)::numeric / (5 + total_ratings), 2)
  ) stored,
  add column innovation_adjusted numeric(5, 2) generated always as (
    round((250 + innovation_sum)::numeric / (5 + total_ratings), 2)
  ) stored,
  add column competition_adjusted numeric(5, 2) generated always as (
    round((250 + competition_sum)::numeric / (5 + total_ratings), 2)
  ) stored,
  add column adjusted_score numeric(5, 2) generated always as (
    round((750 + market_demand_sum + innovation_sum + competition_sum)::numeric / (3 * (5 + total_ratings)), 2)
  ) stored,
  add column market_demand_spread numeric(5, 2) generated always as (
    round(private.population_sd(market_demand_sumsq, market_demand_sum, total_ratings), 2)
  ) stored,
  add column innovation_spread numeric(5, 2) generated always as (
    round(private.population_sd(innovation_sumsq, innovation_sum, total_ratings), 2)
  ) stored,
  add column competition_spread numeric(5, 2) generated always as (
    round(private.population_sd(competition_sumsq, competition_sum, total_ratings), 2)
  ) stored,
  -- From the base sums: a generated column cannot read another one.
  add column spread numeric(5, 2) generated always as (
    round((private.population_sd(market_demand_sumsq, market_demand_sum, total_ratings)
           + private.population_sd(innovation_sumsq, innovation_sum, total_ratings)
           + private.population_sd(competition_sumsq, competition_sum, total_ratings)) / 3, 2)
  ) stored,
  -- 1.96 * sd / sqrt(n), sd of the per-rating overall score (md+in+co)/3, which is a third of the sd of md+in+co.
  add column score_margin numeric(5, 2) generated always as (
    case when total_ratings > 0 then
      round(1.96 * private.population_sd(overall_sumsq, market_demand_sum + innovation_sum + competition_sum,
                                         total_ratings) / 3 / sqrt(total_ratings::numeric), 2)
    end
  ) stored;

comment on column public.ideas.adjusted_score is
  'Mean of the three dimensions with 5 ratings of 50 added: few ratings stay near the middle.';
comment on column public.ideas.spread is 'Mean of the three dimensions'' population standard deviations.';
comment on column public.ideas.score_margin is
  'Half-width of the 95 % band around final_score; null without ratings.';

-- Members keep their column grants on ideas (the content columns): none of these is theirs to write.

-- One index per sort, ending in the API's tie-breakers, so the first page is an index range scan.
create index ideas_status_adjusted_idx on public.ideas (status, adjusted_score, created_at, id);
create index ideas_status_spread_idx on public.ideas (status, spread, created_at, id);
create index ideas_status_category_adjusted_idx on public.ideas (status, category, adjusted_score, created_at, id);
create index ideas_status_category_spread_idx on public.ideas (status, category, spread, created_at, id);

/* Section - the rating trigger */

-- O(1) per rating, as before: one UPDATE takes one rating out (old) and one puts one in (new), each changing the
-- sums, the sums of squares and one band of each histogram. The UPDATE locks the idea row, so concurrent ratings
-- of one idea apply one after another. Security definer: members cannot write the aggregates.
create or replace function private.apply_rating_to_idea()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update public.ideas
    set total_ratings = total_ratings - 1,
        market_demand_sum = market_demand_sum - old.market_demand,
        innovation_sum = innovation_sum - old.innovation,
        competition_sum = competition_sum - old.competition,
        market_demand_sumsq = market_demand_sumsq - old.market_demand::bigint * old.market_demand,
        innovation_sumsq = innovation_sumsq - old.innovation::bigint * old.innovation,
        competition_sumsq = competition_sumsq - old.competition::bigint * old.competition,
        overall_sumsq = overall_sumsq
          - (old.market_demand + old.innovation + old.competition)::bigint
            * (old.market_demand + old.innovation + old.competition),
        market_demand_histogram[least(old.market_demand / 10, 9) + 1] =
          market_demand_histogram[least(old.market_demand / 10, 9) + 1] - 1,
        innovation_histogram[least(old.innovation / 10, 9) + 1] =
          innovation_histogram[least(old.innovation / 10, 9) + 1] - 1,
        competition_histogram[least(old.competition / 10, 9) + 1] =
          competition_histogram[least(old.competition / 10, 9) + 1] - 1
    where id = old.idea_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.ideas
    set total_ratings = total_ratings + 1,
        market_demand_sum = market_demand_sum + new.market_demand,
        innovation_sum = innovation_sum + new.innovation,
        competition_sum = competition_sum + new.competition,
        market_demand_sumsq = market_demand_sumsq + new.market_demand::bigint * new.market_demand,
        innovation_sumsq = innovation_sumsq + new.innovation::bigint * new.innovation,
        competition_sumsq = competition_sumsq + new.competition::bigint * new.competition,
        overall_sumsq = overall_sumsq
          + (new.market_demand + new.innovation + new.competition)::bigint
            * (new.market_demand + new.innovation + new.competition),
        market_demand_histogram[least(new.market_demand / 10, 9) + 1] =
          market_demand_histogram[least(new.market_demand / 10, 9) + 1] + 1,
        innovation_histogram[least(new.innovation / 10, 9) + 1] =
          innovation_histogram[least(new.innovation / 10, 9) + 1] + 1,
        competition_histogram[least(new.competition / 10, 9) + 1] =
          competition_histogram[least(new.competition / 10, 9) + 1] + 1
    where id = new.idea_id;
  end if;
  return null;
end;
$$;

/* Section - search: two more sorts */

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
      order by i.%1$I %2$s, i.created_at %2$s, i.id %2$s
      limit $4 offset $5
    $sql$,
    sort_column, direction
  ) using p_pattern, p_status, p_category, p_limit, p_offset;
end;
$$;

/* Section - score details */

-- Security invoker: it reads approved ideas only, which every caller may read anyway.
create function private.category_score_medians(p_category text)
returns table (market_demand numeric, innovation numeric, competition numeric)
language sql
stable
set search_path = ''
as $$
  select
    round((percentile_cont(0.5) within group (order by i.market_demand_score))::numeric, 2),
    round((percentile_cont(0.5) within group (order by i.innovation_score))::numeric, 2),
    round((percentile_cont(0.5) within group (order by i.competition_score))::numeric, 2)
  from public.ideas as i
  where i.status = 'approved' and i.category = p_category and i.total_ratings > 0;
$$;
comment on function private.category_score_medians(text) is
  'Per dimension, the median of the means of the category''s approved ideas that have ratings; null if none.';

revoke execute on function private.category_score_medians(text) from public;
grant execute on function private.category_score_medians(text) to anon, authenticated, service_role;

/* Section - ratings of an idea, a page at a time */

-- Security invoker over get_idea_ratings, which decides what the caller may see of whom; this only pages it.
-- total counts every rating the caller may see, so an empty page (offset past the end) carries no total.
create function private.get_idea_ratings_page(p_idea_id uuid, p_limit integer, p_offset integer)
returns table (
  id uuid,
  idea_id uuid,
  user_id uuid,
  rater_display_name text,
  market_demand smallint,
  innovation smallint,
  competition smallint,
  is_anonymous boolean,
  is_own boolean,
  created_at timestamptz,
  total bigint
)
language sql
stable
set search_path = ''
as $$
  select r.*, count(*) over ()
  from private.get_idea_ratings(p_idea_id) as r
  order by r.created_at desc, r.id
  limit p_limit offset p_offset;
$$;
comment on function private.get_idea_ratings_page(uuid, integer, integer) is
  'One page of get_idea_ratings (newest first) with the number of ratings on all pages.';

revoke execute on function private.get_idea_ratings_page(uuid, integer, integer) from public;
grant execute on function private.get_idea_ratings_page(uuid, integer, integer)
  to anon, authenticated, service_role;

-- The caller's own rating of an idea they may see, by the one-per-member key: no scan of the idea's ratings.
-- Security definer because user_id is not readable by members. Visitors get no row: the API asks on every
-- ratings page, signed in or not.
create function private.get_my_rating(p_idea_id uuid)
returns table (
  id uuid,
  idea_id uuid,
  user_id uuid,
  rater_display_name text,
  market_demand smallint,
  innovation smallint,
  competition smallint,
  is_anonymous boolean,
  is_own boolean,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.idea_id, r.user_id, p.display_name, r.market_demand, r.innovation, r.competition,
         r.is_anonymous, true, r.created_at
  from public.ratings as r
  join public.ideas as i on i.id = r.idea_id
  join public.profiles as p on p.id = r.user_id
  where r.idea_id = p_idea_id
    and r.user_id = (select auth.uid())
    and private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin()));
$$;
comment on function private.get_my_rating(uuid) is
  'The caller''s own rating of a visible idea, with the same columns as get_idea_ratings; none for visitors.';

revoke execute on function private.get_my_rating(uuid) from public;
grant execute on function private.get_my_rating(uuid) to anon, authenticated, service_role;

/* Section - a member's rating history */

-- Security definer to read user_id. To the member themselves: every rating they gave, anonymous ones marked.
-- To anyone else, administrators and visitors included: only named ratings of approved ideas, so an anonymous
-- rating never appears under its rater's name.
create function private.user_rating_history(p_user_id uuid, p_limit integer, p_offset integer)
returns table (
  id uuid,
  idea_id uuid,
  idea_title text,
  market_demand smallint,
  innovation smallint,
  competition smallint,
  is_anonymous boolean,
  created_at timestamptz,
  total bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.idea_id, i.title, r.market_demand, r.innovation, r.competition, r.is_anonymous, r.created_at,
         count(*) over ()
  from public.ratings as r
  join public.ideas as i on i.id = r.idea_id
  where r.user_id = p_user_id
    and (p_user_id = (select auth.uid()) or (not r.is_anonymous and i.status = 'approved'))
  order by r.created_at desc, r.id
  limit p_limit offset p_offset;
$$;
comment on function private.user_rating_history(uuid, integer, integer) is
  'A member''s ratings, newest first: all of them to the member, only named ones of approved ideas to others.';

revoke execute on function private.user_rating_history(uuid, integer, integer) from public;
grant execute on function private.user_rating_history(uuid, integer, integer) to anon, authenticated, service_role;
