-- A member's rating history (private.user_rating_history): the member sees every rating they gave, anonymous ones
-- marked; everyone else, administrators and visitors included, sees only their named ratings of approved ideas,
-- so an anonymous rating never appears under its rater's name.
begin;
select plan(16);

-- Fixtures (as postgres)
select tests.create_supabase_user('history_rater');
select tests.create_supabase_user('history_author');
select tests.create_supabase_user('history_other');
select tests.create_supabase_user('history_admin');
select tests.make_admin('history_admin');

-- a, b: approved; p: pending; r: rejected; all by history_author
select tests.create_idea('history_author', id => 'a1400000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Approved idea rated by name');
select tests.create_idea('history_author', id => 'a1400000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Approved idea rated anonymously');
select tests.create_idea('history_author', id => 'a1400000-0000-4000-8000-00000000000c', status => 'approved',
  title => 'Approved idea rated by someone else');
select tests.create_idea('history_author', id => 'a1400000-0000-4000-8000-00000000000d', status => 'pending',
  title => 'Pending idea');
select tests.create_idea('history_author', id => 'a1400000-0000-4000-8000-00000000000e', status => 'rejected',
  title => 'Rejected idea');

insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous, created_at)
values
  ('a1400000-0000-4000-8000-00000000000a', tests.get_supabase_uid('history_rater'), 10, 11, 12, false,
   now() - interval '4 days'),
  ('a1400000-0000-4000-8000-00000000000b', tests.get_supabase_uid('history_rater'), 20, 21, 22, true,
   now() - interval '3 days'),
  ('a1400000-0000-4000-8000-00000000000c', tests.get_supabase_uid('history_other'), 70, 71, 72, false,
   now() - interval '3 days');

-- Ratings of ideas that are not approved cannot be made through the trigger; the table owner plants them to prove
-- they would stay out of others' view (the trigger is off only inside this rolled-back transaction).
alter table public.ratings disable trigger ratings_check_target;
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous, created_at)
values
  ('a1400000-0000-4000-8000-00000000000d', tests.get_supabase_uid('history_rater'), 30, 31, 32, false,
   now() - interval '2 days'),
  ('a1400000-0000-4000-8000-00000000000e', tests.get_supabase_uid('history_rater'), 40, 41, 42, false,
   now() - interval '1 day');
alter table public.ratings enable trigger ratings_check_target;

-- The rater's rating ids, newest first, read as the table owner: the rater cannot read those of hidden ideas.
select set_config('tests.rater_rating_ids',
  (select array_agg(r.id order by r.created_at desc)::text from public.ratings as r
   where r.user_id = tests.get_supabase_uid('history_rater')), true);

-- Acting as the rater: their own history
select tests.authenticate_as('history_rater');

select results_eq(
  $$ select idea_id, idea_title, market_demand, innovation, competition, is_anonymous, total
     from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0) $$,
  $$ values
       ('a1400000-0000-4000-8000-00000000000e'::uuid, 'Rejected idea'::text, 40::smallint, 41::smallint,
        42::smallint, false, 4::bigint),
       ('a1400000-0000-4000-8000-00000000000d'::uuid, 'Pending idea'::text, 30::smallint, 31::smallint,
        32::smallint, false, 4::bigint),
       ('a1400000-0000-4000-8000-00000000000b'::uuid, 'Approved idea rated anonymously'::text, 20::smallint,
        21::smallint, 22::smallint, true, 4::bigint),
       ('a1400000-0000-4000-8000-00000000000a'::uuid, 'Approved idea rated by name'::text, 10::smallint,
        11::smallint, 12::smallint, false, 4::bigint) $$,
  'a member sees every rating they gave, newest first, the anonymous one marked, with the total'
);
select results_eq(
  $$ select idea_id, total from private.user_rating_history(tests.get_supabase_uid('history_rater'), 2, 2) $$,
  $$ values ('a1400000-0000-4000-8000-00000000000b'::uuid, 4::bigint),
            ('a1400000-0000-4000-8000-00000000000a'::uuid, 4::bigint) $$,
  'the second page of two holds the two oldest ratings, with the same total'
);
select is(
  (select array_agg(h.id order by h.created_at desc)
   from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0) as h),
  current_setting('tests.rater_rating_ids')::uuid[],
  'the ids are the ratings'' own ids'
);

