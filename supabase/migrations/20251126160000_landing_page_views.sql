/*
 * Views of published landing pages, counted per page per UTC day, so that a page's owner sees how many people saw
 * it beside its sign-ups, and the conversion between the two (docs/product-spec.md, landing pages).
 *
 * Why here: a count anyone may raise must be raised by one rule whoever calls, and read by the page's owner alone
 * (and administrators), so Postgres decides both.
 *
 * Rules enforced here, whoever writes:
 *   - a view is a number and nothing else: no cookie, address, user agent or visitor id is stored, only
 *     (page, day, views);
 *   - only private.count_landing_page_view raises a count, and only for a published page whose idea is not in the
 *     trash (else 'Landing page not found', P0002, as the public read and the waitlist join); the page's owner
 *     viewing their own page is not counted;
 *   - at most 10 000 views per page per UTC day are counted: a script that reloads a page can inflate its count up
 *     to that and no further, and the row never grows past a bounded number;
 *   - the owner and administrators read a page's counts (select policies); nobody writes them directly (no
 *     insert, update or delete grant or policy); the counts go with their page;
 *   - private.landing_page_stats answers the last 30 days of views and sign-ups per day to the owner or an
 *     administrator, and nothing to anyone else, so a page that is not the caller's reads as missing.
 *
 * Affects: public.landing_page_views (new); private.count_landing_page_view, private.landing_page_stats (new).
 * Nothing destructive.
 */

create table public.landing_page_views (
  page_id uuid not null references public.landing_pages (id) on delete cascade,
  day date not null,
  views integer not null default 1 check (views between 0 and 10000),
  primary key (page_id, day)
);
comment on table public.landing_page_views is
  'How many times each published landing page was viewed per UTC day; no visitor data.';

alter table public.landing_page_views enable row level security;

-- SELECT(landing_page_views) authenticated: the counts of the caller's own pages.
create policy "owners can read their pages' views"
  on public.landing_page_views for select to authenticated
  using (page_id in (select lp.id from public.landing_pages as lp where lp.owner_id = (select auth.uid())));

-- SELECT(landing_page_views) authenticated: administrators read every page's counts (no address is in them).
-- No INSERT, UPDATE or DELETE policy: private.count_landing_page_view counts, and rows go with their page.
create policy "administrators can read every page's views"
  on public.landing_page_views for select to authenticated
  using ((select private.is_admin()));

grant select on table public.landing_page_views to authenticated;

-- Counts one view of a published page; answers whether it was counted (not for its owner, not past the day's cap).
-- Security definer: visitors have no right on landing_pages or landing_page_views.
create function private.count_landing_page_view(p_slug text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  target_owner uuid;
  counted boolean;
begin
  -- The page of an idea in the trash is missing, as its public read is.
  select lp.id, lp.owner_id into target, target_owner
  from public.landing_pages as lp
  join public.ideas as i on i.id = lp.idea_id and i.deleted_at is null
  where lp.slug = p_slug and lp.published_at is not null;
  if target is null then
    raise exception 'Landing page not found' using errcode = 'P0002';
  end if;
  if target_owner = (select auth.uid()) then
    return false;
  end if;
  insert into public.landing_page_views as v (page_id, day)
  values (target, (now() at time zone 'UTC')::date)
  on conflict (page_id, day) do update set views = v.views + 1 where v.views < 10000
  returning true into counted;
  return coalesce(counted, false);
end;
$$;
comment on function private.count_landing_page_view(text) is
  'Counts a view of a published landing page for today (UTC), unless the caller owns it or the day''s cap is reached.';
revoke execute on function private.count_landing_page_view(text) from public;
grant execute on function private.count_landing_page_view(text) to anon, authenticated;

-- The last 30 UTC days (oldest first, today last) of a page's views and sign-ups, one row per day, for its owner
-- or an administrator; no rows for anyone else or a page of an idea in the trash. Security definer:
-- administrators may not read a waitlist's addresses, only how many joined.
create function private.landing_page_stats(p_page_id uuid)
returns table (day date, views integer, signups integer)
language sql
stable
security definer
set search_path = ''
as $$
  with page as (
    select lp.id
    from public.landing_pages as lp
    join public.ideas as i on i.id = lp.idea_id and i.deleted_at is null
    where lp.id = p_page_id and (lp.owner_id = (select auth.uid()) or (select private.is_admin()))
  ),
  first_day as (
    select (now() at time zone 'UTC')::date - 29 as day
  ),
  days as (
    select d::date as day
    from page, first_day, pg_catalog.generate_series(first_day.day, first_day.day + 29, interval '1 day') as d
  ),
  signups as (
    select (w.created_at at time zone 'UTC')::date as day, count(*)::integer as signups
    from public.waitlist_signups as w, first_day
    where w.page_id = p_page_id and w.created_at >= first_day.day::timestamp at time zone 'UTC'
    group by 1
  )
  select days.day, coalesce(v.views, 0), coalesce(s.signups, 0)
  from days
  left join public.landing_page_views as v on v.page_id = p_page_id and v.day = days.day
  left join signups as s on s.day = days.day
  order by days.day;
$$;
comment on function private.landing_page_stats(uuid) is
  'A landing page''s views and sign-ups per UTC day over the last 30 days, for its owner or an administrator.';
revoke execute on function private.landing_page_stats(uuid) from public;
grant execute on function private.landing_page_stats(uuid) to authenticated;
