-- Deleting an idea moves it to the trash: missing for everyone but the trash's readers (administrators), with its
-- ratings, comments and landing page kept; an administrator restores it as it was; the purge removes it after 30 days.
begin;
select plan(56);

-- Fixtures (as postgres)
select tests.create_supabase_user('trash_author', null, '{"display_name": "Tara Author"}');
select tests.create_supabase_user('trash_rater', null, '{"display_name": "Remy Rater"}');
select tests.create_supabase_user('trash_other', null, '{"display_name": "Otto Other"}');
select tests.create_supabase_user('trash_admin', null, '{"display_name": "Ada Trash"}');
select tests.make_admin('trash_admin');
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('trash_author');

-- a: approved, rated, commented, with a published landing page; p: the author's pending idea; b: a second
-- approved idea that ranks below a.
select tests.create_idea('trash_author', id => 'a4000000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Trashable compost robots', category => 'other');
select tests.create_idea('trash_author', id => 'a4000000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Another approved trash idea', category => 'other');
select tests.create_idea('trash_author', id => 'a4000000-0000-4000-8000-00000000000c', status => 'pending',
  title => 'A pending trash idea', category => 'other',
  pitch_deck_path => tests.get_supabase_uid('trash_author') || '/deck.pdf');
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('a4000000-0000-4000-8000-00000000000a', tests.get_supabase_uid('trash_rater'), 90, 80, 70),
  ('a4000000-0000-4000-8000-00000000000b', tests.get_supabase_uid('trash_rater'), 10, 10, 10);
