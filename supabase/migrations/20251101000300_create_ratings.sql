/*
 * Ratings: a member's scores for someone else's approved idea, and the trigger that keeps the idea's scores.
 *
 * Affects: public.ratings (new), aggregate columns of public.ideas.
 * Rules enforced here:
 *   - three integer scores from 0 to 100;
 *   - one rating per member per idea (unique constraint);
 *   - only approved ideas can be rated, and never by their author (trigger with clear messages);
 *   - members rate only as themselves (policy);
 *   - the rater of an anonymous rating is never shown to others: user_id is not readable by the API roles,
 *     and get_idea_ratings() reveals it only for named ratings and the caller's own;
 *   - the idea's sums and count change by exactly one rating per rating written, under the idea row's lock,
 *     so they stay exact under concurrency without re-scanning the ratings.
 * Nothing destructive.
 */

/* Section - ratings */

create table public.ratings (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references public.ideas (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  market_demand smallint not null check (market_demand between 0 and 100),
  innovation smallint not null check (innovation between 0 and 100),
  competition smallint not null check (competition between 0 and 100),
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  constraint ratings_one_per_user_per_idea unique (idea_id, user_id)
);
comment on table public.ratings is 'One member''s scores for one approved idea. The rater of an anonymous rating stays hidden.';

alter table public.ratings enable row level security;

create index ratings_user_id_idx on public.ratings (user_id);

-- user_id is left out of the read grant: who rated is revealed only through get_idea_ratings().
revoke all on public.ratings from anon, authenticated;
grant select (id, idea_id, market_demand, innovation, competition, is_anonymous, created_at)
  on public.ratings to anon, authenticated;
grant insert (idea_id, user_id, market_demand, innovation, competition, is_anonymous)
  on public.ratings to authenticated;
grant all on public.ratings to service_role;

/* Section - triggers */

-- Security definer: the author and status of a pending idea are not visible to the rater.
create function private.check_rating_target()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  select i.author_id, i.status into target from public.ideas as i where i.id = new.idea_id;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if target.author_id = new.user_id then
    raise exception 'You cannot rate your own idea.' using errcode = '42501';
  end if;
  if target.status <> 'approved' then
    raise exception 'Only approved ideas can be rated' using errcode = '55000';
  end if;
  return new;
end;
$$;

create trigger ratings_check_target
  before insert or update of idea_id, user_id on public.ratings
  for each row execute function private.check_rating_target();

-- O(1) per rating: add or remove one rating's scores. The UPDATE locks the idea row, so concurrent ratings of
-- one idea apply one after another, each on the committed sums. Security definer: members cannot write sums.
create function private.apply_rating_to_idea()
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
        competition_sum = competition_sum - old.competition
    where id = old.idea_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update public.ideas
    set total_ratings = total_ratings + 1,
        market_demand_sum = market_demand_sum + new.market_demand,
        innovation_sum = innovation_sum + new.innovation,
        competition_sum = competition_sum + new.competition
    where id = new.idea_id;
  end if;
  return null;
end;
$$;

create trigger ratings_apply_to_idea
  after insert or update or delete on public.ratings
  for each row execute function private.apply_rating_to_idea();

/* Section - policies */

-- SELECT(ratings) anon: visitors see the ratings of published ideas.
create policy "visitors can read ratings of approved ideas"
  on public.ratings for select to anon
  using (idea_id in (select i.id from public.ideas as i where i.status = 'approved'));

-- SELECT(ratings) authenticated: ratings of every idea the member can see (ideas' own policy decides).
create policy "members can read ratings of ideas they can see"
  on public.ratings for select to authenticated
  using (idea_id in (select i.id from public.ideas as i));

-- INSERT(ratings) authenticated: members rate as themselves; the trigger checks the idea.
create policy "members can rate as themselves"
  on public.ratings for insert to authenticated
  with check (user_id = (select auth.uid()));

-- No UPDATE or DELETE policy: a rating is final.

/* Section - RPC: an idea's ratings with the raters that may be shown */

-- Security definer to read user_id; it applies the ideas' visibility itself and hides anonymous raters.
create function public.get_idea_ratings(p_idea_id uuid)
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
  select
    r.id,
    r.idea_id,
    case when not r.is_anonymous or r.user_id = (select auth.uid()) then r.user_id end,
    case when not r.is_anonymous or r.user_id = (select auth.uid()) then p.display_name end,
    r.market_demand,
    r.innovation,
    r.competition,
    r.is_anonymous,
    coalesce(r.user_id = (select auth.uid()), false),
    r.created_at
  from public.ratings as r
  join public.ideas as i on i.id = r.idea_id
  join public.profiles as p on p.id = r.user_id
  where r.idea_id = p_idea_id
    and (i.status = 'approved' or i.author_id = (select auth.uid()) or (select private.is_admin()))
  order by r.created_at desc, r.id;
$$;
comment on function public.get_idea_ratings(uuid) is
  'Ratings of one visible idea, newest first; rater shown only for named ratings and the caller''s own.';

grant execute on function public.get_idea_ratings(uuid) to anon, authenticated, service_role;
