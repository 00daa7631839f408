-- Notifications: the database writes an item for each event, groups unread rating items per idea, and only the
-- recipient reads them or marks them read; nobody can write, forge or delete items through the API roles.
begin;
select plan(27);

-- Fixtures (as postgres)
select tests.create_supabase_user('notify_author');
select tests.create_supabase_user('notify_rater');
select tests.create_supabase_user('notify_rater2');
select tests.create_supabase_user('notify_admin');
select tests.make_admin('notify_admin');

select is(
  (select kind from public.notifications where recipient_id = tests.get_supabase_uid('notify_admin')),
  'promoted', 'a member made administrator is told so'
);

select tests.create_idea('notify_author', id => 'a2400000-0000-4000-8000-00000000000a', title => 'Pending idea A');
select tests.create_idea('notify_author', id => 'a2400000-0000-4000-8000-00000000000b', title => 'Pending idea B');

select is(
  (select count(*)::int from public.notifications
   where recipient_id = tests.get_supabase_uid('notify_admin') and kind = 'idea_submitted'),
  2, 'every administrator hears of each new idea waiting for review'
);
select is(
  (select data ->> 'title' from public.notifications
   where recipient_id = tests.get_supabase_uid('notify_admin') and idea_id = 'a2400000-0000-4000-8000-00000000000a'),
  'Pending idea A', 'the item names the idea'
);

-- Reviews, as the administrator through the API's functions
select tests.authenticate_as('notify_admin');
select private.approve_idea('a2400000-0000-4000-8000-00000000000a');
select private.reject_idea('a2400000-0000-4000-8000-00000000000b', 'Too vague');
select tests.reset_role();

select results_eq(
  $$ select kind, data ->> 'title', data ->> 'reason' from public.notifications
     where recipient_id = tests.get_supabase_uid('notify_author') order by kind $$,
  $$ values ('idea_approved', 'Pending idea A', null), ('idea_rejected', 'Pending idea B', 'Too vague') $$,
  'the author is told of the approval, and of the rejection with its reason'
);

-- Ratings, as the raters
select tests.authenticate_as('notify_rater');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('a2400000-0000-4000-8000-00000000000a', 50, 50, 50);
select tests.authenticate_as('notify_rater2');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('a2400000-0000-4000-8000-00000000000a', 60, 60, 60);
select tests.reset_role();

select results_eq(
  $$ select count, read_at is null from public.notifications
     where recipient_id = tests.get_supabase_uid('notify_author') and kind = 'new_ratings' $$,
  $$ values (2, true) $$,
  'new ratings of one idea are one unread item whose count each rating raises'
);

-- Privacy: only the recipient reads
select tests.authenticate_as('notify_author');
select is(
  (select count(*)::int from public.notifications), 3, 'the author reads their own three items'
);
select tests.authenticate_as('notify_rater');
select is_empty($$ select 1 from public.notifications $$, 'another member reads none of them');
select tests.authenticate_as('notify_admin');
select is(
  (select count(*)::int from public.notifications
   where recipient_id <> tests.get_supabase_uid('notify_admin')),
  0, 'an administrator reads none but their own'
);
select tests.clear_authentication();
select throws_ok(
  $$ select 1 from public.notifications $$, '42501', 'permission denied for table notifications',
  'visitors cannot read notifications'
);

-- Nobody writes items through the API roles
select tests.authenticate_as('notify_author');
select throws_ok(
  $$ insert into public.notifications (recipient_id, kind) values (auth.uid(), 'promoted') $$,
  '42501', 'permission denied for table notifications', 'members cannot create notifications'
);
select throws_ok(
  $$ update public.notifications set count = 99 $$,
  '42501', 'permission denied for table notifications', 'members cannot change anything but read_at'
);
select throws_ok(
  $$ delete from public.notifications $$,
  '42501', 'permission denied for table notifications', 'members cannot delete notifications'
);
select throws_ok(
  $$ select private.notify(auth.uid(), 'promoted', null) $$,
  '42501', 'permission denied for function notify', 'members cannot call private.notify'
);