insert into public.comments (id, idea_id, author_id, body) values
  ('a4000000-0000-4000-8000-0000000000c1', 'a4000000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('trash_rater'), 'A comment that must survive the trash');
insert into public.landing_pages (id, idea_id, owner_id, slug, tone, content, drafted_by)
values ('a4000000-0000-4000-8000-0000000000d1', 'a4000000-0000-4000-8000-00000000000a',
        tests.get_supabase_uid('trash_author'), 'trashable-compost-robots', 'friendly', tests.landing_content(), 'template');
update public.landing_pages set published_at = now() where id = 'a4000000-0000-4000-8000-0000000000d1';

create temporary table before_trash on commit drop as
  select i.final_score, i.total_ratings, i.comment_count, i.status,
         (select leaderboard_rank from private.get_public_landing_page('trashable-compost-robots')) as rank,
         (select sum(t.ideas) from private.idea_totals as t where t.status = 'approved' and t.category = 'other') as approved,
         (select v.version from private.notification_versions as v
           where v.recipient_id = tests.get_supabase_uid('trash_author')) as author_version
  from public.ideas as i where i.id = 'a4000000-0000-4000-8000-00000000000a';
grant select on before_trash to authenticated, anon;

-- Who may move an idea to the trash
select tests.clear_authentication();
select throws_ok(
  $$ select private.trash_idea('a4000000-0000-4000-8000-00000000000a') $$,
  '42501', null, 'visitors cannot delete ideas'
);
select tests.authenticate_as('trash_other');
select throws_ok(
  $$ delete from public.ideas where id = 'a4000000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ideas',
  'members have no DELETE of ideas: only the trash takes an idea away'
);
select is(private.trash_idea('a4000000-0000-4000-8000-00000000000a'), false,
  'a member cannot delete someone else''s visible idea');
select is(private.trash_idea('a4000000-0000-4000-8000-00000000000c'), null::boolean,
  'someone else''s pending idea is refused as a missing one');
select is(private.trash_idea('00000000-0000-4000-8000-00000000dead'), null::boolean,
  'a missing idea is refused');

-- The author moves their pending idea to the trash
select tests.authenticate_as('trash_author');
select is(private.trash_idea('a4000000-0000-4000-8000-00000000000c'), true, 'the author deletes their own idea');
select is_empty($$ select 1 from public.ideas where id = 'a4000000-0000-4000-8000-00000000000c' $$,
  'the author no longer sees their trashed idea');
select is(private.trash_idea('a4000000-0000-4000-8000-00000000000c'), null::boolean,
  'deleting it again is refused as for a missing idea');
select is(private.idea_count(null, 'pending', null), 0::bigint, 'the author''s count of pending ideas drops it');

-- An administrator moves the approved idea to the trash
select tests.authenticate_as('trash_admin');
select is(private.trash_idea('a4000000-0000-4000-8000-00000000000a'), true,
  'an administrator deletes another member''s idea');

select tests.reset_role();
-- One transaction has one now(): the author's delete is dated an hour earlier, as it would have been.
update public.ideas set deleted_at = now() - interval '1 hour' where id = 'a4000000-0000-4000-8000-00000000000c';
select is((select count(*)::int from public.ratings where idea_id = 'a4000000-0000-4000-8000-00000000000a'), 1,
  'the trashed idea keeps its ratings');
select is((select count(*)::int from public.comments where idea_id = 'a4000000-0000-4000-8000-00000000000a'), 1,
  'the trashed idea keeps its comments');
select is((select count(*)::int from public.landing_pages where idea_id = 'a4000000-0000-4000-8000-00000000000a'), 1,
  'the trashed idea keeps its landing page');
select is(
  (select array_agg(action order by id) from private.audit_log where target_id in
     ('a4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-00000000000c')),
  array['idea.delete'], 'only the administrator''s delete of another''s idea is audited, as idea.delete'
);
select is(
  (select actor_id from private.audit_log where action = 'idea.delete'
     and target_id = 'a4000000-0000-4000-8000-00000000000a'),
  tests.get_supabase_uid('trash_admin'), 'the delete''s entry names the administrator'
);
select is(
  (select sum(t.ideas) from private.idea_totals as t where t.status = 'approved' and t.category = 'other'),
  (select approved - 1 from before_trash), 'the approved total drops the trashed idea'
);
select ok(
  (select v.version from private.notification_versions as v
    where v.recipient_id = tests.get_supabase_uid('trash_author')) > (select author_version from before_trash),
  'the author''s notifications are read afresh (their links to the idea go)'
);

-- Missing for visitors
select tests.clear_authentication();
select is_empty($$ select 1 from public.ideas where id = 'a4000000-0000-4000-8000-00000000000a' $$,
  'visitors do not see a trashed idea');
select is_empty($$ select 1 from public.comments where idea_id = 'a4000000-0000-4000-8000-00000000000a' $$,
  'visitors do not see its comments');
select is_empty($$ select 1 from private.get_idea_ratings('a4000000-0000-4000-8000-00000000000a') $$,
  'visitors do not see its ratings');
select is_empty($$ select 1 from private.get_public_landing_page('trashable-compost-robots') $$,
  'its landing page is missing');
select throws_ok(
  $$ select private.join_waitlist('trashable-compost-robots', 'someone@example.com', 'trash-test-key') $$,
  'P0002', 'Landing page not found', 'its waitlist is missing'
);
select is_empty($$ select 1 from private.search_idea_page('%compost%', 'approved', null, 'finalScore', 'desc', 20, 0) $$,
  'search does not find it');
select is(private.idea_count('%compost%', 'approved', null), 0::bigint, 'search counts do not count it');
select is_empty($$ select 1 from private.similar_ideas('Trashable compost robots') $$,
  'it is no similar idea');

-- Missing for members: the rater, the author
select tests.authenticate_as('trash_rater');
select is_empty($$ select 1 from private.user_rating_history(tests.get_supabase_uid('trash_rater'), 20, 0)
                   where idea_id = 'a4000000-0000-4000-8000-00000000000a' $$,
  'the rater''s own rating history leaves it out');
select is_empty($$ select 1 from private.get_my_rating('a4000000-0000-4000-8000-00000000000a') $$,
  'the rater''s own rating of it is not read');
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('a4000000-0000-4000-8000-00000000000a', 'Still here?') $$,
  'P0002', 'Idea not found', 'commenting on a trashed idea is refused as on a missing one'
);
select tests.authenticate_as('trash_other');
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a4000000-0000-4000-8000-00000000000a', 50, 50, 50) $$,
  'P0002', 'Idea not found', 'rating a trashed idea is refused as a missing one'
);
select tests.authenticate_as('trash_author');
select is_empty($$ select 1 from public.ideas where id = 'a4000000-0000-4000-8000-00000000000a' $$,
  'its author does not see it either');
