-- Following ideas: who follows what is the follower's own and the administrators' to see; taking part follows an
-- idea unless the member turned auto-follow off; followers hear of a new approved version and of new comments (one
-- grouped item per idea while unread), in the event's transaction, never of their own action and never twice, with
-- a mail only when they asked for it; a pending idea's events tell nobody.
begin;
select plan(30);

select tests.create_supabase_user('fol_author');
select tests.create_supabase_user('fol_alice');
select tests.create_supabase_user('fol_bob');
select tests.create_supabase_user('fol_carol');
select tests.create_supabase_user('fol_quiet');
select tests.create_supabase_user('fol_admin');
select tests.make_admin('fol_admin');

-- a: approved; p: pending (only its author and administrators see it).
select tests.create_idea('fol_author', id => 'f4500000-0000-4000-8000-00000000000a', status => 'approved',
                         title => 'Followed idea');
select tests.create_idea('fol_author', id => 'f4500000-0000-4000-8000-00000000000b', title => 'Pending idea');

create function pg_temp.items(p_member text, p_kind text) returns int language sql as $$
  select count(*)::int from public.notifications
  where recipient_id = tests.get_supabase_uid(p_member) and kind = p_kind
$$;
create function pg_temp.mails(p_member text) returns int language sql as $$
  select count(*)::int from public.mail_outbox
  where recipient_id = tests.get_supabase_uid(p_member) and kind = 'follow_update'
$$;
create function pg_temp.follows(p_member text, p_idea uuid) returns boolean language sql as $$
  select exists (select 1 from public.follows
                 where member_id = tests.get_supabase_uid(p_member) and idea_id = p_idea)
$$;

-- Auto-follow

select ok(pg_temp.follows('fol_author', 'f4500000-0000-4000-8000-00000000000a'),
  'submitting an idea follows it');

select tests.authenticate_as('fol_quiet');
insert into public.follow_settings (auto_follow) values (false);
select tests.reset_role();

select tests.authenticate_as('fol_alice');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('f4500000-0000-4000-8000-00000000000a', 70, 60, 50);
select tests.authenticate_as('fol_quiet');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('f4500000-0000-4000-8000-00000000000a', 70, 60, 50);
select tests.reset_role();
select ok(pg_temp.follows('fol_alice', 'f4500000-0000-4000-8000-00000000000a'), 'rating an idea follows it');
select ok(not pg_temp.follows('fol_quiet', 'f4500000-0000-4000-8000-00000000000a'),
  'nothing is followed for a member who turned auto-follow off');

-- Following by hand, and privacy

select tests.authenticate_as('fol_bob');
insert into public.follows (idea_id) values ('f4500000-0000-4000-8000-00000000000a');
select is((select count(*)::int from public.follows), 1, 'a member sees only their own follows');
select is(
  (select followers from private.idea_follow_state('f4500000-0000-4000-8000-00000000000a')), 3,
  'everyone who sees the idea reads how many follow it');
select throws_ok(
  $$ insert into public.follows (idea_id) values ('f4500000-0000-4000-8000-00000000000b') $$,
  '42501', null, 'a member cannot follow an idea they cannot see');
select throws_ok(
  $$ insert into public.follows (idea_id, member_id)
     values ('f4500000-0000-4000-8000-00000000000a', tests.get_supabase_uid('fol_carol')) $$,
  '42501', null, 'a member cannot follow for someone else');
select is_empty($$ select * from private.idea_follow_state('f4500000-0000-4000-8000-00000000000b') $$,
  'the follow state of an idea the caller cannot see is no row at all');
select is_empty($$ select * from public.follow_settings $$, 'a member reads no one else''s setting');
delete from public.follows where member_id = tests.get_supabase_uid('fol_alice');
select tests.reset_role();
select ok(pg_temp.follows('fol_alice', 'f4500000-0000-4000-8000-00000000000a'),
  'a member cannot remove someone else''s follow');

select tests.clear_authentication();
select throws_ok($$ select * from public.follows $$, '42501', null, 'visitors read no follows');
select tests.authenticate_as('fol_admin');
select is((select count(*)::int from public.follows where idea_id = 'f4500000-0000-4000-8000-00000000000a'), 3,
  'administrators read every follow');
select tests.reset_role();

select tests.authenticate_as('fol_author');
insert into public.follows (idea_id) values ('f4500000-0000-4000-8000-00000000000b')
  on conflict do nothing;
select ok(pg_temp.follows('fol_author', 'f4500000-0000-4000-8000-00000000000b'),
  'the author follows their own pending idea');
select tests.reset_role();

-- Bob asked for mail about followed ideas; Alice did not.
select tests.authenticate_as('fol_bob');
insert into public.mail_preferences (member_id, followed_ideas) values (tests.get_supabase_uid('fol_bob'), true);
select tests.reset_role();

