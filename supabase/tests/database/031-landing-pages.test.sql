-- Landing pages and waitlists: premium-only creation of pages of one's own ideas, owner-only reads and edits, a
-- lapsed-premium page online but frozen (unpublish and delete allowed), the public page and its verdict, waitlist
-- joins (one per address, 5 a minute per client), addresses for the owner only, tiers set by administrators only.
begin;
select plan(51);

-- Fixtures (as postgres)
select tests.create_supabase_user('lp_owner');
select tests.create_supabase_user('lp_free');
select tests.create_supabase_user('lp_other');
select tests.create_supabase_user('lp_admin');
select tests.make_admin('lp_admin');
update public.profiles set subscription_tier = 'premium'
where id in (tests.get_supabase_uid('lp_owner'), tests.get_supabase_uid('lp_other'));

select tests.create_idea('lp_owner', id => 'c3100000-0000-4000-8000-00000000000a', status => 'approved');
select tests.create_idea('lp_owner', id => 'c3100000-0000-4000-8000-00000000000b', status => 'pending');
select tests.create_idea('lp_free', id => 'c3100000-0000-4000-8000-00000000000f', status => 'approved');
select tests.create_idea('lp_other', id => 'c3100000-0000-4000-8000-00000000000c', status => 'approved');

-- ========================================================================================================
-- Acting as the premium owner: creating pages
-- ========================================================================================================
select tests.authenticate_as('lp_owner');

select lives_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000a', 'solar-roofs', 'bold', tests.landing_content('Solar roofs'), 'template') $$,
  'premium members can create pages of their own ideas'
);
select is(
  (select published_at from public.landing_pages where slug = 'solar-roofs'),
  null,
  'a new page starts as a draft'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by, published_at)
     values ('c3100000-0000-4000-8000-00000000000a', 'published-at-once', 'bold', tests.landing_content(), 'template', now()) $$,
  '42501', 'permission denied for table landing_pages',
  'a page cannot be created published'
);
select lives_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000b', 'pending-idea', 'friendly', tests.landing_content('Pending'), 'ai') $$,
  'premium members can create pages of their own ideas in any status'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000c', 'not-mine', 'bold', tests.landing_content(), 'template') $$,
  '42501', 'new row violates row-level security policy for table "landing_pages"',
  'premium members cannot create pages of other members'' ideas'
);
select throws_ok(
  $$ insert into public.landing_pages (owner_id, idea_id, slug, tone, content, drafted_by)
     values (tests.get_supabase_uid('lp_other'), 'c3100000-0000-4000-8000-00000000000a', 'as-other', 'bold', tests.landing_content(),
             'template') $$,
  '42501', 'new row violates row-level security policy for table "landing_pages"',
  'premium members cannot create pages as someone else'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000a', 'Bad--Slug', 'bold', tests.landing_content(), 'template') $$,
  '23514', null,
  'a slug must be lower-case letters, digits and single hyphens'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000a', 'ab', 'bold', tests.landing_content(), 'template') $$,
  '23514', null,
  'a slug has at least 3 characters'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000a', 'an-array', 'bold', '[1, 2]', 'template') $$,
  '23514', null,
  'the content is a JSON object'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000a', 'solar-roofs', 'bold', tests.landing_content(), 'template') $$,
  '23505', null,
  'a slug is unique'
);

-- ========================================================================================================
-- Acting as a free member
-- ========================================================================================================
select tests.authenticate_as('lp_free');
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3100000-0000-4000-8000-00000000000f', 'free-page', 'bold', tests.landing_content(), 'template') $$,
  '42501', 'new row violates row-level security policy for table "landing_pages"',
  'free members cannot create landing pages, even of their own ideas'
);

-- ========================================================================================================
-- Acting as the owner: reading, editing, publishing
-- ========================================================================================================
select tests.authenticate_as('lp_owner');
select results_eq(
  $$ select slug from public.landing_pages order by slug $$,
  array['pending-idea', 'solar-roofs'],
  'owners can read their landing pages'
);
select results_eq(
  $$ update public.landing_pages set content = tests.landing_content('Solar roofs for all'), slug = 'solar-roofs-for-all'
     where idea_id = 'c3100000-0000-4000-8000-00000000000a' returning slug $$,
  array['solar-roofs-for-all'],
  'premium owners can change the content and the address'
);
select results_eq(
  $$ update public.landing_pages set published_at = '2000-01-01'
     where idea_id = 'c3100000-0000-4000-8000-00000000000a' returning published_at = now() $$,
  array[true],
  'premium owners can publish; the database sets the time'
);
select lives_ok(
  $$ update public.landing_pages set published_at = now() where idea_id = 'c3100000-0000-4000-8000-00000000000b' $$,
  'premium owners can publish a page of a pending idea'
);