select is_empty($$ select 1 from public.landing_pages where idea_id = 'a4000000-0000-4000-8000-00000000000a' $$,
  'its author''s own landing page is missing too');
select is_empty(
  $$ update public.landing_pages set published_at = null where idea_id = 'a4000000-0000-4000-8000-00000000000a'
     returning 1 $$,
  'and cannot be unpublished, changed or deleted meanwhile'
);

-- The trash: administrators only
select throws_ok($$ select * from private.admin_trash() $$, '42501', 'Only administrators can see the trash',
  'members cannot list the trash');
select throws_ok($$ select private.restore_idea('a4000000-0000-4000-8000-00000000000a') $$, '42501',
  'Only administrators can restore ideas', 'members cannot restore an idea, its author included');
select throws_ok($$ select private.purge_trash() $$, '42501', null, 'members cannot run the purge');

select tests.authenticate_as('trash_admin');
select is_empty($$ select 1 from public.ideas where id = 'a4000000-0000-4000-8000-00000000000a' $$,
  'administrators read the trash only through the trash, not the ideas');
select throws_ok($$ select * from private.review_idea('a4000000-0000-4000-8000-00000000000c', 'approved') $$,
  'P0002', 'Idea not found', 'a trashed pending idea cannot be reviewed');
select results_eq(
  $$ select id, title, deleted_by_display_name, purge_at - deleted_at, total::int from private.admin_trash()
     where id in ('a4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-00000000000c')
     order by deleted_at desc, id desc $$,
  $$ values ('a4000000-0000-4000-8000-00000000000a'::uuid, 'Trashable compost robots', 'Ada Trash',
             interval '30 days', 2),
            ('a4000000-0000-4000-8000-00000000000c'::uuid, 'A pending trash idea', 'Tara Author',
             interval '30 days', 2) $$,
  'the trash lists both, newest first, with who deleted them and when they will be purged'
);

-- Restore: back as it was
select lives_ok($$ select private.restore_idea('a4000000-0000-4000-8000-00000000000a') $$,
  'an administrator restores the idea');
select throws_ok($$ select private.restore_idea('a4000000-0000-4000-8000-00000000000a') $$, 'P0002',
  'Idea not found', 'an idea not in the trash cannot be restored');
select tests.clear_authentication();
select results_eq(
  $$ select i.final_score, i.total_ratings, i.comment_count, i.status,
            (select leaderboard_rank from private.get_public_landing_page('trashable-compost-robots'))
     from public.ideas as i where i.id = 'a4000000-0000-4000-8000-00000000000a' $$,
  $$ select final_score, total_ratings, comment_count, status, rank from before_trash $$,
  'the restored idea has its scores, ratings, comments, status and leaderboard rank back, for visitors too'
);
select tests.reset_role();
select is(
  (select sum(t.ideas) from private.idea_totals as t where t.status = 'approved' and t.category = 'other'),
  (select approved from before_trash), 'the approved total counts it again'
);
select is(
  (select actor_id from private.audit_log where action = 'idea.restore'
     and target_id = 'a4000000-0000-4000-8000-00000000000a'),
  tests.get_supabase_uid('trash_admin'), 'the restore is audited with its administrator'
);

-- Purge: after 30 days only, by the schedule
select is(private.purge_trash(now() + interval '29 days'), 0, 'nothing is purged before 30 days');
select is(private.purge_trash(now() + interval '30 days'), 1, 'the purge removes what has been in the trash 30 days');
select is_empty($$ select 1 from public.ideas where id = 'a4000000-0000-4000-8000-00000000000c' $$,
  'the purged idea is gone');
select ok(
  exists (select 1 from private.purged_decks where path = tests.get_supabase_uid('trash_author') || '/deck.pdf')
  and exists (select 1 from private.audit_log where action = 'idea.purge'
                and target_id = 'a4000000-0000-4000-8000-00000000000c' and actor_id is null),
  'its deck file waits for removal from Storage, and the purge is audited without an actor'
);

