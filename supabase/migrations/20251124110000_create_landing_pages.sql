/*
 * Landing pages: a premium member drafts a page from one of their own ideas, edits it, publishes it at /p/{slug};
 * visitors join its waitlist (docs/product-spec.md sections 3, 6 and 9).
 *
 * Why here: the tier decides who may make and change a page, and a waitlist holds e-mail addresses of people who
 * are not members; both must hold whoever calls, so Postgres decides.
 *
 * Rules enforced here, whoever writes:
 *   - only premium members (profiles.subscription_tier = 'premium') create pages, only for their own ideas, as
 *     themselves (insert policy);
 *   - only the owner reads their pages, nobody else, administrators included (select policy);
 *   - only a premium owner changes the content or the address or publishes; a page whose owner is no longer
 *     premium stays as it is, online if it was published, but cannot be edited (trigger
 *     landing_pages_check_update); the owner may unpublish and delete at any time;
 *   - the address (slug) is unique, 3-60 lower-case letters, digits and single hyphens (as slugSchema); the content
 *     is a JSON object of at most 64 KB;
 *   - visitors read a published page only through private.get_public_landing_page, which adds the community's
 *     verdict (scores, ratings, leaderboard rank) when the idea is approved;
 *   - joining a waitlist goes through private.join_waitlist: published pages only, a valid address, one row per
 *     address per page (a repeat join answers as the first did, so nobody learns whether an address is listed),
 *     at most 5 joins a minute per client key (a hash of the caller's address the API passes), counted under the
 *     key's row lock as the comments' limit is;
 *   - only the page's owner reads its waitlist addresses (select policy on waitlist_signups);
 *   - administrators set a member's tier with private.set_subscription_tier; anyone else is refused.
 *
 * Affects: public.landing_pages, public.waitlist_signups and private.waitlist_joins (new); functions
 * private.is_premium, private.check_landing_page_update (trigger), private.get_public_landing_page,
 * private.join_waitlist, private.set_subscription_tier (new). Nothing destructive.
 */

/* Section - tables */

create table public.landing_pages (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  idea_id uuid not null references public.ideas (id) on delete cascade,
  slug text not null,
  tone text not null check (tone in ('bold', 'friendly', 'technical')),
  content jsonb not null,
  drafted_by text not null check (drafted_by in ('ai', 'template')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint landing_pages_slug_key unique (slug),
  constraint landing_pages_slug_format
    check (char_length(slug) between 3 and 60 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint landing_pages_content_object
    check (jsonb_typeof(content) = 'object' and octet_length(content::text) <= 65536)
);
comment on table public.landing_pages is
  'Landing pages premium members make from their ideas; public at /p/{slug} once published.';
comment on column public.landing_pages.content is
  'The page as the member edits it (LandingContent in supabase/functions/_shared/schemas/landing-pages.ts).';
comment on column public.landing_pages.published_at is 'Null while a draft; set by the database when published.';

alter table public.landing_pages enable row level security;

create index landing_pages_owner_id_idx on public.landing_pages (owner_id, created_at desc);
create index landing_pages_idea_id_idx on public.landing_pages (idea_id);

create table public.waitlist_signups (
  id uuid primary key default gen_random_uuid(),
  page_id uuid not null references public.landing_pages (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  constraint waitlist_signups_email_format
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);
comment on table public.waitlist_signups is 'Addresses that joined a landing page''s waitlist; read by its owner only.';

alter table public.waitlist_signups enable row level security;

-- One row per address per page, whatever the case of the address.
create unique index waitlist_signups_one_per_address on public.waitlist_signups (page_id, lower(email));
-- The owner's report: the page's sign-ups in time order, counted per day (also the foreign key's index).
create index waitlist_signups_page_id_created_at_idx on public.waitlist_signups (page_id, created_at);

-- The times of each client's joins in the last minute, for the rate limit: at most 5 kept per key, O(1) per join.
-- Not in an exposed schema and granted to no API role: only private.join_waitlist writes it.
create table private.waitlist_joins (
  client_key text primary key,
  joined_at timestamptz[] not null
);
comment on table private.waitlist_joins is 'When each client (a hash of its address) last joined waitlists, for the rate limit.';

revoke all on public.landing_pages from anon, authenticated;
grant select on public.landing_pages to authenticated;
grant insert (owner_id, idea_id, slug, tone, content, drafted_by) on public.landing_pages to authenticated;
grant update (slug, content, published_at) on public.landing_pages to authenticated;
grant delete on public.landing_pages to authenticated;
grant all on public.landing_pages to service_role;

revoke all on public.waitlist_signups from anon, authenticated;
grant select on public.waitlist_signups to authenticated;
grant all on public.waitlist_signups to service_role;

/* Section - helpers */

-- Security invoker: members may read every profile's subscription_tier. Stable so a policy evaluates it once.
create function private.is_premium()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select p.subscription_tier = 'premium' from public.profiles as p where p.id = (select auth.uid())),
    false
  );
$$;
comment on function private.is_premium() is 'Whether the caller (auth.uid()) is a premium member.';
revoke execute on function private.is_premium() from public;
grant execute on function private.is_premium() to authenticated, service_role;

/* Section - triggers */

-- Security definer: it reads the owner's tier whoever updates (the owner's tier, not the caller's, decides).
create function private.check_landing_page_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner_premium boolean;
begin
  -- The publication time is the database's: publishing sets it now, a published page keeps it.
  if new.published_at is not null then
    new.published_at := coalesce(old.published_at, now());
  end if;
  if new.slug is distinct from old.slug
     or new.content is distinct from old.content
     or (old.published_at is null and new.published_at is not null) then
    select p.subscription_tier = 'premium' into owner_premium from public.profiles as p where p.id = old.owner_id;
    if not coalesce(owner_premium, false) then
      raise exception 'Landing pages need a premium membership: this page can be unpublished or deleted, not changed.'
        using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger landing_pages_check_update
  before update on public.landing_pages
  for each row execute function private.check_landing_page_update();

-- A new page starts as a draft whatever the insert says.
create function private.set_landing_page_draft()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.published_at := null;
  new.created_at := now();
  new.updated_at := now();
  return new;
end;
$$;

create trigger landing_pages_start_as_draft
  before insert on public.landing_pages
  for each row execute function private.set_landing_page_draft();

-- Trigger functions are called by their triggers only (see 20251123000500).
revoke execute on function private.check_landing_page_update() from public, anon, authenticated;
revoke execute on function private.set_landing_page_draft() from public, anon, authenticated;

/* Section - policies */

-- SELECT(landing_pages) authenticated: the owner's own pages only; visitors and other members (administrators
-- included) read a published page through private.get_public_landing_page.
create policy "owners can read their landing pages"
  on public.landing_pages for select to authenticated
  using (owner_id = (select auth.uid()));

-- INSERT(landing_pages) authenticated: premium members, as themselves, for one of their own ideas.
create policy "premium members can create pages of their own ideas"
  on public.landing_pages for insert to authenticated
  with check (
    owner_id = (select auth.uid())
    and (select private.is_premium())
    and idea_id in (select i.id from public.ideas as i where i.author_id = (select auth.uid()))
  );

-- UPDATE(landing_pages) authenticated: the owner's own pages; the trigger refuses changes other than
-- unpublishing once the owner is not premium.
create policy "owners can update their landing pages"
  on public.landing_pages for update to authenticated
  using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));

