-- Ratings: who may rate what, once, in range; ratings are final; anonymous raters stay hidden from others.
begin;
select plan(31);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner', null, '{"display_name": "Iris Owner"}');
select tests.create_supabase_user('named_rater', null, '{"display_name": "Nina Named"}');
select tests.create_supabase_user('anonymous_rater', null, '{"display_name": "Ann Anonymous"}');
select tests.create_supabase_user('other_member', null, '{"display_name": "Oscar Other"}');
select tests.create_supabase_user('bystander', null, '{"display_name": "Bea Bystander"}');
select tests.create_supabase_user('admin_user', null, '{"display_name": "Adam Admin"}');
select tests.make_admin('admin_user');

-- a: idea_owner approved, b: other_member approved, c: idea_owner approved (bounds), p: pending, r: rejected
select tests.create_idea('idea_owner', id => 'a6000000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Approved idea to rate');
select tests.create_idea('other_member', id => 'a6000000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'The rater''s own idea');
select tests.create_idea('idea_owner', id => 'a6000000-0000-4000-8000-00000000000c', status => 'approved',
  title => 'Approved idea for bounds');
select tests.create_idea('idea_owner', id => 'a6000000-0000-4000-8000-00000000000d', status => 'pending',
  title => 'Pending idea');
select tests.create_idea('idea_owner', id => 'a6000000-0000-4000-8000-00000000000e', status => 'rejected',
  title => 'Rejected idea');

insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous) values
  ('a6000000-0000-4000-8000-00000000000a', tests.get_supabase_uid('named_rater'), 10, 10, 10, false),
  ('a6000000-0000-4000-8000-00000000000a', tests.get_supabase_uid('anonymous_rater'), 20, 20, 20, true);

-- A rating of a pending idea cannot be made through the trigger; the table owner plants one to prove that such
-- ratings would stay hidden (the trigger is switched off only inside this rolled-back transaction).
alter table public.ratings disable trigger ratings_check_target;
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('a6000000-0000-4000-8000-00000000000d', tests.get_supabase_uid('bystander'), 30, 30, 30);
alter table public.ratings enable trigger ratings_check_target;

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000a', 50, 50, 50) $$,
  '42501', 'permission denied for table ratings',
  'visitors cannot rate'
);
select results_eq(
  $$ select market_demand from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000a'
     order by market_demand $$,
  $$ values (10::smallint), (20::smallint) $$,
  'visitors can read the ratings of an approved idea'
);
select is_empty(
  $$ select 1 from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000d' $$,
  'visitors cannot read the ratings of a pending idea'
);
select throws_ok(
  $$ select user_id from public.ratings $$,
  '42501', 'permission denied for table ratings',
  'visitors cannot read who rated'
);
select results_eq(
  $$ select user_id, rater_display_name, is_anonymous, is_own
     from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000a') order by market_demand $$,
  $$ values (tests.get_supabase_uid('named_rater'), 'Nina Named', false, false),
            (null::uuid, null::text, true, false) $$,
  'get_idea_ratings shows visitors the rater of a named rating and hides the rater of an anonymous one'
);
select is_empty(
  $$ select 1 from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000d') $$,
  'get_idea_ratings shows visitors nothing of a pending idea'
);

-- Acting as a member (other_member)
select tests.authenticate_as('other_member');

