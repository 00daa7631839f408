/*
 * Ideas: what members submit and administrators review.
 *
 * Affects: public.ideas (new).
 * Rules enforced here:
 *   - the length bounds of the spec's edit form hold on every write;
 *   - a new idea from a member is always pending: members cannot write status, review fields or aggregates;
 *   - visitors see approved ideas; members also their own; administrators all;
 *   - owners edit and delete their own ideas, administrators any;
 *   - only pending -> approved, pending -> rejected and rejected -> pending are valid status changes;
 *   - an owner's edit of a rejected idea sends it back to pending (revise and resubmit);
 *   - the score columns are derived from the rating sums, which only the rating trigger writes.
 * Nothing destructive.
 */

/* Section - helpers */

-- At most 10 tags of 1-30 characters, no duplicates (case-insensitive).
create function private.are_valid_tags(tags text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_length(tags, 1), 0) <= 10
    and array_position(tags, null) is null
    and not exists (select 1 from unnest(tags) as t(tag) where char_length(btrim(t.tag)) not between 1 and 30)
    and (select count(distinct lower(btrim(t.tag))) from unnest(tags) as t(tag)) = coalesce(array_length(tags, 1), 0);
$$;

/* Section - ideas */

create table public.ideas (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null check (char_length(btrim(title)) >= 5 and char_length(title) <= 100),
  description text not null check (char_length(btrim(description)) >= 50 and char_length(description) <= 2000),
  category text not null
    check (category in ('technology', 'healthcare', 'finance', 'education', 'entertainment', 'other')),
  target_market text not null check (char_length(btrim(target_market)) >= 10 and char_length(target_market) <= 500),
  business_model text not null
    check (char_length(btrim(business_model)) >= 10 and char_length(business_model) <= 500),
  competitors text not null default '' check (char_length(competitors) <= 1000),
  funding_needed bigint not null default 0 check (funding_needed between 0 and 1000000000000), -- whole dollars
  timeline text not null default '' check (char_length(timeline) <= 200),
  tags text[] not null default '{}' check (private.are_valid_tags(tags)),
  website_url text not null default '' check (private.is_http_url(website_url)),
  social_media jsonb not null default '{}'::jsonb
    check (private.are_valid_links(social_media, array['twitter', 'linkedin', 'instagram'])),
  -- Object name in the pitch-decks bucket; always a file inside the author's folder (`<author_id>/<name>`).
  pitch_deck_path text check (
    pitch_deck_path is null
    or (char_length(pitch_deck_path) <= 1024 and pitch_deck_path like author_id::text || '/_%')
  ),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text check (char_length(rejection_reason) <= 1000),
  reviewed_at timestamptz,
  reviewed_by uuid references public.profiles (id) on delete set null,
  -- Rating aggregates: exact integer sums, kept by the rating trigger in O(1) per rating.
  total_ratings integer not null default 0 check (total_ratings >= 0),
  market_demand_sum bigint not null default 0,
  innovation_sum bigint not null default 0,
  competition_sum bigint not null default 0,
  market_demand_score numeric(5, 2) generated always as (
    case when total_ratings = 0 then 0 else round(market_demand_sum::numeric / total_ratings, 2) end
  ) stored,
  innovation_score numeric(5, 2) generated always as (
    case when total_ratings = 0 then 0 else round(innovation_sum::numeric / total_ratings, 2) end
  ) stored,
  competition_score numeric(5, 2) generated always as (
    case when total_ratings = 0 then 0 else round(competition_sum::numeric / total_ratings, 2) end
  ) stored,
  final_score numeric(5, 2) generated always as (
    case when total_ratings = 0 then 0
    else round((market_demand_sum + innovation_sum + competition_sum)::numeric / (3 * total_ratings), 2) end
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.ideas is 'Startup ideas. Public once approved; scores are the means of their ratings.';
comment on column public.ideas.final_score is 'Mean of the three dimension means, rounded to 2 decimals.';

alter table public.ideas enable row level security;

create index ideas_author_id_idx on public.ideas (author_id, created_at desc);
create index ideas_pitch_deck_path_idx on public.ideas (pitch_deck_path) where pitch_deck_path is not null;
create index ideas_reviewed_by_idx on public.ideas (reviewed_by) where reviewed_by is not null;

-- Members write only the content columns; status, review fields and aggregates are not theirs to write.
revoke all on public.ideas from anon, authenticated;
grant select on public.ideas to anon, authenticated;
grant insert (
  author_id, title, description, category, target_market, business_model, competitors, funding_needed,
  timeline, tags, website_url, social_media, pitch_deck_path
) on public.ideas to authenticated;
grant update (
  title, description, category, target_market, business_model, competitors, funding_needed,
  timeline, tags, website_url, social_media, pitch_deck_path
) on public.ideas to authenticated;
grant delete on public.ideas to authenticated;
grant all on public.ideas to service_role;

/* Section - triggers */

create trigger ideas_set_updated_at
  before update of title, description, category, target_market, business_model, competitors, funding_needed,
    timeline, tags, website_url, social_media, pitch_deck_path, status
  on public.ideas
  for each row execute function private.set_updated_at();

-- Status moves only along the review workflow, whoever writes it.
create function private.check_idea_status_change()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not (
    (old.status = 'pending' and new.status in ('approved', 'rejected'))
    or (old.status = 'rejected' and new.status = 'pending')
  ) then
    raise exception 'An idea cannot go from % to %', old.status, new.status
      using errcode = '55000', hint = 'Only pending ideas can be approved or rejected.';
  end if;
  return new;
end;
$$;

create trigger ideas_check_status_change
  before update of status on public.ideas
  for each row
  when (old.status is distinct from new.status)
  execute function private.check_idea_status_change();

-- Revise and resubmit: the author's edit of a rejected idea puts it back in the review queue.
create function private.resubmit_rejected_idea()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.author_id = (select auth.uid()) then
    new.status := 'pending';
    new.rejection_reason := null;
    new.reviewed_at := null;
    new.reviewed_by := null;
  end if;
  return new;
end;
$$;

create trigger ideas_resubmit_rejected
  before update of title, description, category, target_market, business_model, competitors, funding_needed,
    timeline, tags, website_url, social_media, pitch_deck_path
  on public.ideas
  for each row
  when (old.status = 'rejected' and new.status = 'rejected')
  execute function private.resubmit_rejected_idea();

/* Section - policies */

-- SELECT(ideas) anon: visitors see published ideas only.
create policy "visitors can read approved ideas"
  on public.ideas for select to anon
  using (status = 'approved');

-- SELECT(ideas) authenticated: published ideas, one's own in any status, everything for administrators.
create policy "members can read approved and their own ideas, administrators all"
  on public.ideas for select to authenticated
  using (status = 'approved' or author_id = (select auth.uid()) or (select private.is_admin()));

-- INSERT(ideas) authenticated: members submit ideas as themselves.
create policy "members can submit ideas as themselves"
  on public.ideas for insert to authenticated
  with check (author_id = (select auth.uid()));

-- UPDATE(ideas) authenticated: owners edit their own ideas, administrators any (admin edit).
create policy "owners and administrators can edit ideas"
  on public.ideas for update to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()))
  with check (author_id = (select auth.uid()) or (select private.is_admin()));

-- DELETE(ideas) authenticated: owners delete their own ideas, administrators any.
create policy "owners and administrators can delete ideas"
  on public.ideas for delete to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

grant execute on function private.are_valid_tags(text[]) to anon, authenticated, service_role;