-- Acting as another member
select tests.authenticate_as('history_other');

select results_eq(
  $$ select idea_id, is_anonymous, total
     from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0) $$,
  $$ values ('a1400000-0000-4000-8000-00000000000a'::uuid, false, 1::bigint) $$,
  'another member sees only the named rating of an approved idea, and a total that counts only it'
);
select is_empty(
  $$ select 1 from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0)
     where is_anonymous or idea_id <> 'a1400000-0000-4000-8000-00000000000a' $$,
  'another member never sees the anonymous rating nor ratings of pending or rejected ideas'
);
select results_eq(
  $$ select idea_id, is_anonymous
     from private.user_rating_history(tests.get_supabase_uid('history_other'), 20, 0) $$,
  $$ values ('a1400000-0000-4000-8000-00000000000c'::uuid, false) $$,
  'the same member sees their own history'
);

-- Acting as the author of the rated ideas: seeing the pending and rejected ideas does not reveal those ratings
select tests.authenticate_as('history_author');

select results_eq(
  $$ select idea_id from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0) $$,
  $$ values ('a1400000-0000-4000-8000-00000000000a'::uuid) $$,
  'the author of the rated ideas sees only the named rating of the approved one'
);
select is_empty(
  $$ select 1 from private.user_rating_history(tests.get_supabase_uid('history_author'), 20, 0) $$,
  'a member who rated nothing has an empty history'
);

-- Acting as an administrator
select tests.authenticate_as('history_admin');

select results_eq(
  $$ select idea_id, is_anonymous
     from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0) $$,
  $$ values ('a1400000-0000-4000-8000-00000000000a'::uuid, false) $$,
  'administrators, too, see only the named rating of an approved idea'
);

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select idea_id, idea_title, market_demand, innovation, competition, is_anonymous, total
     from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0) $$,
  $$ values ('a1400000-0000-4000-8000-00000000000a'::uuid, 'Approved idea rated by name'::text, 10::smallint,
             11::smallint, 12::smallint, false, 1::bigint) $$,
  'visitors see only the named rating of an approved idea'
);
select is_empty(
  $$ select 1 from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 0)
     where is_anonymous or idea_id <> 'a1400000-0000-4000-8000-00000000000a' $$,
  'visitors never see the anonymous rating nor ratings of pending or rejected ideas'
);
select is_empty(
  $$ select 1 from private.user_rating_history(tests.get_supabase_uid('history_rater'), 20, 1) $$,
  'a visitor''s second page is empty: the hidden ratings do not fill it'
);
select is_empty(
  $$ select 1 from private.user_rating_history(null, 20, 0) $$,
  'no user, no history (a visitor is nobody''s own history)'
);
select throws_ok(
  $$ select user_id from public.ratings where idea_id = 'a1400000-0000-4000-8000-00000000000b' $$,
  '42501', 'permission denied for table ratings',
  'visitors cannot find the anonymous rater through the table either'
);

-- Checks as postgres: who may call it
select tests.reset_role();

select ok(
  has_function_privilege('anon', 'private.user_rating_history(uuid, integer, integer)', 'execute')
  and has_function_privilege('authenticated', 'private.user_rating_history(uuid, integer, integer)', 'execute'),
  'visitors and members may call the history (profiles are public)'
);
select is(
  (select array_agg(p.provolatile::text || ':' || p.prosecdef::text || ':' || array_to_string(p.proconfig, ','))
   from pg_catalog.pg_proc as p
   where p.oid = 'private.user_rating_history(uuid, integer, integer)'::regprocedure),
  array['s:true:search_path=""'],
  'the history is a stable security definer function with an empty search_path'
);

select * from finish();
rollback;