/* Section - what moderation and the purge do with a trashed idea's edit, comment, reports and landing page */

select tests.reset_role();
insert into storage.objects (bucket_id, name, owner_id) values ('pitch-decks',
  tests.get_supabase_uid('trash_author') || '/edit-deck.pdf', tests.get_supabase_uid('trash_author')::text);
select tests.create_idea('trash_author', id => 'a4000000-0000-4000-8000-00000000000d', status => 'approved',
  title => 'Edited then trashed', category => 'other');
insert into public.comments (id, idea_id, author_id, body) values
  ('a4000000-0000-4000-8000-0000000000c2', 'a4000000-0000-4000-8000-00000000000d', tests.get_supabase_uid('trash_rater'), 'A reported comment');
insert into public.landing_pages (id, idea_id, owner_id, slug, tone, content, drafted_by)
values ('a4000000-0000-4000-8000-0000000000d2', 'a4000000-0000-4000-8000-00000000000d', tests.get_supabase_uid('trash_author'), 'edited-then-trashed',
        'friendly', tests.landing_content(), 'template');
select tests.authenticate_as('trash_other');
insert into public.reports (idea_id, comment_id, reason) values
  ('a4000000-0000-4000-8000-00000000000d', 'a4000000-0000-4000-8000-0000000000c2', 'spam'), ('a4000000-0000-4000-8000-00000000000d', null, 'spam');
select tests.authenticate_as('trash_author');
update public.ideas set title = 'Edited before the trash',
  pitch_deck_path = tests.get_supabase_uid('trash_author') || '/edit-deck.pdf'
where id = 'a4000000-0000-4000-8000-00000000000d';
select tests.authenticate_as('trash_admin');
select private.trash_idea('a4000000-0000-4000-8000-00000000000d');

select tests.authenticate_as('trash_author');
select is_empty($$ select 1 from public.idea_edits where idea_id = 'a4000000-0000-4000-8000-00000000000d' $$,
  'the author no longer reads the pending edit of their trashed idea');
update public.landing_pages set slug = 'renamed-while-trashed' where id = 'a4000000-0000-4000-8000-0000000000d2';
delete from public.landing_pages where id = 'a4000000-0000-4000-8000-0000000000d2';
select tests.authenticate_as('trash_admin');
select is_empty($$ select 1 from public.idea_edits where idea_id = 'a4000000-0000-4000-8000-00000000000d' $$,
  'nor do administrators');
select throws_ok($$ select private.review_idea_edit('a4000000-0000-4000-8000-00000000000d', 'rejected') $$, 'P0002', 'Idea not found',
  'rejecting the pending edit of a trashed idea is refused as for a missing idea');
select throws_ok($$ select private.hide_comment('a4000000-0000-4000-8000-0000000000c2', 'Spam') $$, 'P0002',
  'Comment not found', 'a comment of a trashed idea cannot be hidden');
select throws_ok($$ select private.dismiss_reports('a4000000-0000-4000-8000-00000000000d') $$, 'P0002', 'No open reports on this content.',
  'the reports of a trashed idea cannot be dismissed');

select tests.reset_role();
select results_eq(
  $$ select slug from public.landing_pages where id = 'a4000000-0000-4000-8000-0000000000d2' $$,
  $$ values ('edited-then-trashed') $$,
  'its owner could neither change nor delete the landing page of the trashed idea'
);
select is(
  (select array_agg(cmd::text order by cmd) from pg_policies
   where schemaname = 'public' and tablename = 'landing_pages' and permissive = 'RESTRICTIVE'),
  array['DELETE', 'SELECT', 'UPDATE'],
  'restrictive policies hold every read, change and delete of a page to the ideas the caller can see'
);
update public.ideas set deleted_at = now() - interval '1 hour' where id = 'a4000000-0000-4000-8000-00000000000d';
select is(private.purge_trash(now() + interval '30 days'), 1, 'the purge removes the edited idea');
select ok(
  exists (select 1 from private.purged_decks where path = tests.get_supabase_uid('trash_author') || '/edit-deck.pdf'),
  'the deck its pending edit proposed waits for removal from Storage too'
);

select * from finish();
rollback;
