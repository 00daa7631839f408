-- Administrator operations on users and the dashboard: only administrators, and never the last one demoted.
begin;
select plan(36);

-- Fixtures (as postgres)
select tests.create_supabase_user('admin_user', null, '{"display_name": "Adam Admin"}');
select tests.make_admin('admin_user');
select tests.create_supabase_user('plain_member', null, '{"display_name": "Plain Member"}');
select tests.create_supabase_user('percent_user', null, '{"display_name": "Pat 100% Qwerty"}');
select tests.create_supabase_user('underscore_user', null, '{"display_name": "Uma Snake_Case"}');
select tests.create_supabase_user('lookalike_user', null, '{"display_name": "Ulla SnakexCase"}');
select tests.create_supabase_user('zebra_user', 'zebra@test.local', '{"display_name": "Zed ZEBRA Stripes"}');
-- Enough accounts to exceed the page-size cap of 100.
select count(tests.create_supabase_user('bulk_user_' || n, null, jsonb_build_object('display_name', 'Bulk ' || n)))
from generate_series(1, 100) as n;

select tests.create_idea('plain_member', id => 'a8000000-0000-4000-8000-000000000001', status => 'pending',
  title => 'Pending idea in the queue');
select tests.create_idea('plain_member', id => 'a8000000-0000-4000-8000-000000000002', status => 'approved',
  title => 'Approved idea off the queue');
select tests.create_idea('plain_member', id => 'a8000000-0000-4000-8000-000000000003', status => 'rejected',
  title => 'Rejected idea off the queue');

-- The true counts, taken by the table owner.
select set_config('tests.total_users', (select count(*) from public.profiles)::text, true);
select set_config('tests.total_ideas', (select count(*) from public.ideas)::text, true);
select set_config('tests.pending_ideas', (select count(*) from public.ideas where status = 'pending')::text, true);
select set_config('tests.total_ratings', (select count(*) from public.ratings)::text, true);

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ select * from private.admin_list_users() $$,
  '42501', 'permission denied for function admin_list_users',
  'visitors cannot list users'
);
select throws_ok(
  $$ select * from private.admin_dashboard_stats() $$,
  '42501', 'permission denied for function admin_dashboard_stats',
  'visitors cannot see the dashboard'
);
select throws_ok(
  $$ select * from private.admin_pending_ideas() $$,
  '42501', 'permission denied for function admin_pending_ideas',
  'visitors cannot see the review queue'
);
select throws_ok(
  $$ select private.promote_user(tests.get_supabase_uid('plain_member')) $$,
  '42501', 'permission denied for function promote_user',
  'visitors cannot promote users'
);

-- Acting as a member
select tests.authenticate_as('plain_member');

select throws_ok(
  $$ select * from private.admin_list_users() $$,
  '42501', 'Only administrators can list users',
  'members cannot list users'
);
select throws_ok(
  $$ select * from private.admin_dashboard_stats() $$,
  '42501', 'Only administrators can see the dashboard',
  'members cannot see the dashboard'
);
select throws_ok(
  $$ select * from private.admin_pending_ideas() $$,
  '42501', 'Only administrators can see the review queue',
  'members cannot see the review queue'
);
select throws_ok(
  $$ select private.promote_user(tests.get_supabase_uid('plain_member')) $$,
  '42501', 'Only administrators can promote users',
  'members cannot promote themselves'
);
select throws_ok(
  $$ select private.demote_user(tests.get_supabase_uid('admin_user')) $$,
  '42501', 'Only administrators can demote users',
  'members cannot demote administrators'
);
select throws_ok(
  $$ update public.profiles set is_admin = true where id = tests.get_supabase_uid('plain_member') $$,
  '42501', 'permission denied for table profiles',
  'members cannot set their own admin flag directly'
);

