-- Comments: who may read, post, reply, edit and delete; the rate limit; the idea's comment_count.
begin;
select plan(37);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('alice', null, '{"display_name": "Alice"}');
select tests.create_supabase_user('bob', null, '{"display_name": "Bob"}');
select tests.create_supabase_user('carol');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

select tests.create_idea('idea_owner', id => 'c2100000-0000-4000-8000-00000000000a', status => 'approved');
select tests.create_idea('idea_owner', id => 'c2100000-0000-4000-8000-00000000000b', status => 'approved');
select tests.create_idea('idea_owner', id => 'c2100000-0000-4000-8000-00000000000d', status => 'pending');

-- A comment on a pending idea cannot be written through the trigger; the table owner plants one to prove it
-- stays hidden (the trigger is off only inside this rolled-back transaction).
alter table public.comments disable trigger comments_check_insert;
insert into public.comments (id, idea_id, author_id, body) values
  ('c2100000-0000-4000-8000-0000000000d1', 'c2100000-0000-4000-8000-00000000000d',
   tests.get_supabase_uid('idea_owner'), 'Hidden while pending');
alter table public.comments enable trigger comments_check_insert;
-- A top-level comment on idea b, to reply to from the wrong idea.
insert into public.comments (id, idea_id, author_id, body) values
  ('c2100000-0000-4000-8000-0000000000b1', 'c2100000-0000-4000-8000-00000000000b',
   tests.get_supabase_uid('carol'), 'On the other idea');

-- Members may not choose a comment's id: the tests find their comments by text. The id is kept once found, so
-- a comment whose text is edited or emptied is still found.
create function tests.comment_id(p_body text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  found_id uuid := nullif(current_setting('tests.comment_' || md5(p_body), true), '')::uuid;
begin
  if found_id is null then
    select c.id into strict found_id from public.comments as c where c.body = p_body;
    perform set_config('tests.comment_' || md5(p_body), found_id::text, true);
  end if;
  return found_id;
end;
$$;
grant execute on function tests.comment_id(text) to anon, authenticated;

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-00000000000a', 'Hi') $$,
  '42501', 'permission denied for table comments',
  'visitors cannot comment'
);
select is(
  (select count(*) from public.comments where idea_id = 'c2100000-0000-4000-8000-00000000000b'),
  1::bigint,
  'visitors read the comments of an approved idea'
);
select is_empty(
  $$ select 1 from public.comments where idea_id = 'c2100000-0000-4000-8000-00000000000d' $$,
  'visitors read nothing of the comments of a pending idea'
);

-- Acting as alice
select tests.authenticate_as('alice');

select lives_ok(
  $$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-00000000000a', 'First!') $$,
  'members can comment on an approved idea'
);
select is(
  (select author_id from public.comments where id = tests.comment_id('First!')),
  tests.get_supabase_uid('alice'),
  'the comment is written as its author'
);
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-00000000000d', 'Early') $$,
  'P0002', 'Idea not found',
  'members cannot comment on a pending idea, and learn no more than for a missing one'
);
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-0000000000ff', 'Nowhere') $$,
  'P0002', 'Idea not found',
  'members cannot comment on a missing idea'
);
select is_empty(
  $$ select 1 from public.comments where idea_id = 'c2100000-0000-4000-8000-00000000000d' $$,
  'the idea''s own author reads nothing of the comments of a pending idea either'
);
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-00000000000a', '   ') $$,
  '23514', null,
  'a comment of only spaces is refused'
);
select throws_ok(
  format($$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-00000000000a', %L) $$,
    repeat('x', 2001)),
  '23514', null,
  'a comment of 2001 characters is refused'
);
select throws_ok(
  $$ insert into public.comments (idea_id, author_id, body)
     values ('c2100000-0000-4000-8000-00000000000a', tests.get_supabase_uid('bob'), 'As Bob') $$,
  '42501', 'new row violates row-level security policy for table "comments"',
  'members cannot comment as someone else'
);

-- Acting as bob
select tests.authenticate_as('bob');

