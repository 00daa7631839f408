/*
 * Deleting an idea moves it to a trash for 30 days instead of removing it with its ratings, comments and landing
 * pages (docs/decisions.md, "Deleted ideas go to a trash").
 *
 * Rules enforced here:
 *   - ideas.deleted_at (and deleted_by) mark an idea as trashed. The row and everything attached to it stay as they
 *     are: ratings, comments, landing pages, notifications, the deck;
 *   - a trashed idea is missing for everyone, its author and administrators included, on every read: the ideas'
 *     SELECT policies, and through them every policy and API read that joins ideas (ratings, comments, landing
 *     pages, decks, profiles' idea lists); the definer functions that read ideas without the policies (search,
 *     counts and private.idea_totals, similar ideas, category medians, ratings and rating history, public landing
 *     pages with their leaderboard rank, waitlists, the review queue, the dashboard's counts). Rating it,
 *     commenting on it, reviewing it or its pending edit answer 'Idea not found' as for a missing one.
 *     Administrators see it only in the trash (private.admin_trash);
 *   - private.trash_idea(id) is the one way a member deletes an idea: its author or an administrator, 'Idea not
 *     found' for anyone who cannot see it. Members lose the DELETE privilege on ideas, so no other path removes
 *     one. An administrator's delete of someone else's idea is audited (idea.delete);
 *   - private.restore_idea(id) (administrators) clears the mark: the idea is back with the same status, scores,
 *     rank, comments and landing pages, as nothing of it changed. Audited (idea.restore);
 *   - private.purge_trash(now) removes the ideas trashed more than 30 days before `now`, with what cascades from
 *     them; their deck files are queued in private.purged_decks for the API to remove from Storage (a direct
 *     DELETE of storage.objects is refused). Audited (idea.purge, no actor). Only the schedule runs it: pg_cron
 *     daily where the extension is installed (hosted Supabase), the local stack's own schedule otherwise.
 *
 * Affects: public.ideas (two columns, an index, the SELECT policies, the DELETE policy and privilege removed, one
 * trigger), public.comments (one trigger); private.idea_totals' triggers; functions replaced with the trash rule
 * added and otherwise the same: keep_idea_totals, recount_idea_totals, idea_count, search_idea_page,
 * similar_ideas, category_score_medians, get_idea_ratings, get_my_rating, user_rating_history,
 * check_rating_target, get_public_landing_page, join_waitlist, admin_dashboard_stats, admin_pending_ideas; new:
 * trash_idea, restore_idea, admin_trash, purge_trash, refuse_trashed_idea, private.purged_decks. Nothing
 * destructive: existing ideas are not trashed.
 */

/* Section - the mark */

alter table public.ideas
  add column deleted_at timestamptz,
  add column deleted_by uuid references public.profiles (id) on delete set null;
comment on column public.ideas.deleted_at is 'When the idea was moved to the trash; null while it is live.';
comment on column public.ideas.deleted_by is 'Who moved the idea to the trash (null once their account is gone).';

-- The trash, newest first, and the purge's range scan; a partial index, as the trash is a sliver of the table.
create index ideas_trash_idx on public.ideas (deleted_at desc, id) where deleted_at is not null;
create index ideas_deleted_by_idx on public.ideas (deleted_by) where deleted_by is not null;

/* Section - policies */

-- SELECT(ideas) anon: published ideas that are not in the trash.
alter policy "visitors can read approved ideas"
  on public.ideas
  using (status = 'approved' and deleted_at is null);

-- SELECT(ideas) authenticated: published ideas, one's own in any status, everything for administrators; in each
-- case only while the idea is not in the trash (administrators read the trash through private.admin_trash).
alter policy "members can read approved and own ideas, admins all"
  on public.ideas
  using (
    deleted_at is null
    and (
      status = 'approved'
      or private.can_see_idea(status, author_id, (select auth.uid()), (select private.is_admin()))
    )
  );

