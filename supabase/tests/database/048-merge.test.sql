-- Merging a duplicate idea into another: who may, what is refused, where ratings, comments and followers go, the
-- target's scores equal a recomputation, the duplicate's address leads to the target, who is told, and the trash's
-- restore undoes it.
begin;
select plan(47);

-- Fixtures (as postgres)
select tests.create_supabase_user('mg_author_a', null, '{"display_name": "Ann Target"}');
select tests.create_supabase_user('mg_author_b', null, '{"display_name": "Bob Duplicate"}');
select tests.create_supabase_user('mg_both', null, '{"display_name": "Bea Both"}');
select tests.create_supabase_user('mg_only_b', null, '{"display_name": "Oli OnlyB"}');
select tests.create_supabase_user('mg_late', null, '{"display_name": "Lee Late"}');
select tests.create_supabase_user('mg_follower', null, '{"display_name": "Fay Follower"}');
select tests.create_supabase_user('mg_admin', null, '{"display_name": "Ada Merge"}');
select tests.make_admin('mg_admin');

-- a: the target; b: its duplicate; p: a pending duplicate; r: rejected; t: trashed; x: another approved idea.
select tests.create_idea('mg_author_a', id => 'a4800000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Solar powered bike lockers');
select tests.create_idea('mg_author_b', id => 'a4800000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Solar bike lockers for cities');
select tests.create_idea('mg_author_b', id => 'a4800000-0000-4000-8000-00000000000c', status => 'pending',
  title => 'Bike lockers on solar power');
select tests.create_idea('mg_author_b', id => 'a4800000-0000-4000-8000-00000000000d', status => 'rejected',
  title => 'Rejected bike lockers');
select tests.create_idea('mg_author_b', id => 'a4800000-0000-4000-8000-00000000000e', status => 'approved',
  title => 'Trashed bike lockers');
select tests.create_idea('mg_author_b', id => 'a4800000-0000-4000-8000-00000000000f', status => 'approved',
  title => 'Another approved idea');
update public.ideas set deleted_at = now() where id = 'a4800000-0000-4000-8000-00000000000e';

-- mg_both rated both (a keeps theirs), mg_only_b only b (moves), a's author rated b (cannot move to their own).
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('a4800000-0000-4000-8000-00000000000a', tests.get_supabase_uid('mg_both'), 90, 80, 70),
  ('a4800000-0000-4000-8000-00000000000b', tests.get_supabase_uid('mg_both'), 10, 10, 10),
  ('a4800000-0000-4000-8000-00000000000b', tests.get_supabase_uid('mg_only_b'), 55, 61, 99),
  ('a4800000-0000-4000-8000-00000000000b', tests.get_supabase_uid('mg_author_a'), 30, 20, 5);
insert into public.comments (id, idea_id, author_id, body) values
  ('a4800000-0000-4000-8000-0000000000c1', 'a4800000-0000-4000-8000-00000000000b',
   tests.get_supabase_uid('mg_only_b'), 'A comment on the duplicate');
insert into public.comments (id, idea_id, author_id, parent_id, body) values
  ('a4800000-0000-4000-8000-0000000000c2', 'a4800000-0000-4000-8000-00000000000b',
   tests.get_supabase_uid('mg_both'), 'a4800000-0000-4000-8000-0000000000c1', 'A reply on the duplicate');
insert into public.follows (idea_id, member_id) values
  ('a4800000-0000-4000-8000-00000000000b', tests.get_supabase_uid('mg_follower')),
  ('a4800000-0000-4000-8000-00000000000b', tests.get_supabase_uid('mg_both')),
  ('a4800000-0000-4000-8000-00000000000a', tests.get_supabase_uid('mg_both'))
on conflict do nothing;
insert into public.mail_preferences (member_id, followed_ideas)
values (tests.get_supabase_uid('mg_follower'), true);


-- b's followers and the two authors, before the merge: who is to be told.
create temporary table merge_told on commit drop as
  select f.member_id as id from public.follows as f where f.idea_id = 'a4800000-0000-4000-8000-00000000000b'
  union select tests.get_supabase_uid('mg_author_a') union select tests.get_supabase_uid('mg_author_b');