select tests.reset_role();
select is(
  (select is_admin from public.profiles where id = tests.get_supabase_uid('plain_member')),
  false,
  'the member''s attempts left them a plain member'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select results_eq(
  $$ select id, display_name, email, is_admin, is_verified, total_count from private.admin_list_users('Zed ZEBRA') $$,
  $$ values (tests.get_supabase_uid('zebra_user'), 'Zed ZEBRA Stripes', 'zebra@test.local', false, true, 1::bigint) $$,
  'administrators list users with their e-mail, admin flag and the number of matches'
);
select results_eq(
  $$ select display_name from private.admin_list_users('zebra str') $$,
  $$ values ('Zed ZEBRA Stripes') $$,
  'the user search matches any part of the display name, ignoring case'
);
select results_eq(
  $$ select display_name from private.admin_list_users('%') $$,
  $$ values ('Pat 100% Qwerty') $$,
  'a percent sign in the user search matches only a literal percent sign'
);
select results_eq(
  $$ select display_name from private.admin_list_users('snake_case') $$,
  $$ values ('Uma Snake_Case') $$,
  'an underscore in the user search matches only a literal underscore'
);
select results_eq(
  $$ select count(*) over (), total_count from private.admin_list_users('snake', 1, 0) $$,
  $$ values (1::bigint, 2::bigint) $$,
  'a page of the user list gives the total number of matches beyond the page'
);
select results_eq(
  $$ select display_name from private.admin_list_users('snake', 10, 0) order by display_name $$,
  $$ values ('Ulla SnakexCase'), ('Uma Snake_Case') $$,
  'a plain search term finds every display name that contains it'
);
select is(
  (select count(*) from private.admin_list_users(null, 1000, 0)),
  100::bigint,
  'the user list returns at most 100 users per page'
);
select is(
  (select max(total_count) from private.admin_list_users(null, 1000, 0)),
  current_setting('tests.total_users')::bigint,
  'without a search the user list counts every user'
);
select results_eq(
  $$ select * from private.admin_dashboard_stats() $$,
  $$ values (current_setting('tests.total_users')::bigint, current_setting('tests.total_ideas')::bigint,
             current_setting('tests.pending_ideas')::bigint, current_setting('tests.total_ratings')::bigint) $$,
  'the dashboard counts every profile, idea, pending idea and rating'
);
select results_eq(
  $$ select author_id, author_display_name, title from private.admin_pending_ideas()
     where id = 'a8000000-0000-4000-8000-000000000001' $$,
  $$ values (tests.get_supabase_uid('plain_member'), 'Plain Member', 'Pending idea in the queue') $$,
  'the review queue shows a pending idea with its author''s display name'
);
select is(
  (select count(*) from private.admin_pending_ideas()),
  current_setting('tests.pending_ideas')::bigint,
  'the review queue lists every pending idea'
);
select is_empty(
  $$ select 1 from private.admin_pending_ideas()
     where id in ('a8000000-0000-4000-8000-000000000002', 'a8000000-0000-4000-8000-000000000003') $$,
  'the review queue leaves out approved and rejected ideas'
);
select throws_ok(
  $$ select private.promote_user('00000000-0000-4000-8000-00000000dead') $$,
  'P0002', 'User not found',
  'promoting an unknown user reports that the user is not found'
);

-- Promote and demote, starting with a single administrator (as postgres)
select tests.reset_role();
update public.profiles set is_admin = false where id <> tests.get_supabase_uid('admin_user');

-- Acting as the only administrator
select tests.authenticate_as('admin_user');
select lives_ok(
  $$ select private.promote_user(tests.get_supabase_uid('plain_member')) $$,
  'administrators can promote a member'
);

-- Acting as the promoted member
select tests.authenticate_as('plain_member');
select is(
  (select total_users from private.admin_dashboard_stats()),
  current_setting('tests.total_users')::bigint,
  'a promoted member passes the administrator checks'
);

-- Acting as the first administrator
select tests.authenticate_as('admin_user');
select lives_ok(
  $$ select private.demote_user(tests.get_supabase_uid('plain_member')) $$,
  'an administrator can demote another administrator while two exist'
);

select tests.reset_role();
select results_eq(
  $$ select id from public.profiles where is_admin $$,
  $$ values (tests.get_supabase_uid('admin_user')) $$,
  'after the demotion one administrator is left'
);

-- Acting as the demoted member
select tests.authenticate_as('plain_member');
select throws_ok(
  $$ select * from private.admin_dashboard_stats() $$,
  '42501', 'Only administrators can see the dashboard',
  'a demoted member no longer passes the administrator checks'
);

-- Acting as the last administrator
select tests.authenticate_as('admin_user');
select throws_ok(
  $$ select private.demote_user(tests.get_supabase_uid('admin_user')) $$,
  '55000', 'The last administrator cannot be demoted',
  'the last administrator cannot be demoted'
);
select lives_ok(
  $$ select private.demote_user(tests.get_supabase_uid('zebra_user')) $$,
  'demoting a member who is not an administrator changes nothing and succeeds'
);

select tests.reset_role();
select results_eq(
  $$ select id from public.profiles where is_admin $$,
  $$ values (tests.get_supabase_uid('admin_user')) $$,
  'the last administrator is still an administrator'
);

-- Acting as an administrator who steps down once someone else can take over
select tests.authenticate_as('admin_user');
select lives_ok(
  $$ select private.promote_user(tests.get_supabase_uid('zebra_user')) $$,
  'administrators can promote a successor'
);
select lives_ok(
  $$ select private.demote_user(tests.get_supabase_uid('admin_user')) $$,
  'an administrator can step down while another administrator exists'
);
select throws_ok(
  $$ select * from private.admin_list_users() $$,
  '42501', 'Only administrators can list users',
  'an administrator who stepped down can no longer list users'
);

-- Acting as the successor
select tests.authenticate_as('zebra_user');
select throws_ok(
  $$ select private.demote_user(tests.get_supabase_uid('zebra_user')) $$,
  '55000', 'The last administrator cannot be demoted',
  'the successor, now the last administrator, cannot be demoted either'
);

select * from finish();
rollback;