-- DELETE(ideas) authenticated: none. private.trash_idea moves an idea to the trash; only the purge removes it.
drop policy "owners and administrators can delete ideas" on public.ideas;
revoke delete on public.ideas from authenticated;

/* Section - writes a trashed idea refuses */

create function private.refuse_trashed_idea()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'ideas' then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.ideas as i where i.id = new.idea_id and i.deleted_at is not null) then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  return new;
end;
$$;
comment on function private.refuse_trashed_idea() is
  'Trigger function: a review, edit or comment of an idea in the trash is refused as for a missing idea.';
revoke execute on function private.refuse_trashed_idea() from public, anon, authenticated;

-- Definer reviews (an idea's, its pending edit's) find the row without the policies; this refuses them. The
-- counters (ratings, comment counts) still move when a rater or commenter deletes their account meanwhile.
create trigger ideas_refuse_trashed
  before update of status, title, description, category, target_market, business_model, competitors,
    funding_needed, timeline, tags, website_url, social_media, pitch_deck_path
  on public.ideas
  for each row
  when (old.deleted_at is not null and new.deleted_at is not null)
  execute function private.refuse_trashed_idea();

-- private.check_comment_insert reads the idea's status without the policies.
create trigger comments_refuse_trashed_idea
  before insert on public.comments
  for each row execute function private.refuse_trashed_idea();

create or replace function private.check_rating_target()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  select i.author_id, i.status, i.deleted_at into target from public.ideas as i where i.id = new.idea_id;
  if not found
    or target.deleted_at is not null
    or not private.can_see_idea(target.status, target.author_id, (select auth.uid()), (select private.is_admin())) then
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

/* Section - totals */

create or replace function private.keep_idea_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted_before boolean;
  counted_after boolean;
begin
  -- An idea in the trash is in no total.
  if tg_op = 'INSERT' then
    insert into private.idea_totals as t (status, category, ideas)
    select n.status, n.category, count(*) from new_ideas as n where n.deleted_at is null
    group by 1, 2 order by 1, 2
    on conflict (status, category) do update set ideas = t.ideas + excluded.ideas;
  elsif tg_op = 'DELETE' then
    update private.idea_totals as t set ideas = t.ideas - o.ideas
    from (
      select status, category, count(*) as ideas from old_ideas where deleted_at is null
      group by 1, 2 order by 1, 2
    ) as o
    where t.status = o.status and t.category = o.category;
  elsif tg_op = 'UPDATE' then
    counted_before := old.deleted_at is null;
    counted_after := new.deleted_at is null;
    -- The two rows in key order, so two moves in opposite directions cannot wait on each other.
    if counted_before and (not counted_after or (old.status, old.category) < (new.status, new.category)) then
      update private.idea_totals set ideas = ideas - 1 where status = old.status and category = old.category;
    end if;
    if counted_after then
      insert into private.idea_totals as t (status, category, ideas) values (new.status, new.category, 1)
      on conflict (status, category) do update set ideas = t.ideas + 1;
    end if;
    if counted_before and counted_after and (old.status, old.category) > (new.status, new.category) then
      update private.idea_totals set ideas = ideas - 1 where status = old.status and category = old.category;
    end if;
  else
    delete from private.idea_totals;
  end if;
  return null;
end;
$$;
comment on function private.keep_idea_totals() is
  'Keeps private.idea_totals: ideas inserted, deleted, moved to another status or category, trashed, restored, truncated.';

drop trigger ideas_move_total on public.ideas;
create trigger ideas_move_total
  after update of status, category, deleted_at on public.ideas
  for each row
  when (old.status is distinct from new.status
        or old.category is distinct from new.category
        or (old.deleted_at is null) <> (new.deleted_at is null))
  execute function private.keep_idea_totals();

create or replace function private.recount_idea_totals()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.idea_totals;
  insert into private.idea_totals (status, category, ideas)
  select i.status, i.category, count(*) from public.ideas as i where i.deleted_at is null group by 1, 2;