create temporary table followers_of_b on commit drop as
  select f.member_id as id from public.follows as f where f.idea_id = 'a4800000-0000-4000-8000-00000000000b';
create temporary table followers_of_a on commit drop as
  select f.member_id as id from public.follows as f where f.idea_id = 'a4800000-0000-4000-8000-00000000000a';

-- Who may merge
select tests.clear_authentication();
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', 'a4800000-0000-4000-8000-00000000000a') $$,
  '42501', null, 'visitors cannot merge ideas'
);
select tests.authenticate_as('mg_author_a');
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', 'a4800000-0000-4000-8000-00000000000a') $$,
  '42501', 'Only administrators can merge ideas', 'members cannot merge ideas'
);

-- What is refused
select tests.authenticate_as('mg_admin');
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000a', 'a4800000-0000-4000-8000-00000000000a') $$,
  '55000', 'An idea cannot be merged into itself.', 'an idea into itself is refused'
);
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', 'a4800000-0000-4000-8000-00000000000c') $$,
  '55000', 'An idea can be merged only into an approved idea.', 'a merge into a pending idea is refused'
);
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000d', 'a4800000-0000-4000-8000-00000000000a') $$,
  '55000', 'A rejected idea cannot be merged.', 'a rejected idea cannot be merged'
);
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', 'a4800000-0000-4000-8000-00000000000d') $$,
  '55000', 'An idea can be merged only into an approved idea.', 'a merge into a rejected idea is refused'
);
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000e', 'a4800000-0000-4000-8000-00000000000a') $$,
  'P0002', 'Idea not found', 'a trashed idea is refused as a missing one'
);
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000dead') $$,
  'P0002', 'Idea not found', 'an unknown target is refused'
);

-- The merge
select lives_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', 'a4800000-0000-4000-8000-00000000000a') $$,
  'an administrator merges b into a'
);
select tests.reset_role();

select is(
  (select array_agg(array[r.market_demand, r.innovation, r.competition] order by r.market_demand)
   from public.ratings as r where r.idea_id = 'a4800000-0000-4000-8000-00000000000a'),
  array[[55, 61, 99], [90, 80, 70]]::smallint[],
  'a holds its own rating and the moved one: the rater of both keeps a''s, a''s author''s rating of b is gone'
);
select is((select count(*)::int from public.ratings where user_id = tests.get_supabase_uid('mg_both')), 1,
  'the rater of both has one rating left');
select is((select count(*)::int from public.ratings where user_id = tests.get_supabase_uid('mg_author_a')), 0,
  'a''s author holds no rating of their own idea');
select is((select count(*)::int from public.ratings where idea_id = 'a4800000-0000-4000-8000-00000000000b'), 0,
  'b holds no rating');
select set_eq(
  $$ select * from tests.kept_scores $$,
  $$ select * from tests.recomputed_scores $$,
  'every idea''s scores, a''s and b''s among them, equal a recomputation from the ratings'
);
select results_eq(
  $$ select total_ratings, final_score from public.ideas where id = 'a4800000-0000-4000-8000-00000000000a' $$,
  $$ values (2, 75.83::numeric(5,2)) $$,
  'a''s count and final score: (55+61+99+90+80+70) / 6'
);
select results_eq(
  $$ select c.idea_id, c.parent_id from public.comments as c where c.id::text like 'a4800000-%' order by c.created_at, c.id $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a'::uuid, null::uuid),
            ('a4800000-0000-4000-8000-00000000000a'::uuid, 'a4800000-0000-4000-8000-0000000000c1'::uuid) $$,
  'the comment and its reply moved to a, the reply under its comment'
);
select results_eq(
  $$ select id, comment_count from public.ideas
     where id in ('a4800000-0000-4000-8000-00000000000a', 'a4800000-0000-4000-8000-00000000000b') order by id $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a'::uuid, 2), ('a4800000-0000-4000-8000-00000000000b'::uuid, 0) $$,
  'the comment counts follow the comments'
);
select set_eq(
  $$ select member_id from public.follows where idea_id = 'a4800000-0000-4000-8000-00000000000a' $$,
  $$ select id from followers_of_b union select id from followers_of_a $$,
  'b''s followers follow a, once each'
);
select is_empty($$ select 1 from public.follows where idea_id = 'a4800000-0000-4000-8000-00000000000b' $$,
  'nobody follows b');
