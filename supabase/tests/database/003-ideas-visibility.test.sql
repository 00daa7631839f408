-- Ideas visibility: visitors see approved ideas, members also their own in any status, administrators all.
begin;
select plan(20);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('other_member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

-- a1: idea_owner approved, p1: idea_owner pending, r1: idea_owner rejected, p2: other_member pending
select tests.create_idea('idea_owner', id => 'a1000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Owner approved idea');
select tests.create_idea('idea_owner', id => 'b1000000-0000-4000-8000-000000000001', status => 'pending',
  title => 'Owner pending idea');
select tests.create_idea('idea_owner', id => 'c1000000-0000-4000-8000-000000000001', status => 'rejected',
  title => 'Owner rejected idea');
select tests.create_idea('other_member', id => 'b2000000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Other pending idea', category => 'finance', target_market => 'Large enterprises',
  business_model => 'Licence per seat');

select set_config('tests.all_ideas', (select count(*) from public.ideas)::text, true);
select set_config('tests.approved_ideas', (select count(*) from public.ideas where status = 'approved')::text, true);

-- The rule itself, private.can_see_idea(status, author, viewer, viewer is admin), which the members' policy applies
select is(private.can_see_idea('approved', gen_random_uuid(), null, false), true,
  'the rule shows an approved idea to a viewer without an account');
select is(private.can_see_idea('pending', gen_random_uuid(), null, false), false,
  'the rule hides a pending idea from a viewer without an account');
select is(private.can_see_idea('rejected', tests.get_supabase_uid('idea_owner'), tests.get_supabase_uid('idea_owner'), false),
  true, 'the rule shows authors their own rejected idea');
select is(private.can_see_idea('pending', tests.get_supabase_uid('idea_owner'), tests.get_supabase_uid('other_member'), false),
  false, 'the rule hides a member''s pending idea from another member');
select is(private.can_see_idea('rejected', tests.get_supabase_uid('idea_owner'), tests.get_supabase_uid('admin_user'), true),
  true, 'the rule shows administrators every idea');
select is(private.can_see_idea('pending', tests.get_supabase_uid('idea_owner'), tests.get_supabase_uid('other_member'), null),
  false, 'the rule treats an unknown admin flag as no administrator');

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select id from public.ideas where id in ('a1000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000001',
       'c1000000-0000-4000-8000-000000000001', 'b2000000-0000-4000-8000-000000000002') order by id $$,
  $$ values ('a1000000-0000-4000-8000-000000000001'::uuid) $$,
  'visitors see approved ideas'
);
select is_empty(
  $$ select 1 from public.ideas where id = 'b1000000-0000-4000-8000-000000000001' $$,
  'visitors cannot read pending ideas'
);
select is_empty(
  $$ select 1 from public.ideas where id = 'c1000000-0000-4000-8000-000000000001' $$,
  'visitors cannot read rejected ideas'
);
select is(
  (select count(*) from public.ideas),
  current_setting('tests.approved_ideas')::bigint,
  'visitors see exactly the approved ideas'
);
select throws_ok(
  $$ select private.can_see_idea('pending', gen_random_uuid(), null, false) $$,
  '42501', 'permission denied for function can_see_idea',
  'visitors cannot call the members'' visibility rule (their own policy needs none)'
);

-- Acting as the idea owner
select tests.authenticate_as('idea_owner');

select results_eq(
  $$ select id, status from public.ideas where author_id = tests.get_supabase_uid('idea_owner') order by id $$,
  $$ values ('a1000000-0000-4000-8000-000000000001'::uuid, 'approved'),
            ('b1000000-0000-4000-8000-000000000001'::uuid, 'pending'),
            ('c1000000-0000-4000-8000-000000000001'::uuid, 'rejected') $$,
  'members see their own ideas whatever their status'
);
select is_empty(
  $$ select 1 from public.ideas where id = 'b2000000-0000-4000-8000-000000000002' $$,
  'members cannot read another member''s pending idea'
);
select is(
  (select count(*) from public.ideas where status <> 'approved' and author_id <> tests.get_supabase_uid('idea_owner')),
  0::bigint,
  'members see no unpublished idea of anyone else'
);

-- Acting as another member
select tests.authenticate_as('other_member');

select results_eq(
  $$ select id from public.ideas where id in ('a1000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000001',
       'c1000000-0000-4000-8000-000000000001', 'b2000000-0000-4000-8000-000000000002') order by id $$,
  $$ values ('a1000000-0000-4000-8000-000000000001'::uuid), ('b2000000-0000-4000-8000-000000000002'::uuid) $$,
  'members see other members'' approved ideas and their own pending idea'
);
select is_empty(
  $$ select 1 from public.ideas where id = 'c1000000-0000-4000-8000-000000000001' $$,
  'members cannot read another member''s rejected idea'
);
select is(
  (select count(*) from public.ideas),
  current_setting('tests.approved_ideas')::bigint + 1,
  'members see exactly the approved ideas plus their own unpublished ones'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select results_eq(
  $$ select id from public.ideas where id in ('a1000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-000000000001',
       'c1000000-0000-4000-8000-000000000001', 'b2000000-0000-4000-8000-000000000002') order by id $$,
  $$ values ('a1000000-0000-4000-8000-000000000001'::uuid), ('b1000000-0000-4000-8000-000000000001'::uuid),
            ('b2000000-0000-4000-8000-000000000002'::uuid), ('c1000000-0000-4000-8000-000000000001'::uuid) $$,
  'administrators see pending and rejected ideas of every member'
);
select is(
  (select count(*) from public.ideas),
  current_setting('tests.all_ideas')::bigint,
  'administrators see every idea'
);

-- Acting as a member who is not an administrator (the admin flag, not the sign-in, grants the full view)
select tests.reset_role();
update public.profiles set is_admin = false where id = tests.get_supabase_uid('admin_user');
select tests.authenticate_as('admin_user');
select is_empty(
  $$ select 1 from public.ideas where id = 'b2000000-0000-4000-8000-000000000002' $$,
  'a demoted administrator no longer sees other members'' pending ideas'
);

select * from finish();
rollback;