-- A new comment

select tests.authenticate_as('fol_carol');
insert into public.comments (idea_id, body) values ('f4500000-0000-4000-8000-00000000000a', 'First comment here');
select tests.reset_role();
select ok(pg_temp.follows('fol_carol', 'f4500000-0000-4000-8000-00000000000a'), 'commenting follows the idea');
select is(pg_temp.items('fol_alice', 'followed_idea_comments'), 1, 'a follower is told of a new comment');
select is(pg_temp.items('fol_carol', 'followed_idea_comments'), 0, 'the commenter is not told of their own comment');
select is(pg_temp.items('fol_author', 'followed_idea_comments'), 0,
  'the idea''s author, who gets their comment item, is not told twice');
select results_eq(
  $$ select count, data ->> 'by', data ->> 'comment_id', data ->> 'title' from public.notifications
     where recipient_id = tests.get_supabase_uid('fol_alice') and kind = 'followed_idea_comments' $$,
  $$ select 1, p.display_name, c.id::text, 'Followed idea' from public.profiles as p
     join public.comments as c on c.author_id = p.id
     where p.id = tests.get_supabase_uid('fol_carol') $$,
  'the item names the idea, who commented and the comment');
select is(pg_temp.mails('fol_bob'), 1, 'a follower who asked for mail gets one');
select is(pg_temp.mails('fol_alice'), 0, 'a follower who did not gets none');

-- Alice replies to Carol: Carol gets her reply item and no followers' item; Bob's item is raised.
select tests.authenticate_as('fol_alice');
insert into public.comments (idea_id, parent_id, body)
select 'f4500000-0000-4000-8000-00000000000a', c.id, 'A reply to Carol' from public.comments as c
where c.author_id = tests.get_supabase_uid('fol_carol');
select tests.reset_role();
select is(pg_temp.items('fol_carol', 'followed_idea_comments'), 0,
  'the parent comment''s author, who gets their reply item, is not told twice');
select results_eq(
  $$ select count(*)::int, max(count) from public.notifications
     where recipient_id = tests.get_supabase_uid('fol_bob') and kind = 'followed_idea_comments' $$,
  $$ values (1, 2) $$,
  'a further comment raises the unread item''s count: one item per idea');
update public.notifications set read_at = now()
where recipient_id = tests.get_supabase_uid('fol_bob') and kind = 'followed_idea_comments';
select tests.authenticate_as('fol_carol');
insert into public.comments (idea_id, body) values ('f4500000-0000-4000-8000-00000000000a', 'And one more');
select tests.reset_role();
select is(pg_temp.items('fol_bob', 'followed_idea_comments'), 2, 'a comment after the item was read starts a new one');

-- A new approved version

select tests.authenticate_as('fol_author');
update public.ideas set title = 'Followed idea, renamed' where id = 'f4500000-0000-4000-8000-00000000000a';
select tests.reset_role();
select is(pg_temp.items('fol_alice', 'followed_idea_changed'), 0,
  'an edit waiting for review tells no follower');
select tests.authenticate_as('fol_admin');
select private.review_idea_edit('f4500000-0000-4000-8000-00000000000a', 'approved');
select tests.reset_role();
select results_eq(
  $$ select data ->> 'title' from public.notifications
     where recipient_id = tests.get_supabase_uid('fol_alice') and kind = 'followed_idea_changed' $$,
  $$ values ('Followed idea, renamed') $$,
  'an approved edit tells each follower of the new version');
select is(pg_temp.items('fol_author', 'followed_idea_changed'), 0,
  'the edit''s author, who gets edit_approved, is not told twice');
select is(pg_temp.mails('fol_bob'), 4, 'the change is mailed to the follower who asked (after three comments)');

select tests.authenticate_as('fol_admin');
insert into public.follows (idea_id) values ('f4500000-0000-4000-8000-00000000000a');
update public.ideas set description = repeat('A new description the administrator wrote. ', 3)
where id = 'f4500000-0000-4000-8000-00000000000a';
select tests.reset_role();
select is(pg_temp.items('fol_author', 'followed_idea_changed'), 1,
  'an administrator''s direct edit tells the author as a follower');
select is(pg_temp.items('fol_admin', 'followed_idea_changed'), 0, 'the administrator is not told of their own edit');

-- A pending idea's events tell nobody (its author follows it)
select tests.authenticate_as('fol_admin');
update public.ideas set title = 'Pending idea, renamed' where id = 'f4500000-0000-4000-8000-00000000000b';
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications
   where idea_id = 'f4500000-0000-4000-8000-00000000000b' and kind like 'followed_idea_%'), 0,
  'no follower hears of a change to a pending idea');

select * from finish();
rollback;