select results_eq(
  $$ select merged_into, deleted_at is not null, merged_at is not null from public.ideas
     where id = 'a4800000-0000-4000-8000-00000000000b' $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a'::uuid, true, true) $$,
  'b is in the trash, merged into a'
);

-- Who is told
select set_eq(
  $$ select recipient_id from public.notifications
     where kind = 'idea_merged' and idea_id = 'a4800000-0000-4000-8000-00000000000a' $$,
  $$ select id from merge_told $$,
  'both authors and b''s followers get an idea_merged item'
);
select is(
  (select data from public.notifications
   where kind = 'idea_merged' and recipient_id = tests.get_supabase_uid('mg_author_b')),
  '{"title": "Solar powered bike lockers", "merged_title": "Solar bike lockers for cities"}'::jsonb,
  'the item names the target and the merged idea'
);
select is_empty(
  $$ select 1 from public.notifications where kind = 'idea_merged' and recipient_id = tests.get_supabase_uid('mg_admin') $$,
  'the administrator who merged is not told of their own merge'
);
select results_eq(
  $$ select recipient_id, data ->> 'event', data ->> 'merged_title' from public.mail_outbox where kind = 'follow_update' $$,
  $$ values (tests.get_supabase_uid('mg_follower'), 'merged', 'Solar bike lockers for cities') $$,
  'one mail, to the follower who asked for mail about followed ideas'
);
select results_eq(
  $$ select actor_id, target_id, after ->> 'merged_into', (after ->> 'moved_ratings')::int,
            (after ->> 'dropped_ratings')::int, (after ->> 'moved_comments')::int
     from private.audit_log where action = 'idea.merge' $$,
  $$ values (tests.get_supabase_uid('mg_admin'), 'a4800000-0000-4000-8000-00000000000b',
             'a4800000-0000-4000-8000-00000000000a', 1, 2, 2) $$,
  'the audit log records the merge and what moved'
);

select tests.authenticate_as('mg_admin');
select results_eq(
  $$ select merged_into, merged_into_title from private.admin_trash(100, 0)
     where id = 'a4800000-0000-4000-8000-00000000000b' $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a'::uuid, 'Solar powered bike lockers') $$,
  'the trash names the idea b was merged into'
);
select results_eq(
  $$ select merged_into, merged_into_title from private.admin_trash(100, 0)
     where id = 'a4800000-0000-4000-8000-00000000000e' $$,
  $$ values (null::uuid, null::text) $$,
  'a deleted idea names none'
);

-- Where b's address leads
select tests.clear_authentication();
select results_eq(
  $$ select id, title from private.merge_target_of('a4800000-0000-4000-8000-00000000000b') $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a'::uuid, 'Solar powered bike lockers') $$,
  'a visitor asking for b learns it lives in a'
);
select is_empty($$ select * from private.merge_target_of('a4800000-0000-4000-8000-00000000000a') $$,
  'an idea that was not merged leads nowhere');
select is_empty($$ select * from private.merge_target_of('a4800000-0000-4000-8000-00000000000e') $$,
  'a trashed idea that was not merged leads nowhere');
select is_empty($$ select 1 from public.ideas where id = 'a4800000-0000-4000-8000-00000000000b' $$,
  'b is missing to visitors');

-- A merged idea cannot be merged again, nor merged into
select tests.authenticate_as('mg_admin');
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000b', 'a4800000-0000-4000-8000-00000000000f') $$,
  '55000', 'This idea was already merged into another.', 'a merged idea cannot be merged again'
);
select throws_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000f', 'a4800000-0000-4000-8000-00000000000b') $$,
  '55000', 'This idea was already merged into another.', 'nothing merges into a merged idea'
);