-- DELETE(landing_pages) authenticated: the owner, premium or not.
create policy "owners can delete their landing pages"
  on public.landing_pages for delete to authenticated
  using (owner_id = (select auth.uid()));

-- SELECT(waitlist_signups) authenticated: the addresses of the caller's own pages. No INSERT, UPDATE or DELETE
-- policy: joining goes through private.join_waitlist, and rows go with their page.
create policy "owners can read their waitlists"
  on public.waitlist_signups for select to authenticated
  using (page_id in (select lp.id from public.landing_pages as lp where lp.owner_id = (select auth.uid())));

/* Section - functions the API calls */

-- A published page for anyone, with the verdict of an approved idea (null otherwise). Security definer: visitors
-- have no right on landing_pages, and the page's owner decides alone what it shows.
create function private.get_public_landing_page(p_slug text)
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
    -- The place on the leaderboard's default sort: final score, then the newest, then the id, all descending.
    case when i.id is not null then 1 + (
      select count(*) from public.ideas as o
      where o.status = 'approved' and (o.final_score, o.created_at, o.id) > (i.final_score, i.created_at, i.id)
    ) end
  from public.landing_pages as lp
  left join public.ideas as i on i.id = lp.idea_id and i.status = 'approved'
  where lp.slug = p_slug and lp.published_at is not null;
$$;

-- Joins a published page's waitlist. Answers nothing either way, so a repeat join looks like the first.
-- Security definer: visitors have no right on waitlist_signups or private.waitlist_joins.
create function private.join_waitlist(p_slug text, p_email text, p_client_key text)
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
  select lp.id into target from public.landing_pages as lp where lp.slug = p_slug and lp.published_at is not null;
  if target is null then
    raise exception 'Landing page not found' using errcode = 'P0002';
  end if;
  -- The check constraint refuses a malformed address (23514).
  insert into public.waitlist_signups (page_id, email)
  values (target, address)
  on conflict (page_id, lower(email)) do nothing;
end;
$$;

-- Administrators set a member's tier (free or premium). Security definer: no member may write subscription_tier.
create function private.set_subscription_tier(p_user_id uuid, p_tier text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('change subscription tiers');
  if p_tier is null or p_tier not in ('free', 'premium') then
    raise exception 'The tier must be free or premium.' using errcode = '23514';
  end if;
  update public.profiles set subscription_tier = p_tier where id = p_user_id;
  if not found then
    raise exception 'User not found' using errcode = 'P0002';
  end if;
end;
$$;

revoke execute on function private.get_public_landing_page(text) from public;
revoke execute on function private.join_waitlist(text, text, text) from public;
revoke execute on function private.set_subscription_tier(uuid, text) from public, anon;
grant execute on function private.get_public_landing_page(text) to anon, authenticated, service_role;
grant execute on function private.join_waitlist(text, text, text) to anon, authenticated, service_role;
grant execute on function private.set_subscription_tier(uuid, text) to authenticated, service_role;