-- ========================================================================================================
-- Acting as another member and as an administrator
-- ========================================================================================================
select tests.authenticate_as('lp_other');
select is_empty(
  $$ select 1 from public.landing_pages where owner_id = tests.get_supabase_uid('lp_owner') $$,
  'other members cannot read someone else''s landing pages'
);
select is_empty(
  $$ update public.landing_pages set content = tests.landing_content('Hijacked')
     where idea_id = 'c3100000-0000-4000-8000-00000000000a' returning 1 $$,
  'other members cannot edit someone else''s landing pages'
);
select is_empty(
  $$ delete from public.landing_pages where idea_id = 'c3100000-0000-4000-8000-00000000000a' returning 1 $$,
  'other members cannot delete someone else''s landing pages'
);

select tests.authenticate_as('lp_admin');
select is_empty(
  $$ select 1 from public.landing_pages where owner_id = tests.get_supabase_uid('lp_owner') $$,
  'administrators cannot read members'' landing pages'
);
select is_empty(
  $$ update public.landing_pages set published_at = null
     where idea_id = 'c3100000-0000-4000-8000-00000000000a' returning 1 $$,
  'administrators cannot unpublish members'' landing pages'
);

-- ========================================================================================================
-- Acting as a visitor: the public page
-- ========================================================================================================
select tests.clear_authentication();
select throws_ok(
  $$ select 1 from public.landing_pages $$,
  '42501', 'permission denied for table landing_pages',
  'visitors cannot read the landing pages table'
);
select results_eq(
  $$ select content ->> 'title', final_score, rating_count,
            leaderboard_rank = (select r.place from (
              select o.id, row_number() over (order by o.final_score desc, o.created_at desc, o.id desc) as place
              from public.ideas as o where o.status = 'approved') as r
              where r.id = 'c3100000-0000-4000-8000-00000000000a')
     from private.get_public_landing_page('solar-roofs-for-all') $$,
  $$ values ('Solar roofs for all', 0::numeric, 0, true) $$,
  'visitors read a published page with the verdict of its approved idea and its place on the leaderboard'
);
select results_eq(
  $$ select final_score is null and leaderboard_rank is null from private.get_public_landing_page('pending-idea') $$,
  array[true],
  'a page of an idea that is not approved shows no verdict'
);
select is_empty(
  $$ select 1 from private.get_public_landing_page('solar-roofs') $$,
  'an old address names no page'
);

-- ========================================================================================================
-- Waitlists
-- ========================================================================================================
select lives_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', ' Fan@Example.com ', 'client-1') $$,
  'visitors can join the waitlist of a published page'
);
select lives_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', 'fan@example.COM', 'client-1') $$,
  'a repeat join with the same address answers as the first'
);
select throws_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', 'not-an-address', 'client-1') $$,
  '23514', null,
  'a malformed address is refused'
);
select throws_ok(
  $$ insert into public.waitlist_signups (page_id, email)
     values ((select gen_random_uuid()), 'direct@example.com') $$,
  '42501', 'permission denied for table waitlist_signups',
  'visitors cannot write waitlists directly'
);
select tests.reset_role();
select is(
  (select count(*)::integer from public.waitlist_signups where page_id = (
     select lp.id from public.landing_pages as lp where lp.idea_id = 'c3100000-0000-4000-8000-00000000000a')),
  1,
  'one row per address per page, whatever its case'
);
select is(
  (select email from public.waitlist_signups where page_id = (
     select lp.id from public.landing_pages as lp where lp.idea_id = 'c3100000-0000-4000-8000-00000000000a')),
  'Fan@Example.com',
  'the address is kept as first given, trimmed'
);

-- A draft page cannot be joined.
select tests.authenticate_as('lp_owner');
update public.landing_pages set published_at = null where idea_id = 'c3100000-0000-4000-8000-00000000000b';
select tests.clear_authentication();
select throws_ok(
  $$ select private.join_waitlist('pending-idea', 'fan@example.com', 'client-2') $$,
  'P0002', 'Landing page not found',
  'the waitlist of an unpublished page cannot be joined'
);