-- A rating of b sent after the merge lands on a
select tests.authenticate_as('mg_late');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('a4800000-0000-4000-8000-00000000000b', 40, 40, 40);
select tests.reset_role();
select is(
  (select idea_id from public.ratings where user_id = tests.get_supabase_uid('mg_late')),
  'a4800000-0000-4000-8000-00000000000a'::uuid,
  'a rating of the merged idea lands on the idea it was merged into'
);
select tests.authenticate_as('mg_only_b');
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a4800000-0000-4000-8000-00000000000b', 1, 1, 1) $$,
  '23505', null, 'a rater whose rating moved cannot rate again through the merged idea'
);

-- A pending duplicate from the review queue
select tests.authenticate_as('mg_admin');
select lives_ok(
  $$ select private.merge_idea('a4800000-0000-4000-8000-00000000000c', 'a4800000-0000-4000-8000-00000000000a') $$,
  'a pending duplicate is merged into an approved idea'
);
select is(
  (select count(*)::int from private.admin_pending_ideas() where id = 'a4800000-0000-4000-8000-00000000000c'),
  0, 'the merged pending idea leaves the review queue'
);

-- Undo: the trash's restore
select lives_ok($$ select private.restore_idea('a4800000-0000-4000-8000-00000000000b') $$,
  'an administrator restores the merged idea from the trash');
select tests.reset_role();
select results_eq(
  $$ select merged_into, deleted_at from public.ideas where id = 'a4800000-0000-4000-8000-00000000000b' $$,
  $$ values (null::uuid, null::timestamptz) $$,
  'b is live again and no longer merged'
);
select is(
  (select array_agg(user_id) from public.ratings where idea_id = 'a4800000-0000-4000-8000-00000000000b'),
  array[tests.get_supabase_uid('mg_only_b')],
  'the moved rating is back on b; the deleted ones stay deleted'
);
select is(
  (select count(*)::int from public.ratings where idea_id = 'a4800000-0000-4000-8000-00000000000a'),
  2, 'a keeps its own rating and the one sent to it after the merge'
);
select set_eq(
  $$ select * from tests.kept_scores $$,
  $$ select * from tests.recomputed_scores $$,
  'after the undo every idea''s scores still equal a recomputation'
);
select results_eq(
  $$ select id, comment_count from public.ideas
     where id in ('a4800000-0000-4000-8000-00000000000a', 'a4800000-0000-4000-8000-00000000000b') order by id $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a'::uuid, 0), ('a4800000-0000-4000-8000-00000000000b'::uuid, 2) $$,
  'the comment and its reply are back on b'
);
select set_eq(
  $$ select member_id from public.follows where idea_id = 'a4800000-0000-4000-8000-00000000000b' $$,
  $$ select id from followers_of_b $$,
  'b''s followers follow b again'
);
select set_eq(
  $$ select member_id from public.follows where idea_id = 'a4800000-0000-4000-8000-00000000000a' $$,
  $$ select id from followers_of_a
     -- b's author followed c too, whose merge into a still stands.
     union select tests.get_supabase_uid('mg_author_b')
     union select tests.get_supabase_uid('mg_late')
     where exists (select 1 from public.follows as f
                   where f.idea_id = 'a4800000-0000-4000-8000-00000000000a' and f.member_id = tests.get_supabase_uid('mg_late')) $$,
  'the followers the merge gave a leave it; those who followed a before, or whom another merge into a holds, stay'
);
select is_empty($$ select 1 from private.idea_merges where source_id = 'a4800000-0000-4000-8000-00000000000b' $$,
  'the ledger row of the undone merge is gone');
select results_eq(
  $$ select before ->> 'merged_into' from private.audit_log where action = 'idea.restore'
     and target_id = 'a4800000-0000-4000-8000-00000000000b' $$,
  $$ values ('a4800000-0000-4000-8000-00000000000a') $$,
  'the restore''s audit entry says it undid a merge'
);

select * from finish();
rollback;