$$;

/* Section - reads without the policies */

create or replace function private.idea_count(p_pattern text, p_status text, p_category text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
begin
  if p_pattern is null and (p_status = 'approved' or (select private.is_admin())) then
    return coalesce(
      (select sum(t.ideas) from private.idea_totals as t
        where t.status = p_status and (p_category is null or t.category = p_category)),
      0
    )::bigint;
  end if;
  if p_pattern is null then
    -- Only their own ideas of another status are visible to a member, none to a visitor.
    return (
      select count(*) from public.ideas as i
      where i.author_id = (select auth.uid()) and i.status = p_status and i.deleted_at is null
        and (p_category is null or i.category = p_category)
    );
  end if;
  -- Dynamic, like the search: a plan for this pattern and category, which may stop after 1 001 matches.
  execute
    'select count(*) from (
       select 1 from public.ideas as i
       where private.idea_search_text(i.title, i.description, i.tags) ilike $1
         and i.status = $2
         and ($3::text is null or i.category = $3)
         and i.deleted_at is null
         and (i.status = ''approved''
              or private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin())))
       limit 1001
     ) as matches'
    into total
    using p_pattern, p_status, p_category;
  return total;
end;
$$;

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
        and i.deleted_at is null
        and (i.status = 'approved'
             or private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin())))
      order by (i.total_ratings > 0) desc, i.%1$I %2$s, i.created_at %2$s, i.id %2$s
      limit $4 offset $5
    $sql$,
    sort_column, direction
  ) using p_pattern, p_status, p_category, p_limit, p_offset;
end;
$$;

create or replace function private.similar_ideas(p_title text, p_description text default null, p_limit integer default 3)
returns table (id uuid, similarity real)
language plpgsql
stable
security definer
set search_path = ''
set pg_trgm.similarity_threshold = '0.35'
rows 3
as $$
begin
  return query
    select c.id,
      round((case
        when coalesce(p_description, '') = '' then c.title_similarity
        else 0.7 * c.title_similarity + 0.3 * extensions.similarity(c.description, p_description)
      end)::numeric, 2)::real
    from (
      select i.id, i.description, extensions.similarity(i.title, p_title) as title_similarity
      from public.ideas as i
      where i.status = 'approved'
        and i.deleted_at is null
        and i.title operator(extensions.%) p_title
      order by i.title operator(extensions.<->) p_title
      limit 20
    ) as c
    order by 2 desc, c.title_similarity desc, c.id
    limit least(greatest(p_limit, 0), 10);
end;
$$;

create or replace function private.category_score_medians(p_category text)
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
  where i.status = 'approved' and i.category = p_category and i.total_ratings > 0 and i.deleted_at is null;
$$;

create or replace function private.get_idea_ratings(p_idea_id uuid)
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
    and i.deleted_at is null
    and private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin()))
  order by r.created_at desc, r.id;
$$;

create or replace function private.get_my_rating(p_idea_id uuid)
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
    and i.deleted_at is null
    and private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin()));
$$;

create or replace function private.user_rating_history(p_user_id uuid, p_limit integer, p_offset integer)
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
    and i.deleted_at is null
    and (p_user_id = (select auth.uid()) or (not r.is_anonymous and i.status = 'approved'))
  order by r.created_at desc, r.id
  limit p_limit offset p_offset;
$$;

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
    -- descending; a range of ideas_status_rated_score_idx. Ideas in the trash hold no place.
    case when i.id is not null then 1 + (
      select count(*) from public.ideas as o
      where o.status = 'approved'
        and o.deleted_at is null
        and (o.total_ratings > 0, o.final_score, o.created_at, o.id)
          > (i.total_ratings > 0, i.final_score, i.created_at, i.id)
    ) end
  from public.landing_pages as lp
  join public.ideas as live on live.id = lp.idea_id and live.deleted_at is null
  left join public.ideas as i on i.id = lp.idea_id and i.status = 'approved'
  where lp.slug = p_slug and lp.published_at is not null;