select lives_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition, is_anonymous)
     values ('a6000000-0000-4000-8000-00000000000a', 40, 40, 40, true) $$,
  'members can rate someone else''s approved idea'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000a', 90, 90, 90) $$,
  '23505', NULL,
  'members can rate an idea only once'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000b', 100, 100, 100) $$,
  '42501', 'You cannot rate your own idea.',
  'members cannot rate their own idea'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000d', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'members cannot rate someone else''s pending idea, which for them does not exist'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000e', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'members cannot rate someone else''s rejected idea, which for them does not exist'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('00000000-0000-4000-8000-00000000dead', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'rating an unknown idea reports that the idea is not found'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000a', tests.get_supabase_uid('bystander'), 100, 100, 100) $$,
  '42501', 'new row violates row-level security policy for table "ratings"',
  'members cannot rate in another member''s name'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000c', -1, 50, 50) $$,
  '23514', NULL,
  'a market demand score below 0 is refused'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000c', 50, 101, 50) $$,
  '23514', NULL,
  'an innovation score above 100 is refused'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000c', 50, 50, 101) $$,
  '23514', NULL,
  'a competition score above 100 is refused'
);
select lives_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000c', 0, 100, 0) $$,
  'scores of exactly 0 and 100 are accepted'
);
select throws_ok(
  $$ update public.ratings set market_demand = 100 where idea_id = 'a6000000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ratings',
  'members cannot change their rating'
);
select throws_ok(
  $$ delete from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ratings',
  'members cannot delete ratings'
);
select throws_ok(
  $$ select user_id from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ratings',
  'members cannot read who rated through the table'
);
select is_empty(
  $$ select 1 from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000d' $$,
  'members cannot read the ratings of another member''s pending idea'
);
select results_eq(
  $$ select user_id, rater_display_name, is_anonymous, is_own
     from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000a') order by market_demand $$,
  $$ values (tests.get_supabase_uid('named_rater'), 'Nina Named', false, false),
            (null::uuid, null::text, true, false),
            (tests.get_supabase_uid('other_member'), 'Oscar Other', true, true) $$,
  'get_idea_ratings shows members named raters and their own anonymous rating, and hides other anonymous raters'
);
select is_empty(
  $$ select 1 from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000d') $$,
  'get_idea_ratings shows members nothing of another member''s pending idea'
);

-- Acting as the idea owner
select tests.authenticate_as('idea_owner');

select results_eq(
  $$ select user_id, rater_display_name, is_own
     from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000a') order by market_demand $$,
  $$ values (tests.get_supabase_uid('named_rater'), 'Nina Named', false),
            (null::uuid, null::text, false),
            (null::uuid, null::text, false) $$,
  'the author of an idea does not learn who rated it anonymously'
);
select results_eq(
  $$ select market_demand from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000d' $$,
  $$ values (30::smallint) $$,
  'authors can read the ratings of their own pending idea'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select results_eq(
  $$ select user_id, is_own from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000a') order by market_demand $$,
  $$ values (tests.get_supabase_uid('named_rater'), false), (null::uuid, false), (null::uuid, false) $$,
  'administrators do not see anonymous raters through get_idea_ratings either'
);
select results_eq(
  $$ select market_demand from private.get_idea_ratings('a6000000-0000-4000-8000-00000000000d') $$,
  $$ values (30::smallint) $$,
  'administrators can read the ratings of a pending idea'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
     values ('a6000000-0000-4000-8000-00000000000c', tests.get_supabase_uid('bystander'), 1, 1, 1) $$,
  '42501', 'new row violates row-level security policy for table "ratings"',
  'administrators cannot rate in another member''s name either'
);
select throws_ok(
  $$ delete from public.ratings where idea_id = 'a6000000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ratings',
  'administrators cannot delete ratings: a rating is final'
);

-- Checks as postgres: the refused writes changed nothing
select tests.reset_role();

select results_eq(
  $$ select user_id, market_demand, innovation, competition from public.ratings
     where idea_id = 'a6000000-0000-4000-8000-00000000000a' order by market_demand $$,
  $$ values (tests.get_supabase_uid('named_rater'), 10::smallint, 10::smallint, 10::smallint),
            (tests.get_supabase_uid('anonymous_rater'), 20::smallint, 20::smallint, 20::smallint),
            (tests.get_supabase_uid('other_member'), 40::smallint, 40::smallint, 40::smallint) $$,
  'the idea holds exactly the accepted ratings, unchanged by the refused update, delete and impersonation'
);
select is(
  (select count(*) from public.ratings
   where idea_id in ('a6000000-0000-4000-8000-00000000000b', 'a6000000-0000-4000-8000-00000000000e')),
  0::bigint,
  'the refused ratings of one''s own idea and of a rejected idea wrote nothing'
);

select * from finish();
rollback;
