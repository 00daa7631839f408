-- Landing page views: counted per page per UTC day by private.count_landing_page_view only (published pages of
-- ideas not in the trash, not the owner's own views, at most 10 000 a day), read by the owner and administrators,
-- written by nobody directly; private.landing_page_stats for the owner or an administrator only.
begin;
select plan(30);

-- Fixtures
select tests.create_supabase_user('lv_owner');
select tests.create_supabase_user('lv_other');
select tests.create_supabase_user('lv_admin');
select tests.make_admin('lv_admin');
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('lv_owner');
select tests.create_idea('lv_owner', id => 'c4700000-0000-4000-8000-00000000000a', status => 'approved');
select tests.create_idea('lv_owner', id => 'c4700000-0000-4000-8000-00000000000b', status => 'approved');
select tests.create_idea('lv_owner', id => 'c4700000-0000-4000-8000-00000000000c', status => 'approved');

select tests.authenticate_as('lv_owner');
insert into public.landing_pages (idea_id, slug, tone, content, drafted_by) values
  ('c4700000-0000-4000-8000-00000000000a', 'views-online', 'bold', tests.landing_content('Online'), 'template'),
  ('c4700000-0000-4000-8000-00000000000b', 'views-draft', 'bold', tests.landing_content('Draft'), 'template'),
  ('c4700000-0000-4000-8000-00000000000c', 'views-trashed', 'bold', tests.landing_content('Trashed'), 'template');
update public.landing_pages set published_at = now() where slug in ('views-online', 'views-trashed');
select tests.reset_role();
update public.ideas set deleted_at = now() where id = 'c4700000-0000-4000-8000-00000000000c';
-- A known id, for reading as members who cannot see the page.
update public.landing_pages set id = 'c4700000-0000-4000-8000-0000000000a0' where slug = 'views-online';

create function pg_temp.views_today(p_slug text) returns integer language sql as $$
  select coalesce((
    select v.views from public.landing_page_views as v join public.landing_pages as lp on lp.id = v.page_id
    where lp.slug = p_slug and v.day = (now() at time zone 'UTC')::date), 0)
$$;
grant execute on function pg_temp.views_today(text) to anon, authenticated;

select tests.rls_enabled('public');
select is(
  (select array_agg(column_name::text order by ordinal_position) from information_schema.columns
   where table_schema = 'public' and table_name = 'landing_page_views'),
  array['page_id', 'day', 'views'],
  'a view is stored as a number per page and day, with nothing about the visitor'
);

-- ========================================================================================================
-- Counting
-- ========================================================================================================
select tests.clear_authentication();
select is(private.count_landing_page_view('views-online'), true, 'a visitor''s view of a published page is counted');
select is(private.count_landing_page_view('views-online'), true, 'every view counts, no visitor is told apart');
select tests.reset_role();
select is(pg_temp.views_today('views-online'), 2, 'the views are counted for today (UTC)');

select tests.authenticate_as('lv_other');
select is(private.count_landing_page_view('views-online'), true, 'another member''s view is counted');
select tests.authenticate_as('lv_owner');
select is(private.count_landing_page_view('views-online'), false, 'the owner''s own view is not counted');
select tests.reset_role();
select is(pg_temp.views_today('views-online'), 3, 'the owner''s view left the count as it was');

select tests.clear_authentication();
select throws_ok(
  $$ select private.count_landing_page_view('views-draft') $$,
  'P0002', 'Landing page not found',
  'a draft''s view is refused as a missing page'
);
select throws_ok(
  $$ select private.count_landing_page_view('no-such-page') $$,
  'P0002', 'Landing page not found',
  'an unknown address is a missing page'
);
select throws_ok(
  $$ select private.count_landing_page_view('views-trashed') $$,
  'P0002', 'Landing page not found',
  'the page of an idea in the trash is missing'
);

-- The day's cap.
select tests.reset_role();
update public.landing_page_views set views = 9999
where page_id = (select id from public.landing_pages where slug = 'views-online');
select tests.clear_authentication();
select is(private.count_landing_page_view('views-online'), true, 'the 10 000th view of a day is counted');
select is(private.count_landing_page_view('views-online'), false, 'no view past 10 000 a day is counted');
select tests.reset_role();
select is(pg_temp.views_today('views-online'), 10000, 'the day''s count stops at 10 000');
update public.landing_page_views set views = 3
where page_id = (select id from public.landing_pages where slug = 'views-online');
-- An older day, for the stats below, and one outside their 30 days.
insert into public.landing_page_views (page_id, day, views)
select id, (now() at time zone 'UTC')::date - d, 5 from public.landing_pages, (values (29), (30)) as t(d)
where slug = 'views-online';
insert into public.waitlist_signups (page_id, email)
select id, 'fan@example.com' from public.landing_pages where slug = 'views-online';

-- ========================================================================================================
-- Nobody writes the counts directly
-- ========================================================================================================
select tests.clear_authentication();
select throws_ok(
  $$ select views from public.landing_page_views $$,
  '42501', 'permission denied for table landing_page_views',
  'visitors cannot read the counts'
);
select throws_ok(
  $$ insert into public.landing_page_views (page_id, day) select id, current_date from public.landing_pages $$,
  '42501', null,
  'visitors cannot write the counts'
);
select tests.authenticate_as('lv_owner');
select throws_ok(
  $$ insert into public.landing_page_views (page_id, day, views)
     select id, current_date + 1, 500 from public.landing_pages where slug = 'views-online' $$,
  '42501', 'permission denied for table landing_page_views',
  'owners cannot insert counts'
);
select throws_ok(
  $$ update public.landing_page_views set views = 500 $$,
  '42501', 'permission denied for table landing_page_views',
  'owners cannot change counts'
);
select throws_ok(
  $$ delete from public.landing_page_views $$,
  '42501', 'permission denied for table landing_page_views',
  'owners cannot delete counts'
);

-- ========================================================================================================
-- Reading
-- ========================================================================================================
select is(
  (select sum(views)::integer from public.landing_page_views),
  13,
  'owners read their pages'' counts'
);
select tests.authenticate_as('lv_other');
select is((select count(*)::integer from public.landing_page_views), 0, 'other members read no counts');
select tests.authenticate_as('lv_admin');
select is((select sum(views)::integer from public.landing_page_views), 13, 'administrators read every page''s counts');

-- The stats of the last 30 days.
select tests.authenticate_as('lv_owner');
select is(
  (select count(*)::integer from private.landing_page_stats(
     'c4700000-0000-4000-8000-0000000000a0')),
  30,
  'the stats are one row per day of the last 30'
);
select results_eq(
  $$ select day, views, signups from private.landing_page_stats(
       'c4700000-0000-4000-8000-0000000000a0')
     where views > 0 or signups > 0 $$,
  $$ values ((now() at time zone 'UTC')::date - 29, 5, 0), ((now() at time zone 'UTC')::date, 3, 1) $$,
  'the owner reads views and sign-ups per day, oldest first, today last, the 31st day back left out'
);
select is(
  (select count(*)::integer from private.landing_page_stats(
     (select id from public.landing_pages where slug = 'views-draft'))),
  30,
  'a draft''s stats are there for its owner too'
);
select tests.authenticate_as('lv_admin');
select is(
  (select sum(views)::integer from private.landing_page_stats(
     'c4700000-0000-4000-8000-0000000000a0')),
  8,
  'administrators read any page''s stats'
);
select tests.authenticate_as('lv_other');
select is(
  (select count(*)::integer from private.landing_page_stats(
     'c4700000-0000-4000-8000-0000000000a0')),
  0,
  'another member reads nothing of a page that is not theirs'
);
select tests.reset_role();
select tests.authenticate_as('lv_other');
select is(
  (select count(*)::integer from private.landing_page_stats('c4700000-0000-4000-8000-0000000000ff')),
  0,
  'an unknown page has no stats'
);
select tests.clear_authentication();
select throws_ok(
  $$ select * from private.landing_page_stats('c4700000-0000-4000-8000-0000000000ff') $$,
  '42501', null,
  'visitors cannot read stats'
);

-- The counts go with their page.
select tests.authenticate_as('lv_owner');
delete from public.landing_pages where slug = 'views-online';
select tests.reset_role();
select is(
  (select count(*)::integer from public.landing_page_views as v
   where not exists (select 1 from public.landing_pages as lp where lp.id = v.page_id)),
  0,
  'a deleted page''s counts are deleted with it'
);

select * from finish();
rollback;