-- The rate limit: 5 attempts a minute per client key, across pages.
select lives_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', format('burst%s@example.com', n), 'client-3')
     from generate_series(1, 5) as n $$,
  'a client can join 5 waitlists in a minute'
);
select throws_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', 'burst6@example.com', 'client-3') $$,
  'PT429', 'You can join at most 5 waitlists a minute. Please wait a moment and try again.',
  'the sixth join of a client within a minute is refused'
);
select lives_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', 'burst6@example.com', 'client-4') $$,
  'another client is not held up by the first one''s limit'
);
select throws_ok(
  $$ select private.join_waitlist('solar-roofs-for-all', 'nokey@example.com', '') $$,
  '22023', 'A client key is required.',
  'a join needs a client key'
);

-- Who reads the addresses.
select throws_ok(
  $$ select email from public.waitlist_signups $$,
  '42501', 'permission denied for table waitlist_signups',
  'visitors cannot read waitlists'
);
select tests.authenticate_as('lp_owner');
select is(
  (select count(*)::integer from public.waitlist_signups where page_id = (
     select lp.id from public.landing_pages as lp where lp.idea_id = 'c3100000-0000-4000-8000-00000000000a')),
  7,
  'owners can read their waitlists'
);
select tests.authenticate_as('lp_other');
select is_empty($$ select 1 from public.waitlist_signups $$, 'other members cannot read someone else''s waitlist');
select tests.authenticate_as('lp_admin');
select is_empty($$ select 1 from public.waitlist_signups $$, 'administrators cannot read members'' waitlists');

-- ========================================================================================================
-- Tiers: administrators only; a lapsed owner's page stays online, frozen
-- ========================================================================================================
select tests.authenticate_as('lp_owner');
select throws_ok(
  $$ update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('lp_free') $$,
  '42501', 'permission denied for table profiles',
  'members cannot write anyone''s tier directly'
);
select throws_ok(
  $$ select private.set_subscription_tier(tests.get_supabase_uid('lp_free'), 'premium') $$,
  '42501', 'Only administrators can change subscription tiers',
  'members cannot change tiers'
);
select tests.clear_authentication();
select throws_ok(
  $$ select private.set_subscription_tier(tests.get_supabase_uid('lp_free'), 'premium') $$,
  '42501', 'permission denied for function set_subscription_tier',
  'visitors cannot change tiers'
);
select tests.authenticate_as('lp_admin');
select throws_ok(
  $$ select private.set_subscription_tier('c3100000-0000-4000-8000-00000000dead', 'premium') $$,
  'P0002', 'User not found',
  'an unknown user has no tier to change'
);
select lives_ok(
  $$ select private.set_subscription_tier(tests.get_supabase_uid('lp_owner'), 'free') $$,
  'administrators can change a member''s tier'
);
select is(
  (select subscription_tier from public.profiles where id = tests.get_supabase_uid('lp_owner')),
  'free',
  'the tier is changed'
);

select tests.authenticate_as('lp_owner');
select throws_ok(
  $$ update public.landing_pages set content = tests.landing_content('Changed')
     where idea_id = 'c3100000-0000-4000-8000-00000000000a' $$,
  '42501', 'Landing pages need a premium membership: this page can be unpublished or deleted, not changed.',
  'a lapsed owner cannot edit their page'
);
select throws_ok(
  $$ update public.landing_pages set published_at = now() where idea_id = 'c3100000-0000-4000-8000-00000000000b' $$,
  '42501', 'Landing pages need a premium membership: this page can be unpublished or deleted, not changed.',
  'a lapsed owner cannot publish a page'
);
select tests.clear_authentication();
select isnt_empty(
  $$ select 1 from private.get_public_landing_page('solar-roofs-for-all') $$,
  'a lapsed owner''s published page stays online'
);
select tests.authenticate_as('lp_owner');
select results_eq(
  $$ update public.landing_pages set published_at = null
     where idea_id = 'c3100000-0000-4000-8000-00000000000a' returning published_at is null $$,
  array[true],
  'a lapsed owner can unpublish their page'
);
select results_eq(
  $$ delete from public.landing_pages where idea_id = 'c3100000-0000-4000-8000-00000000000b' returning slug $$,
  array['pending-idea'],
  'a lapsed owner can delete their page'
);
select tests.clear_authentication();
select is_empty(
  $$ select 1 from private.get_public_landing_page('solar-roofs-for-all') $$,
  'an unpublished page is not public'
);

select * from finish();
rollback;