select lives_ok(
  $$ insert into public.comments (idea_id, parent_id, body) values
     ('c2100000-0000-4000-8000-00000000000a', tests.comment_id('First!'), 'A reply') $$,
  'members can reply to a top-level comment'
);
select throws_ok(
  $$ insert into public.comments (idea_id, parent_id, body) values
     ('c2100000-0000-4000-8000-00000000000a', tests.comment_id('A reply'), 'Deeper') $$,
  '55000', 'Replies go to a top-level comment: a reply cannot be answered.',
  'a reply cannot be answered'
);
select throws_ok(
  $$ insert into public.comments (idea_id, parent_id, body) values
     ('c2100000-0000-4000-8000-00000000000a', 'c2100000-0000-4000-8000-0000000000b1', 'Crossed') $$,
  'P0002', 'The comment you reply to was not found.',
  'a reply''s parent must belong to the same idea'
);
select throws_ok(
  $$ insert into public.comments (idea_id, parent_id, body) values
     ('c2100000-0000-4000-8000-00000000000d', 'c2100000-0000-4000-8000-0000000000d1', 'Hidden reply') $$,
  'P0002', 'Idea not found',
  'members cannot reply on a pending idea'
);
select is_empty(
  $$ update public.comments set body = 'Hijacked' where id = tests.comment_id('First!') returning 1 $$,
  'members cannot edit someone else''s comment'
);
select is_empty(
  $$ delete from public.comments where id = tests.comment_id('First!') returning 1 $$,
  'members cannot delete someone else''s comment'
);

-- Acting as alice
select tests.authenticate_as('alice');

select is(
  (select edited_at from public.comments where id = tests.comment_id('First!')),
  null,
  'a new comment is not marked edited'
);
select lives_ok(
  $$ update public.comments set body = 'First, edited' where id = tests.comment_id('First!') $$,
  'members can edit their own comment'
);
select results_eq(
  $$ select body, edited_at is not null from public.comments where id = tests.comment_id('First!') $$,
  $$ values ('First, edited', true) $$,
  'an edited comment has its new text and is marked edited'
);
select throws_ok(
  $$ update public.comments set idea_id = 'c2100000-0000-4000-8000-00000000000b'
     where id = tests.comment_id('First!') $$,
  '42501', 'permission denied for table comments',
  'members cannot move their comment to another idea'
);
select is(
  (select comment_count from public.ideas where id = 'c2100000-0000-4000-8000-00000000000a'),
  2,
  'the idea counts its comment and its reply'
);
select throws_ok(
  $$ update public.ideas set comment_count = 99 where id = 'c2100000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ideas',
  'members cannot write an idea''s comment count'
);

-- Deleting one's own comment that has a reply empties it.
select lives_ok(
  $$ delete from public.comments where id = tests.comment_id('First!') $$,
  'members can delete their own comment'
);
select results_eq(
  $$ select body, author_id, deleted_at is not null from public.comments
     where id = tests.comment_id('First!') $$,
  $$ values (null::text, null::uuid, true) $$,
  'a deleted comment with a reply stays, without its text and author'
);
select is(
  (select comment_count from public.ideas where id = 'c2100000-0000-4000-8000-00000000000a'),
  1,
  'a deleted comment is no longer counted'
);
select is_empty(
  $$ update public.comments set body = 'Back' where id = tests.comment_id('First!') returning 1 $$,
  'a deleted comment cannot be written again'
);

-- The rate limit: five comments in a minute, not six.
select lives_ok(
  $$ insert into public.comments (idea_id, body)
     select 'c2100000-0000-4000-8000-00000000000b', 'Burst ' || n from generate_series(1, 4) as n $$,
  'a member can post five comments in a minute'
);
select throws_like(
  $$ insert into public.comments (idea_id, body) values ('c2100000-0000-4000-8000-00000000000b', 'Sixth') $$,
  'You can post at most 5 comments a minute. Please try again in %',
  'the sixth comment within a minute is refused'
);
select lives_ok(
  $$ delete from public.comments where body = 'Burst 4' $$,
  'members can delete their own comment without replies'
);
select is_empty(
  $$ select 1 from public.comments where body = 'Burst 4' $$,
  'a deleted comment without replies is gone'
);

-- Acting as bob: deleting the last reply of an emptied comment takes the emptied comment with it.
select tests.authenticate_as('bob');

select lives_ok(
  $$ delete from public.comments where id = tests.comment_id('A reply') $$,
  'members can delete their own reply'
);
select is_empty(
  $$ select 1 from public.comments where id in (tests.comment_id('First!'),
     tests.comment_id('A reply')) $$,
  'the emptied comment goes with its last reply'
);
select is(
  (select comment_count from public.ideas where id = 'c2100000-0000-4000-8000-00000000000a'),
  0,
  'the idea counts no comment any more'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select is(
  (select array_agg(body order by body) from public.comments
   where idea_id = 'c2100000-0000-4000-8000-00000000000b' and author_id = tests.get_supabase_uid('carol')),
  array['On the other idea'],
  'administrators read comments like everyone'
);
select lives_ok(
  $$ delete from public.comments where id = 'c2100000-0000-4000-8000-0000000000b1' $$,
  'administrators can delete anyone''s comment'
);
select is(
  (select comment_count from public.ideas where id = 'c2100000-0000-4000-8000-00000000000b'),
  3,
  'idea b counts alice''s three remaining comments'
);

select * from finish();
rollback;
