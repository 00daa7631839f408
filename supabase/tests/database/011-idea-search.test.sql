-- Leaderboard search (private.search_idea_page): a page of matching ideas, only those the caller may see, in the
-- requested order; a rating written and read back as the API does it.
begin;
select plan(12);

-- Fixtures (as postgres): every title carries the search word "quokkafy", which nothing else uses.
select tests.create_supabase_user('search_owner');
select tests.create_supabase_user('search_other');
select tests.create_supabase_user('search_admin');
select tests.make_admin('search_admin');

select tests.create_idea('search_owner', id => '5a000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Quokkafy approved one', created_at => now() - interval '3 days');
select tests.create_idea('search_other', id => '5a000000-0000-4000-8000-000000000002', status => 'approved',
  title => 'Approved two', category => 'finance',
  description => 'A description long enough to pass the fifty character minimum, with quokkafy.',
  created_at => now() - interval '2 days');
select tests.create_idea('search_other', id => '5a000000-0000-4000-8000-000000000003', status => 'approved',
  title => 'Approved three', created_at => now() - interval '1 day');
select tests.create_idea('search_owner', id => '5b000000-0000-4000-8000-000000000001', status => 'pending',
  title => 'Quokkafy pending of owner', created_at => now());
select tests.create_idea('search_other', id => '5b000000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Quokkafy pending of other', created_at => now());
update public.ideas set tags = array['quokkafy'] where id = '5a000000-0000-4000-8000-000000000003';

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select * from private.search_idea_page('%quokkafy%', 'approved', null, 'createdAt', 'asc', 50, 0) $$,
  $$ values ('5a000000-0000-4000-8000-000000000001'::uuid), ('5a000000-0000-4000-8000-000000000002'::uuid),
            ('5a000000-0000-4000-8000-000000000003'::uuid) $$,
  'visitors find approved ideas by title, description and tags, in the requested order'
);
select results_eq(
  $$ select * from private.search_idea_page('%quokkafy%', 'approved', 'technology', 'createdAt', 'desc', 50, 0) $$,
  $$ values ('5a000000-0000-4000-8000-000000000003'::uuid), ('5a000000-0000-4000-8000-000000000001'::uuid) $$,
  'a category narrows the search, descending order reverses it'
);
select results_eq(
  $$ select * from private.search_idea_page('%quokkafy%', 'approved', null, 'createdAt', 'asc', 1, 1) $$,
  $$ values ('5a000000-0000-4000-8000-000000000002'::uuid) $$,
  'limit and offset choose the page'
);
select is_empty(
  $$ select * from private.search_idea_page('%quokkafy%', 'pending', null, 'createdAt', 'asc', 50, 0) $$,
  'visitors find no pending ideas'
);
select is_empty(
  $$ select * from private.search_idea_page('%QUOKKAFY pending%', 'pending', null, 'finalScore', 'desc', 50, 0) $$,
  'the match ignores case but still hides pending ideas from visitors'
);
select throws_ok(
  $$ select * from private.search_idea_page('%quokkafy%', 'approved', null, 'title', 'asc', 50, 0) $$,
  '22023', null,
  'an unknown sort column is refused'
);
select throws_ok(
  $$ select * from private.search_idea_page('%quokkafy%', 'approved', null, 'createdAt', 'asc; drop table x', 50, 0) $$,
  '22023', null,
  'an unknown order is refused'
);

-- Acting as the owner of a pending idea
select tests.authenticate_as('search_owner');

select results_eq(
  $$ select * from private.search_idea_page('%quokkafy%', 'pending', null, 'createdAt', 'asc', 50, 0) $$,
  $$ values ('5b000000-0000-4000-8000-000000000001'::uuid) $$,
  'members find their own pending ideas, not those of others'
);

-- Acting as an administrator
select tests.authenticate_as_admin('search_admin');

select set_eq(
  $$ select * from private.search_idea_page('%quokkafy%', 'pending', null, 'createdAt', 'asc', 50, 0) $$,
  $$ values ('5b000000-0000-4000-8000-000000000001'::uuid), ('5b000000-0000-4000-8000-000000000002'::uuid) $$,
  'administrators find every pending idea'
);

-- Rating as the API does it: INSERT ... RETURNING passes the ratings' read policies (rewritten as lookups of the
-- one idea; 006 proves who reads which rating).
select tests.authenticate_as('search_other');
select throws_ok(
  $$ insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
     values ('5a000000-0000-4000-8000-000000000003', tests.get_supabase_uid('search_other'), 1, 2, 3) $$,
  '42501', 'You cannot rate your own idea.',
  'members still cannot rate their own idea'
);

select tests.authenticate_as('search_owner');
select results_eq(
  $$ insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
     values ('5a000000-0000-4000-8000-000000000003', tests.get_supabase_uid('search_owner'), 7, 8, 9)
     returning market_demand $$,
  $$ values (7::smallint) $$,
  'members rate an approved idea of another and read their rating back, as the API does'
);

select tests.reset_role();
select is(
  (select prosecdef and proconfig @> array['search_path=""'] from pg_proc
   where oid = 'private.search_idea_page(text, text, text, text, text, integer, integer)'::regprocedure),
  true,
  'search_idea_page is security definer with an empty search_path'
);

select * from finish();
rollback;
