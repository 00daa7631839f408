-- Ideas writes: who may submit, edit and delete ideas, which columns members may write, and the form's bounds.
begin;
select plan(66);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('other_member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');
-- The form's bounds are tried one edit at a time on one idea, far past a member's daily edits: the limits are
-- lifted for this rolled-back transaction (037-write-limits tests them).
update private.write_limits set max_count = 100000;

-- e1: idea_owner's idea to edit, e2: idea_owner's idea to delete, o1: other_member's idea, o2: other_member's idea
select tests.create_idea('idea_owner', id => 'e1000000-0000-4000-8000-000000000001', status => 'pending',
  title => 'Owner idea to edit');
select tests.create_idea('idea_owner', id => 'e2000000-0000-4000-8000-000000000002', status => 'approved',
  title => 'Owner idea to delete');
select tests.create_idea('other_member', id => 'f1000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Other approved idea', category => 'finance', target_market => 'Large enterprises',
  business_model => 'Licence per seat');
select tests.create_idea('other_member', id => 'f2000000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Other idea for admin', category => 'finance', target_market => 'Large enterprises',
  business_model => 'Licence per seat');

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ insert into public.ideas (title, description, category, target_market, business_model)
     values ('Visitor idea', 'A description long enough to pass the fifty character minimum of ideas.',
             'other', 'Everyone out there', 'Advertising revenue') $$,
  '42501', 'permission denied for table ideas',
  'visitors cannot submit ideas'
);
select throws_ok(
  $$ update public.ideas set title = 'Defaced by a visitor' where id = 'f1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'visitors cannot edit ideas'
);
select throws_ok(
  $$ delete from public.ideas where id = 'f1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'visitors cannot delete ideas'
);

-- Acting as a member (the idea owner)
select tests.authenticate_as('idea_owner');

select lives_ok(
  $$ insert into public.ideas (title, description, category, target_market, business_model)
     values ('Member submitted idea', 'A description long enough to pass the fifty character minimum of ideas.',
             'education', 'Secondary schools', 'Licence per school') $$,
  'members can submit an idea'
);
select results_eq(
  $$ select author_id, status, reviewed_by, total_ratings from public.ideas where title = 'Member submitted idea' $$,
  $$ values (tests.get_supabase_uid('idea_owner'), 'pending', null::uuid, 0) $$,
  'a member''s new idea is pending, authored by them, unreviewed and unrated'
);
select throws_ok(
  $$ insert into public.ideas (title, description, category, target_market, business_model, status)
     values ('Self-approved idea', 'A description long enough to pass the fifty character minimum of ideas.',
             'education', 'Secondary schools', 'Licence per school', 'approved') $$,
  '42501', 'permission denied for table ideas',
  'members cannot submit an idea that is already approved'
);
select throws_ok(
  $$ insert into public.ideas (title, description, category, target_market, business_model, total_ratings)
     values ('Pre-rated idea', 'A description long enough to pass the fifty character minimum of ideas.',
             'education', 'Secondary schools', 'Licence per school', 50) $$,
  '42501', 'permission denied for table ideas',
  'members cannot submit an idea with rating aggregates'
);
select throws_ok(
  $$ insert into public.ideas (author_id, title, description, category, target_market, business_model)
     values (tests.get_supabase_uid('other_member'), 'Impersonated idea',
             'A description long enough to pass the fifty character minimum of ideas.',
             'education', 'Secondary schools', 'Licence per school') $$,
  '42501', 'new row violates row-level security policy for table "ideas"',
  'members cannot submit an idea in another member''s name'
);
select throws_ok(
  $$ update public.ideas set status = 'approved' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'members cannot change the status of their own idea'
);
select throws_ok(
  $$ update public.ideas set reviewed_by = tests.get_supabase_uid('idea_owner')
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'members cannot write the review fields of their own idea'
);
select throws_ok(
  $$ update public.ideas set total_ratings = 100 where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'members cannot change the rating count of their own idea'
);
select throws_ok(
  $$ update public.ideas set market_demand_sum = 10000 where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'members cannot change the rating sums of their own idea'
);
select throws_ok(
  $$ update public.ideas set author_id = tests.get_supabase_uid('other_member')
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'members cannot hand their idea to another author'
);
select lives_ok(
  $$ update public.ideas set title = 'Owner idea, edited', funding_needed = 5000
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'owners can edit their own idea'
);
select results_eq(
  $$ select title, funding_needed, status from public.ideas where id = 'e1000000-0000-4000-8000-000000000001' $$,
  $$ values ('Owner idea, edited', 5000::bigint, 'pending') $$,
  'the owner''s edit is stored and the idea stays pending'
);
select is_empty(
  $$ update public.ideas set title = 'Hijacked by the owner of another idea'
     where id = 'f1000000-0000-4000-8000-000000000001' returning 1 $$,
  'a member''s edit of another member''s idea affects no rows'
);
select isnt(
  private.trash_idea('f1000000-0000-4000-8000-000000000001'), true,
  'a member''s delete of another member''s idea is refused (a delete moves the idea to the trash: 040)'
);
select is(
  private.trash_idea('e2000000-0000-4000-8000-000000000002'), true,
  'owners can delete their own idea'
);