$$;

create or replace function private.join_waitlist(p_slug text, p_email text, p_client_key text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  recent integer;
  address text := btrim(p_email);
begin
  if p_client_key is null or char_length(p_client_key) not between 1 and 128 then
    raise exception 'A client key is required.' using errcode = '22023';
  end if;
  -- Every attempt counts, at most 5 a minute per client key, under the key's row lock (as comment posts are).
  insert into private.waitlist_joins as j (client_key, joined_at)
  values (p_client_key, array[pg_catalog.clock_timestamp()])
  on conflict (client_key) do update
    set joined_at = (
      select coalesce(array_agg(t order by t), '{}')
      from unnest(j.joined_at) as t
      where t > pg_catalog.clock_timestamp() - interval '1 minute'
    ) || pg_catalog.clock_timestamp()
  returning pg_catalog.cardinality(j.joined_at) into recent;
  if recent > 5 then
    -- PT429: the API answers 429 with this text.
    raise exception 'You can join at most 5 waitlists a minute. Please wait a moment and try again.'
      using errcode = 'PT429';
  end if;
  -- The page of an idea in the trash is missing, as its public read is.
  select lp.id into target
  from public.landing_pages as lp
  join public.ideas as i on i.id = lp.idea_id and i.deleted_at is null
  where lp.slug = p_slug and lp.published_at is not null;
  if target is null then
    raise exception 'Landing page not found' using errcode = 'P0002';
  end if;
  -- The check constraint refuses a malformed address (23514).
  insert into public.waitlist_signups (page_id, email)
  values (target, address)
  on conflict (page_id, lower(email)) do nothing;
end;
$$;

create or replace function private.admin_dashboard_stats()
returns table (total_users bigint, total_ideas bigint, pending_ideas bigint, total_ratings bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the dashboard');
  -- The counts of what the site shows: the trash has its own tab.
  return query
  select
    (select count(*) from public.profiles),
    (select count(*) from public.ideas where deleted_at is null),
    (select count(*) from public.ideas where status = 'pending' and deleted_at is null),
    (select count(*) from public.ratings as r
      where not exists (select 1 from public.ideas as i where i.id = r.idea_id and i.deleted_at is not null));
end;
$$;

create or replace function private.admin_pending_ideas()
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
  where i.status = 'pending' and i.deleted_at is null
  order by i.created_at, i.id;
end;
$$;

/* Section - trash, restore, list */

create function private.trash_idea(p_idea_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  viewer uuid := (select auth.uid());
  admin boolean := (select private.is_admin());
begin
  select i.id, i.title, i.status, i.author_id, i.deleted_at into target
  from public.ideas as i where i.id = p_idea_id for update;
  -- Whoever cannot see the idea, or finds it already in the trash, learns nothing more than of a missing one.
  if not found or target.deleted_at is not null
     or not private.can_see_idea(target.status, target.author_id, viewer, admin) then
    return null;
  end if;
  if target.author_id is distinct from viewer and not admin then
    return false;
  end if;
  update public.ideas set deleted_at = now(), deleted_by = viewer where id = p_idea_id;
  -- An author's delete of their own idea is theirs to make; an administrator's delete of another's is audited.
  if target.author_id is distinct from viewer then
    perform private.record_audit('idea.delete', 'idea', p_idea_id::text,
      jsonb_build_object('title', target.title, 'status', target.status, 'author_id', target.author_id),
      jsonb_build_object('deleted_at', now()));
  end if;
  return true;
end;
$$;
comment on function private.trash_idea(uuid) is
  'Moves an idea to the trash: its author or an administrator. Null if the caller cannot see it, false if not theirs.';
revoke execute on function private.trash_idea(uuid) from public, anon;
grant execute on function private.trash_idea(uuid) to authenticated, service_role;

create function private.restore_idea(p_idea_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  trashed record;
begin
  perform private.require_admin('restore ideas');
  select i.deleted_at, i.deleted_by into trashed
  from public.ideas as i where i.id = p_idea_id and i.deleted_at is not null for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  update public.ideas set deleted_at = null, deleted_by = null where id = p_idea_id;
  perform private.record_audit('idea.restore', 'idea', p_idea_id::text,
    jsonb_build_object('deleted_at', trashed.deleted_at, 'deleted_by', trashed.deleted_by), null);
end;
$$;
comment on function private.restore_idea(uuid) is
  'An administrator takes an idea out of the trash, as it was: status, ratings, comments, landing pages.';
revoke execute on function private.restore_idea(uuid) from public, anon;
grant execute on function private.restore_idea(uuid) to authenticated, service_role;

create function private.trash_retention()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 days';
$$;
comment on function private.trash_retention() is 'How long an idea stays in the trash before the purge removes it.';
revoke execute on function private.trash_retention() from public, anon;
grant execute on function private.trash_retention() to authenticated, service_role;

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
         i.deleted_at, i.deleted_by, d.display_name, i.deleted_at + private.trash_retention(), count(*) over ()
  from public.ideas as i
  join public.profiles as a on a.id = i.author_id
  left join public.profiles as d on d.id = i.deleted_by
  where i.deleted_at is not null
  order by i.deleted_at desc, i.id desc
  limit least(greatest(coalesce(p_limit, 20), 1), 100)
  offset greatest(coalesce(p_offset, 0), 0);
end;
$$;
comment on function private.admin_trash(integer, integer) is
  'One page of the trash for administrators, newest first, with who deleted each idea and when it will be purged.';
revoke execute on function private.admin_trash(integer, integer) from public, anon;
grant execute on function private.admin_trash(integer, integer) to authenticated, service_role;

/* Section - purge */

create table private.purged_decks (
  path text primary key,
  purged_at timestamptz not null default now()
);
comment on table private.purged_decks is
  'Deck files of purged ideas, waiting to be removed from Storage (which refuses a direct delete of its rows).';
alter table private.purged_decks enable row level security;
revoke all on private.purged_decks from anon, authenticated;
-- anon, authenticated: no policy and no privilege. Written by private.purge_trash; read and emptied by the API's
-- purge worker, which connects as the owner (as the mail worker does).

create function private.purge_trash(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone record;
  purged integer := 0;
begin
  for gone in
    delete from public.ideas as i
    where i.deleted_at is not null and i.deleted_at <= p_now - private.trash_retention()
    returning i.id, i.title, i.author_id, i.deleted_at, i.deleted_by, i.pitch_deck_path
  loop
    if gone.pitch_deck_path is not null then
      insert into private.purged_decks (path) values (gone.pitch_deck_path) on conflict (path) do nothing;
    end if;
    perform private.record_audit('idea.purge', 'idea', gone.id::text,
      jsonb_build_object('title', gone.title, 'author_id', gone.author_id, 'deleted_at', gone.deleted_at,
                         'deleted_by', gone.deleted_by), null);
    purged := purged + 1;
  end loop;
  return purged;
end;
$$;
comment on function private.purge_trash(timestamptz) is
  'Removes the ideas trashed more than 30 days before p_now (the schedule passes now()); the number removed.';
revoke execute on function private.purge_trash(timestamptz) from public, anon, authenticated;
grant execute on function private.purge_trash(timestamptz) to service_role;

-- Daily on hosted Supabase, where pg_cron is installed (the job runs as the migration's role, with no member, so
-- the audit entries have no actor). Without pg_cron (the local stack) its own schedule calls the purge.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $cron$ select cron.schedule('purge-idea-trash', '17 3 * * *', 'select private.purge_trash()') $cron$;
  end if;
end;
$$;
