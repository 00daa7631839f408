-- Suspension: every table and bucket a member writes takes their writes before, refuses them while suspended
-- (403's PT403, Storage's 42501, with the end and reason) and takes them again once the suspension has ended or
-- is lifted; reading, notifications, mail preferences and account deletion stay allowed; others' writes on a
-- suspended member's rows go through; administrators alone suspend, lift and void, never an administrator; voided
-- ratings leave every score equal to a recomputation.
begin;
select plan(46);

-- Fixtures (as postgres)
select tests.create_supabase_user('sus', null, '{"display_name": "Sue Suspended"}');
select tests.create_supabase_user('peer', null, '{"display_name": "Pat Peer"}');
select tests.create_supabase_user('leaver');
select tests.create_supabase_user('sus_admin', null, '{"display_name": "Ada Admin"}');
select tests.create_supabase_user('other_admin');
select tests.make_admin('sus_admin');
select tests.make_admin('other_admin');
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('sus');

-- a: the suspended member's approved idea; p: their pending idea; q: the peer's approved idea they rate.
select tests.create_idea('sus', id => 'd3900000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'The suspended member''s idea');
select tests.create_idea('sus', id => 'd3900000-0000-4000-8000-00000000000b', status => 'pending',
  title => 'The suspended member''s pending idea');
select tests.create_idea('peer', id => 'd3900000-0000-4000-8000-00000000000c', status => 'approved',
  title => 'The peer''s idea');
select tests.create_idea('peer', id => 'd3900000-0000-4000-8000-00000000000d', status => 'approved',
  title => 'Another idea of the peer');
select tests.create_idea('leaver', id => 'd3900000-0000-4000-8000-00000000000e', status => 'approved',
  title => 'The leaver''s idea');
insert into public.comments (id, idea_id, author_id, body) values
  ('d3900000-0000-4000-8000-0000000000c1', 'd3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('sus'),
   'A comment of the suspended member'),
  ('d3900000-0000-4000-8000-0000000000c2', 'd3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('sus'),
   'Another comment of the suspended member'),
  ('d3900000-0000-4000-8000-0000000000c3', 'd3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('sus'),
   'A comment an administrator removes');
insert into public.landing_pages (id, idea_id, owner_id, slug, tone, content, drafted_by) values
  ('d3900000-0000-4000-8000-0000000000f1', 'd3900000-0000-4000-8000-00000000000a', tests.get_supabase_uid('sus'),
   'suspended-page', 'bold', tests.landing_content(), 'template');
insert into storage.objects (bucket_id, name, owner_id) values
  ('avatars', tests.get_supabase_uid('sus') || '/avatar.png', tests.get_supabase_uid('sus')::text),
  ('pitch-decks', tests.get_supabase_uid('sus') || '/deck.pdf', tests.get_supabase_uid('sus')::text);
insert into public.notifications (recipient_id, kind, data)
values (tests.get_supabase_uid('sus'), 'promoted', '{}');

-- Each write a member makes, tried as the caller and rolled back (a subtransaction), so the same writes can be
-- tried again: 'ok' or the SQLSTATE that refused it.
create function tests.member_writes()
returns table (write text, outcome text)
language plpgsql
set search_path = ''
as $$
declare
  attempt text;
  statement text;
  written integer;
begin
  -- As Storage does before its deletes (the bucket's own trigger refuses a direct one otherwise).
  perform set_config('storage.allow_delete_query', 'true', true);
  foreach attempt in array array[
    'insert ideas|insert into public.ideas (title, description, category, target_market, business_model) values
       (''A new idea'', repeat(''A long enough description. '', 3), ''technology'', ''Small shops'', ''Subscriptions'')',
    'update ideas|update public.ideas set timeline = ''Next year'' where id = ''d3900000-0000-4000-8000-00000000000b''',
    'insert idea_edits|update public.ideas set title = ''A better title''
       where id = ''d3900000-0000-4000-8000-00000000000a''',
    'delete ideas|' || case when pg_catalog.to_regprocedure('private.trash_idea(uuid)') is null
      then 'delete from public.ideas where id = ''d3900000-0000-4000-8000-00000000000b'''
      else 'select private.trash_idea(''d3900000-0000-4000-8000-00000000000b'')' end,
    'insert ratings|insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
       (''d3900000-0000-4000-8000-00000000000c'', auth.uid(), 60, 70, 80)',
    'insert comments|insert into public.comments (idea_id, author_id, body) values
       (''d3900000-0000-4000-8000-00000000000c'', auth.uid(), ''One more comment'')',
    'update comments|update public.comments set body = ''Edited'' where id = ''d3900000-0000-4000-8000-0000000000c1''',
    'delete comments|delete from public.comments where id = ''d3900000-0000-4000-8000-0000000000c2''',
    'insert landing_pages|insert into public.landing_pages (idea_id, owner_id, slug, tone, content, drafted_by)
       values (''d3900000-0000-4000-8000-00000000000a'', auth.uid(), ''another-page'', ''bold'',
               tests.landing_content(), ''template'')',
    'update landing_pages|update public.landing_pages set slug = ''renamed-page''
       where id = ''d3900000-0000-4000-8000-0000000000f1''',
    'delete landing_pages|delete from public.landing_pages where id = ''d3900000-0000-4000-8000-0000000000f1''',
    'update profiles|update public.profiles set display_name = ''A new name'' where id = auth.uid()',
    'insert avatars|insert into storage.objects (bucket_id, name, owner_id) values
       (''avatars'', auth.uid() || ''/avatar-2.png'', auth.uid()::text)',
    'insert pitch-decks|insert into storage.objects (bucket_id, name, owner_id) values
       (''pitch-decks'', auth.uid() || ''/deck-2.pdf'', auth.uid()::text)',
    'update avatars|update storage.objects set metadata = ''{}'' where name = auth.uid() || ''/avatar.png''',
    'delete pitch-decks|delete from storage.objects where name = auth.uid() || ''/deck.pdf'''
  ] loop
    write := pg_catalog.split_part(attempt, '|', 1);
    statement := pg_catalog.substr(attempt, pg_catalog.length(write) + 2);
    begin
      execute statement;
      get diagnostics written = row_count;
      if written = 0 then
        raise exception 'nothing written by %', write;
      end if;
      raise exception 'written' using errcode = 'ZZ001';
    exception
      when sqlstate 'ZZ001' then outcome := 'ok';
      when others then outcome := sqlstate || case when sqlstate = 'P0001' then ': ' || sqlerrm else '' end;
    end;
    return next;
  end loop;
end;
$$;
grant execute on function tests.member_writes() to authenticated;

create function tests.outcomes()
returns text
language sql
set search_path = ''
as $$ select string_agg(distinct outcome, ', ' order by outcome) from tests.member_writes() $$;
grant execute on function tests.outcomes() to authenticated;

-- ========================================================================================================
-- Before: the member writes everywhere
-- ========================================================================================================
select tests.authenticate_as('sus');
select is(tests.outcomes(), 'ok', 'a member who is not suspended makes every kind of write');
select is((select count(*)::integer from tests.member_writes()), 16, 'sixteen writes are tried');

-- ========================================================================================================
-- Acting as a member: no suspension powers
-- ========================================================================================================
select throws_ok(
  $$ select private.suspend_member(tests.get_supabase_uid('peer'), now() + interval '1 day', 'Spam') $$,
  '42501', 'Only administrators can suspend members', 'members cannot suspend'
);
select throws_ok(
  $$ select private.lift_suspension(tests.get_supabase_uid('peer')) $$,
  '42501', 'Only administrators can lift suspensions', 'members cannot lift suspensions'
);
select throws_ok(
  $$ select private.void_ratings(tests.get_supabase_uid('peer')) $$,
  '42501', 'Only administrators can void ratings', 'members cannot void ratings'
);

-- ========================================================================================================
-- Acting as an administrator: the refusals
-- ========================================================================================================
select tests.authenticate_as('sus_admin');
select throws_ok(
  $$ select private.suspend_member(tests.get_supabase_uid('other_admin'), now() + interval '1 day', 'No') $$,
  '55000', 'An administrator cannot be suspended. Remove their administrator role first.',
  'an administrator cannot be suspended'
);
select throws_ok(
  $$ select private.suspend_member(tests.get_supabase_uid('sus_admin'), now() + interval '1 day', 'No') $$,
  '55000', 'An administrator cannot be suspended. Remove their administrator role first.',
  'an administrator cannot suspend themselves (nor so the last administrator)'
);
select throws_ok(
  $$ select private.suspend_member(tests.get_supabase_uid('sus'), now() - interval '1 minute', 'Spam') $$,
  '23514', 'The suspension must end in the future, within 365 days.', 'an end in the past is refused'
);
select throws_ok(
  $$ select private.suspend_member(tests.get_supabase_uid('sus'), now() + interval '366 days', 'Spam') $$,
  '23514', 'The suspension must end in the future, within 365 days.', 'an end past 365 days is refused'
);
select throws_ok(
  $$ select private.suspend_member(tests.get_supabase_uid('sus'), now() + interval '1 day', '   ') $$,
  '23514', 'The reason must be 1 to 500 characters.', 'a blank reason is refused'
);
select throws_ok(
  $$ select private.suspend_member(gen_random_uuid(), now() + interval '1 day', 'Spam') $$,
  'P0002', 'User not found', 'an unknown member is not found'
);
select throws_ok(
  $$ select private.void_ratings(tests.get_supabase_uid('sus')) $$,
  '55000', 'Only a suspended member''s ratings can be voided. Suspend them first.',
  'the ratings of a member who is not suspended cannot be voided'
);

-- ========================================================================================================
-- Suspending
-- ========================================================================================================
select is(
  (select suspension_reason
   from private.suspend_member(tests.get_supabase_uid('sus'), now() + interval '30 days', '  Posting spam  ')),
  'Posting spam',
  'an administrator suspends a member, the reason trimmed'
);
-- A known end, 100 days ahead at midnight, for the messages below.
select private.suspend_member(tests.get_supabase_uid('sus'), date_trunc('day', now()) + interval '100 days',
  'Posting spam');
select set_config('tests.until', to_char((date_trunc('day', now()) + interval '100 days') at time zone 'UTC',
  'FMDD FMMonth YYYY, HH24:MI "UTC"'), true);

select results_eq(
  $$ select action, target_id, after ->> 'reason' from private.audit_log
     where action = 'user.suspend' and target_id = tests.get_supabase_uid('sus')::text order by id $$,
  $$ values ('user.suspend', tests.get_supabase_uid('sus')::text, 'Posting spam'),
            ('user.suspend', tests.get_supabase_uid('sus')::text, 'Posting spam') $$,
  'each suspension is audited with its reason'
);
select is(
  (select before ->> 'reason' from private.audit_log where action = 'user.suspend' order by id desc limit 1),
  'Posting spam',
  'a second suspension''s entry names the suspension it replaced'
);
select is(
  (select count(*)::integer from private.member_suspensions(array[tests.get_supabase_uid('sus'),
     tests.get_supabase_uid('peer')])),
  1,
  'administrators see the current suspensions among the members they name'
);
select throws_ok(
  $$ select private.promote_user(tests.get_supabase_uid('sus')) $$,
  '55000', 'A suspended member cannot be made an administrator. Lift the suspension first.',
  'a suspended member cannot be made an administrator'
);

-- ========================================================================================================
-- Acting as the suspended member
-- ========================================================================================================
select tests.authenticate_as('sus');
select is(
  (select string_agg(write, ', ' order by write) from tests.member_writes() where outcome <> 'PT403'),
  'delete pitch-decks, insert avatars, insert pitch-decks, update avatars',
  'every write of a suspended member to a table is refused with PT403'
);
select is(
  (select string_agg(distinct outcome, ', ') from tests.member_writes() where write ~ '(avatars|pitch-decks)$'),
  '42501',
  'their writes to the avatars and pitch-decks buckets are refused with 42501 (Storage''s 403)'
);
select throws_ok(
  $$ update public.profiles set bio = 'Still here' where id = auth.uid() $$,
  'PT403', format('Your account is suspended until %s. Reason: Posting spam.', current_setting('tests.until')),
  'the refusal names the end and the reason'
);
select is(
  (select count(*)::integer from private.member_suspensions(array[auth.uid()])),
  0,
  'a member does not read suspensions, their own included'
);
select throws_ok(
  $$ select suspended_until from public.profiles where id = auth.uid() $$,
  '42501', 'permission denied for table profiles',
  'the suspension columns are not readable by members'
);
select is(
  (select data ->> 'reason' from public.notifications where recipient_id = auth.uid() and kind = 'suspended'
   order by created_at desc limit 1),
  'Posting spam',
  'the member is told, with the reason'
);
select ok(
  exists (select 1 from public.notifications where recipient_id = auth.uid() and kind = 'suspended'
          and (data ->> 'title')::timestamptz = date_trunc('day', now()) + interval '100 days'),
  'and with the end'
);
select lives_ok(
  $$ update public.notifications set read_at = now() where recipient_id = auth.uid() $$,
  'a suspended member still marks notifications read'
);
select lives_ok(
  $$ insert into public.mail_preferences (member_id, replies_to_me) values (auth.uid(), false)
     on conflict (member_id) do update set replies_to_me = false $$,
  'a suspended member still changes their mail preferences'
);
select is(
  (select count(*)::integer from public.ideas where author_id = auth.uid()),
  2,
  'a suspended member still reads'
);

-- ========================================================================================================
-- Others' writes on the suspended member's rows
-- ========================================================================================================
select tests.authenticate_as('peer');
select lives_ok(
  $$ insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
     values ('d3900000-0000-4000-8000-00000000000a', auth.uid(), 40, 50, 60) $$,
  'another member rates the suspended member''s idea (its scores are updated on the way)'
);
select lives_ok(
  $$ insert into public.comments (idea_id, author_id, parent_id, body)
     values ('d3900000-0000-4000-8000-00000000000c', auth.uid(), 'd3900000-0000-4000-8000-0000000000c1', 'A reply') $$,
  'another member replies to the suspended member''s comment'
);
select tests.authenticate_as('sus_admin');
select lives_ok(
  $$ select private.review_idea('d3900000-0000-4000-8000-00000000000b', 'approved', null) $$,
  'an administrator approves the suspended member''s pending idea'
);
select lives_ok(
  $$ update public.ideas set title = 'Retitled by an administrator' where id = 'd3900000-0000-4000-8000-00000000000a' $$,
  'an administrator edits the suspended member''s idea'
);
select lives_ok(
  $$ delete from public.comments where id = 'd3900000-0000-4000-8000-0000000000c3' $$,
  'an administrator deletes the suspended member''s comment'
);

-- ========================================================================================================
-- Voiding the suspended member's ratings
-- ========================================================================================================
select tests.reset_role();
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('d3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('sus'), 0, 99, 100),
  ('d3900000-0000-4000-8000-00000000000d', tests.get_supabase_uid('sus'), 55, 9, 10),
  ('d3900000-0000-4000-8000-00000000000d', tests.get_supabase_uid('leaver'), 5, 95, 45),
  ('d3900000-0000-4000-8000-00000000000e', tests.get_supabase_uid('sus'), 100, 100, 100),
  ('d3900000-0000-4000-8000-00000000000e', tests.get_supabase_uid('peer'), 30, 20, 10);
update public.ideas set status = 'approved' where id = 'd3900000-0000-4000-8000-00000000000e';

select tests.authenticate_as('sus_admin');
select is(
  private.void_ratings(tests.get_supabase_uid('sus')),
  3,
  'an administrator voids the suspended member''s ratings: their count'
);
select tests.reset_role();
select is(
  (select count(*)::integer from public.ratings where user_id = tests.get_supabase_uid('sus')),
  0,
  'none of their ratings is left'
);
select set_eq(
  $$ select * from tests.kept_scores $$,
  $$ select * from tests.recomputed_scores $$,
  'every idea''s count, sums, squares, histograms, means, adjusted scores, spreads and margins equal a recomputation'
);
select is(
  (select count(*)::integer from public.ratings where idea_id = 'd3900000-0000-4000-8000-00000000000d'),
  1,
  'the other members'' ratings stay'
);
select results_eq(
  $$ select before ->> 'ratings', after ->> 'ratings' from private.audit_log where action = 'user.void_ratings' $$,
  $$ values ('3', '0') $$,
  'the voiding is audited with the count'
);

-- ========================================================================================================
-- After the end, and after a lift
-- ========================================================================================================
update public.profiles set suspended_until = now() - interval '1 second' where id = tests.get_supabase_uid('sus');
select tests.authenticate_as('sus');
select is(tests.outcomes(), 'ok', 'once the suspension has ended, every write is taken again');

select tests.authenticate_as('sus_admin');
select private.suspend_member(tests.get_supabase_uid('sus'), now() + interval '1 day', 'Again');
select lives_ok(
  $$ select private.lift_suspension(tests.get_supabase_uid('sus')) $$,
  'an administrator lifts a suspension'
);
select results_eq(
  $$ select before ->> 'reason', after ->> 'suspended_until' from private.audit_log where action = 'user.unsuspend' $$,
  $$ values ('Again', null::text) $$,
  'the lift is audited, before and after'
);
select tests.authenticate_as('sus');
select is(tests.outcomes(), 'ok', 'once the suspension is lifted, every write is taken again');

-- ========================================================================================================
-- Deleting one's account while suspended
-- ========================================================================================================
select tests.reset_role();
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('d3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('leaver'), 10, 20, 30);
insert into public.comments (id, idea_id, author_id, body) values
  ('d3900000-0000-4000-8000-0000000000e1', 'd3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('leaver'),
   'The leaver''s comment');
insert into public.comments (idea_id, author_id, parent_id, body) values
  ('d3900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('peer'), 'd3900000-0000-4000-8000-0000000000e1',
   'A reply to the leaver');
select set_config('tests.leaver', tests.get_supabase_uid('leaver')::text, true);
select tests.authenticate_as('sus_admin');
select private.suspend_member(tests.get_supabase_uid('leaver'), now() + interval '7 days', 'Abuse');
select tests.authenticate_as('leaver');
select set_config('ideaboard.leaving', tests.get_supabase_uid('peer')::text, true);
select throws_ok($$ update public.profiles set bio = 'Still here' where id = current_setting('tests.leaver')::uuid $$,
  'PT403', null, 'leaving exempts only the member the account deletion names');
select set_config('ideaboard.leaving', '', true);
select lives_ok($$ select private.delete_my_account() $$, 'a suspended member deletes their account');
select tests.reset_role();
select is(
  (select count(*)::integer from public.profiles where id = current_setting('tests.leaver')::uuid),
  0,
  'the account is gone, with what cascades from it'
);
select set_eq(
  $$ select * from tests.kept_scores $$,
  $$ select * from tests.recomputed_scores $$,
  'the ideas the deleted member rated keep exact scores'
);

-- ========================================================================================================
-- Every table a member writes carries the refusal
-- ========================================================================================================
select is_empty(
  $$ select c.oid::regclass::text from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
     where n.nspname in ('public', 'private', 'storage') and c.relkind = 'r'
       and (has_table_privilege('authenticated', c.oid, 'insert') or has_table_privilege('authenticated', c.oid, 'update')
            or has_table_privilege('authenticated', c.oid, 'delete')
            or exists (select 1 from information_schema.column_privileges as p
                       where p.table_schema = n.nspname and p.table_name = c.relname
                         and p.grantee = 'authenticated' and p.privilege_type in ('INSERT', 'UPDATE')))
       -- Row level security without a policy for members' writes lets none through.
       and (not c.relrowsecurity
            or exists (select 1 from pg_policies as p where p.schemaname = n.nspname and p.tablename = c.relname
                       and p.cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
                       and p.roles && array['authenticated', 'public']::name[]))
       -- What a suspended member may still write: their own settings of what they are told and what they follow.
       and c.oid not in ('public.notifications'::regclass, 'public.mail_preferences'::regclass,
                         'public.follow_settings'::regclass)
       and not exists (select 1 from pg_trigger as t where t.tgrelid = c.oid and t.tgname = 'refuse_suspended_writer') $$,
  'every table a member may write has the trigger refuse_suspended_writer, but notifications, mail preferences and follow settings'
);

select * from finish();
rollback;
