-- Re-review: an author's edit of an approved idea (material fields and the others alike) waits for an administrator;
-- only the author and administrators see the edit; approve applies it, reject drops it; ratings never move.
begin;
select plan(27);

select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('other_member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

select tests.create_idea('idea_owner', id => 'e2000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Approved idea with ratings');
select tests.create_idea('idea_owner', id => 'e2000000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Pending idea edited freely');
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('e2000000-0000-4000-8000-000000000001', tests.get_supabase_uid('other_member'), 80, 60, 40),
  ('e2000000-0000-4000-8000-000000000001', tests.get_supabase_uid('admin_user'), 60, 40, 20);

create temporary table scores_before on commit drop as
  select total_ratings, final_score, market_demand_score from public.ideas
  where id = 'e2000000-0000-4000-8000-000000000001';
grant select on scores_before to authenticated, anon;

-- The author's material edit is diverted
select tests.authenticate_as('idea_owner');
update public.ideas
set title = 'Crypto Casino Courier', description = repeat('A totally different idea now. ', 3), tags = '{edited}'
where id = 'e2000000-0000-4000-8000-000000000001';

select results_eq(
  $$ select title, tags, status from public.ideas where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Approved idea with ratings', '{}'::text[], 'approved') $$,
  'the author''s edit leaves the approved title and tags in place, it stays approved'
);
select results_eq(
  $$ select title, description from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Crypto Casino Courier', repeat('A totally different idea now. ', 3)) $$,
  'the author sees the material fields in their pending edit'
);

update public.ideas set title = 'Crypto Casino Courier, second try'
where id = 'e2000000-0000-4000-8000-000000000001';
select results_eq(
  $$ select count(*)::int, min(title) from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values (1, 'Crypto Casino Courier, second try') $$,
  'a second material edit replaces the first: one pending edit per idea'
);

update public.ideas
set title = 'Crypto Casino Courier, second try', timeline = 'Launch in spring', competitors = 'Nobody yet'
where id = 'e2000000-0000-4000-8000-000000000001';
select results_eq(
  $$ select timeline, competitors from public.ideas where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('', '') $$,
  'an edit of the other fields waits too (review-every-field, pgTAP 036)'
);
select results_eq(
  $$ select title, timeline from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Crypto Casino Courier, second try', 'Launch in spring') $$,
  'the pending edit is the whole proposed version'
);

update public.ideas set title = 'Pending idea, typo fixed' where id = 'e2000000-0000-4000-8000-000000000002';
select results_eq(
  $$ select title from public.ideas where id = 'e2000000-0000-4000-8000-000000000002' $$,
  $$ values ('Pending idea, typo fixed') $$,
  'an edit of an idea that is not approved applies directly (it is reviewed anyway)'
);
select is_empty(
  $$ select 1 from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000002' $$,
  'no pending edit for an idea that is not approved'
);

select throws_ok(
  $$ insert into public.idea_edits (idea_id, author_id, title, description, category, target_market, business_model)
     values ('e2000000-0000-4000-8000-000000000002', (select auth.uid()), 'Direct edit', repeat('x', 60),
             'other', 'Somebody somewhere', 'Some model here') $$,
  '42501', 'permission denied for table idea_edits',
  'the author cannot write a pending edit directly'
);
select throws_ok(
  $$ select private.review_idea_edit('e2000000-0000-4000-8000-000000000001', 'approved') $$,
  '42501', 'Only administrators can approve edits',
  'the author cannot approve their own edit'
);

-- Another member
select tests.authenticate_as('other_member');
select is_empty(
  $$ select 1 from public.idea_edits $$,
  'another member cannot see the pending edit'
);
select results_eq(
  $$ select title from public.ideas where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Approved idea with ratings') $$,
  'another member sees the approved version'
);
update public.ideas set title = 'Hijacked title here' where id = 'e2000000-0000-4000-8000-000000000001';
select throws_ok(
  $$ update public.idea_edits set title = 'Hijacked title here' $$,
  '42501', 'permission denied for table idea_edits',
  'another member cannot write a pending edit'
);
select throws_ok(
  $$ select private.review_idea_edit('e2000000-0000-4000-8000-000000000001', 'rejected', 'No.') $$,
  '42501', 'Only administrators can reject edits',
  'another member cannot reject the edit'
);

-- A visitor
select tests.clear_authentication();
select throws_ok(
  $$ select 1 from public.idea_edits $$,
  '42501', 'permission denied for table idea_edits',
  'visitors cannot read pending edits'
);
select throws_ok(
  $$ select private.review_idea_edit('e2000000-0000-4000-8000-000000000001', 'approved') $$,
  '42501', 'permission denied for function review_idea_edit',
  'visitors cannot call the edit review'
);
select results_eq(
  $$ select title from public.ideas where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Approved idea with ratings') $$,
  'visitors see the approved version, and the other member''s update changed nothing'
);

-- Administrators
select tests.authenticate_as('admin_user');
select results_eq(
  $$ select title from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Crypto Casino Courier, second try') $$,
  'administrators see the pending edit'
);
select throws_ok(
  $$ select private.review_idea_edit('e2000000-0000-4000-8000-000000000002', 'approved') $$,
  'P0002', 'No edit of this idea is waiting for review',
  'approving an idea with no pending edit is refused'
);
select throws_ok(
  $$ select private.review_idea_edit('e2000000-0000-4000-8000-000000000001', 'maybe') $$,
  '22023', 'Unknown review decision maybe',
  'an unknown decision is refused'
);

select results_eq(
  $$ select title, status from private.review_idea_edit('e2000000-0000-4000-8000-000000000001', 'approved') $$,
  $$ values ('Crypto Casino Courier, second try', 'approved') $$,
  'approving the edit applies it and the idea stays approved'
);
select is_empty(
  $$ select 1 from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000001' $$,
  'the approved edit is no longer pending'
);
select results_eq(
  $$ select total_ratings, final_score, market_demand_score from public.ideas
     where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ select * from scores_before $$,
  'the ratings and scores are unchanged by the re-approval'
);

-- A second edit, rejected
select tests.authenticate_as('idea_owner');
update public.ideas set category = 'finance', business_model = 'Commission on every bet'
where id = 'e2000000-0000-4000-8000-000000000001';
select tests.authenticate_as('admin_user');
select results_eq(
  $$ select title, category from private.review_idea_edit('e2000000-0000-4000-8000-000000000001', 'rejected', ' ') $$,
  $$ values ('Crypto Casino Courier, second try', 'technology') $$,
  'rejecting the edit keeps the approved version'
);
select is_empty(
  $$ select 1 from public.idea_edits where idea_id = 'e2000000-0000-4000-8000-000000000001' $$,
  'the rejected edit is dropped'
);

-- An administrator's own edit of an approved idea applies directly
update public.ideas set title = 'Edited by an administrator' where id = 'e2000000-0000-4000-8000-000000000001';
select results_eq(
  $$ select title, status from public.ideas where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ values ('Edited by an administrator', 'approved') $$,
  'an administrator''s edit of an approved idea applies directly'
);
select is_empty(
  $$ select 1 from public.idea_edits $$,
  'an administrator''s edit leaves no pending edit'
);
select results_eq(
  $$ select total_ratings, final_score, market_demand_score from public.ideas
     where id = 'e2000000-0000-4000-8000-000000000001' $$,
  $$ select * from scores_before $$,
  'the ratings and scores are unchanged after the rejection and the administrator''s edit'
);

select * from finish();
rollback;