-- Another member cannot mark the author's items read
select tests.authenticate_as('notify_rater');
update public.notifications set read_at = now();
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications
   where recipient_id = tests.get_supabase_uid('notify_author') and read_at is null),
  3, 'another member''s update marks none of the author''s items read'
);
select tests.authenticate_as('notify_admin');
update public.notifications set read_at = now() where recipient_id = tests.get_supabase_uid('notify_author');
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications
   where recipient_id = tests.get_supabase_uid('notify_author') and read_at is null),
  3, 'nor does an administrator''s'
);

-- The validator: every change to the author's items raises their counter
select tests.authenticate_as('notify_author');
select set_config('tests.version_before', private.notifications_version()::text, true);
select ok(current_setting('tests.version_before')::bigint > 0, 'a recipient with items has a counter');

update public.notifications set read_at = now() where kind = 'new_ratings';
select ok(
  private.notifications_version() > current_setting('tests.version_before')::bigint,
  'marking read raises the recipient''s counter'
);
select throws_ok(
  $$ update public.notifications set read_at = null $$,
  '42501', 'new row violates row-level security policy for table "notifications"',
  'an item cannot be made unread again'
);
select tests.authenticate_as('notify_rater');
select is(private.notifications_version(), 0::bigint, 'a member without items reads counter 0, not another''s');

-- After the group is read, the next rating opens a new group
select tests.create_supabase_user('notify_rater3');
select tests.authenticate_as('notify_rater3');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('a2400000-0000-4000-8000-00000000000a', 70, 70, 70);
select tests.reset_role();
select results_eq(
  $$ select count, read_at is null from public.notifications
     where recipient_id = tests.get_supabase_uid('notify_author') and kind = 'new_ratings' order by read_at nulls last $$,
  $$ values (2, false), (1, true) $$,
  'a rating after the group was read starts a new unread group'
);

-- Demotion
select tests.authenticate_as('notify_admin');
select tests.create_supabase_user('notify_other_admin');
select tests.make_admin('notify_other_admin');
select tests.authenticate_as('notify_admin');
select private.demote_user(tests.get_supabase_uid('notify_other_admin'));
select tests.reset_role();
select results_eq(
  $$ select kind from public.notifications
     where recipient_id = tests.get_supabase_uid('notify_other_admin') order by kind $$,
  $$ values ('demoted'), ('promoted') $$,
  'a promoted then demoted member is told both'
);

-- An administrator's own idea does not notify them, but does the other administrators
select tests.make_admin('notify_other_admin');
select tests.create_idea('notify_other_admin', id => 'a2400000-0000-4000-8000-00000000000c', title => 'Admin idea');
select is(
  (select array_agg(recipient_id = tests.get_supabase_uid('notify_other_admin')) from public.notifications
   where idea_id = 'a2400000-0000-4000-8000-00000000000c' and recipient_id in
     (tests.get_supabase_uid('notify_admin'), tests.get_supabase_uid('notify_other_admin'))),
  array[false], 'an administrator''s own idea notifies the other administrators, not its author'
);

-- An item goes with its idea
delete from public.ideas where id = 'a2400000-0000-4000-8000-00000000000b';
select is_empty(
  $$ select 1 from public.notifications where idea_id = 'a2400000-0000-4000-8000-00000000000b' $$,
  'deleting an idea deletes its items'
);

-- Concurrency shape: the grouping rests on one unique index of unread rating items
select index_is_unique('public', 'notifications', 'notifications_one_unread_rating_group_idx',
  'unread rating items are unique per recipient and idea');
select policies_are('public', 'notifications',
  array['members can read their own notifications', 'members can mark their own notifications read'],
  'notifications have only the read and mark-read policies');
select is(
  (select array_agg(privilege_type::text order by privilege_type) from information_schema.role_table_grants
   where table_schema = 'public' and table_name = 'notifications' and grantee = 'authenticated'),
  array['SELECT'], 'members hold only SELECT on the whole table (read_at alone is updatable)'
);
select is(
  (select array_agg(privilege_type::text) from information_schema.role_table_grants
   where table_schema = 'public' and table_name = 'notifications' and grantee = 'anon'),
  null, 'visitors hold no privilege on notifications'
);

select * from finish();
rollback;