-- Length and shape bounds, on the owner's own idea
select lives_ok(
  $$ update public.ideas set title = repeat('t', 5) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a title of 5 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set title = repeat('t', 4) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a title of 4 characters is refused'
);
select throws_ok(
  $$ update public.ideas set title = '   abcd   ' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a title padded with spaces to look long enough is refused'
);
select lives_ok(
  $$ update public.ideas set title = repeat('t', 100) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a title of 100 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set title = repeat('t', 101) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a title of 101 characters is refused'
);
select lives_ok(
  $$ update public.ideas set description = repeat('d', 50) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a description of 50 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set description = repeat('d', 49) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a description of 49 characters is refused'
);
select lives_ok(
  $$ update public.ideas set description = repeat('d', 2000) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a description of 2000 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set description = repeat('d', 2001) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a description of 2001 characters is refused'
);
select lives_ok(
  $$ update public.ideas set target_market = repeat('m', 10) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a target market of 10 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set target_market = repeat('m', 9) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a target market of 9 characters is refused'
);
select lives_ok(
  $$ update public.ideas set target_market = repeat('m', 500) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a target market of 500 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set target_market = repeat('m', 501) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a target market of 501 characters is refused'
);
select lives_ok(
  $$ update public.ideas set business_model = repeat('b', 10) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a business model of 10 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set business_model = repeat('b', 9) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a business model of 9 characters is refused'
);
select lives_ok(
  $$ update public.ideas set business_model = repeat('b', 500) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a business model of 500 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set business_model = repeat('b', 501) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a business model of 501 characters is refused'
);
select lives_ok(
  $$ update public.ideas set competitors = repeat('c', 1000) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'competitors of 1000 characters are accepted'
);
select throws_ok(
  $$ update public.ideas set competitors = repeat('c', 1001) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'competitors of 1001 characters are refused'
);
select lives_ok(
  $$ update public.ideas set timeline = repeat('y', 200) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a timeline of 200 characters is accepted'
);
select throws_ok(
  $$ update public.ideas set timeline = repeat('y', 201) where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a timeline of 201 characters is refused'
);
select lives_ok(
  $$ update public.ideas set funding_needed = 0 where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a funding need of zero is accepted'
);
select throws_ok(
  $$ update public.ideas set funding_needed = -1 where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a negative funding need is refused'
);
select throws_ok(
  $$ update public.ideas set category = 'gambling' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a category outside the list is refused'
);
select lives_ok(
  $$ update public.ideas set tags = array['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10']
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'ten tags are accepted'
);
select throws_ok(
  $$ update public.ideas set tags = array['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 't11']
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'eleven tags are refused'
);
select lives_ok(
  $$ update public.ideas set tags = array[repeat('x', 30), 'a'] where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'tags of 1 and of 30 characters are accepted'
);
select throws_ok(
  $$ update public.ideas set tags = array[repeat('x', 31)] where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a tag of 31 characters is refused'
);
select throws_ok(
  $$ update public.ideas set tags = array['ok', ''] where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'an empty tag is refused'
);
select throws_ok(
  $$ update public.ideas set tags = array['AI', 'ai'] where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'tags that differ only by case are refused as duplicates'
);
select lives_ok(
  $$ update public.ideas set website_url = 'https://idea.example.com/landing' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'an https website is accepted'
);
select lives_ok(
  $$ update public.ideas set website_url = '' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'an empty website is accepted'
);
select throws_ok(
  $$ update public.ideas set website_url = 'ftp://idea.example.com' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a website that is not http(s) is refused'
);
select throws_ok(
  $$ update public.ideas set social_media = '{"tiktok": "https://tiktok.com/@idea"}'
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'social media with an unknown network are refused'
);
select lives_ok(
  $$ update public.ideas set pitch_deck_path = tests.get_supabase_uid('idea_owner')::text || '/deck.pdf'
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  'a pitch deck path inside the author''s own folder is accepted'
);
select throws_ok(
  $$ update public.ideas set pitch_deck_path = tests.get_supabase_uid('other_member')::text || '/deck.pdf'
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a pitch deck path inside another member''s folder is refused'
);
select throws_ok(
  $$ update public.ideas set pitch_deck_path = 'deck.pdf' where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a pitch deck path outside any folder is refused'
);
select throws_ok(
  $$ update public.ideas set pitch_deck_path = tests.get_supabase_uid('idea_owner')::text
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a pitch deck path that is only the author''s id, not a file inside their folder, is refused'
);
select throws_ok(
  $$ update public.ideas set pitch_deck_path = tests.get_supabase_uid('idea_owner')::text || '/'
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  '23514', NULL,
  'a pitch deck path naming the author''s folder without a file is refused'
);

-- Checks as postgres: the refused and filtered writes changed nothing
select tests.reset_role();

select is_empty(
  $$ select 1 from public.ideas where title in ('Self-approved idea', 'Pre-rated idea', 'Impersonated idea') $$,
  'the refused submissions wrote nothing'
);
select results_eq(
  $$ select title, status from public.ideas where id = 'f1000000-0000-4000-8000-000000000001' $$,
  $$ values ('Other approved idea', 'approved') $$,
  'another member''s idea survived the owner''s edit and delete attempts unchanged'
);
select is_empty(
  $$ select 1 from public.ideas where id = 'e2000000-0000-4000-8000-000000000002' and deleted_at is null $$,
  'the owner''s own idea is gone after their delete (into the trash)'
);
select results_eq(
  $$ select author_id, status, total_ratings, market_demand_sum, reviewed_by from public.ideas
     where id = 'e1000000-0000-4000-8000-000000000001' $$,
  $$ values (tests.get_supabase_uid('idea_owner'), 'pending', 0, 0::bigint, null::uuid) $$,
  'the owner''s refused writes of status, review fields, aggregates and author changed nothing'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select lives_ok(
  $$ update public.ideas set title = 'Edited by an administrator' where id = 'f1000000-0000-4000-8000-000000000001' $$,
  'administrators can edit any member''s idea'
);
select is(
  (select title from public.ideas where id = 'f1000000-0000-4000-8000-000000000001'),
  'Edited by an administrator',
  'the administrator''s edit of another member''s idea is stored'
);
select throws_ok(
  $$ update public.ideas set status = 'approved' where id = 'f2000000-0000-4000-8000-000000000002' $$,
  '42501', 'permission denied for table ideas',
  'administrators change status only through approve_idea and reject_idea, not by a direct update'
);
select is(
  private.trash_idea('f2000000-0000-4000-8000-000000000002'), true,
  'administrators can delete any member''s idea'
);

select tests.reset_role();
select isnt_empty(
  $$ select 1 from public.ideas where id = 'f2000000-0000-4000-8000-000000000002' and deleted_at is not null $$,
  'the idea the administrator deleted is in the trash'
);

select * from finish();
rollback;
