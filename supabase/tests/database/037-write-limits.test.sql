-- Write limits: every limit allowed at its bound and refused past it (PT429, a message saying when, the seconds in
-- DETAIL), edits counted per idea and once each, bookkeeping and administrators' moderation not counted, a changed
-- limit in force at once and audited, the limits closed to members, the ledger closed to everyone but its owner.
-- Writes are made as `authenticated` with a member's claims: the limits hold for the Data API as for /api.
begin;
select plan(51);

-- Fixtures (as postgres)
select tests.create_supabase_user('wl_member');
select tests.create_supabase_user('wl_commenter');
select tests.create_supabase_user('wl_premium');
select tests.create_supabase_user('wl_fresh');
select tests.create_supabase_user('wl_admin');
select tests.make_admin('wl_admin');
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('wl_premium');

select tests.create_idea('wl_member', id => 'c3700000-0000-4000-8000-00000000000a', status => 'approved');
select tests.create_idea('wl_member', id => 'c3700000-0000-4000-8000-00000000000b', status => 'approved');
select tests.create_idea('wl_member', id => 'c3700000-0000-4000-8000-00000000000c', status => 'approved');
select tests.create_idea('wl_admin', id => 'c3700000-0000-4000-8000-00000000000d', status => 'approved');
select tests.create_idea('wl_premium', id => 'c3700000-0000-4000-8000-00000000000e', status => 'approved');

-- A write's refusal as {SQLSTATE, message, DETAIL}; null when the write went through.
create function tests.refusal(p_sql text)
returns text[]
language plpgsql
set search_path = ''
as $$
declare
  state text;
  message text;
  detail text;
begin
  execute p_sql;
  return null;
exception when others then
  get stacked diagnostics state = returned_sqlstate, message = message_text, detail = pg_exception_detail;
  return array[state, message, detail];
end;
$$;
grant execute on function tests.refusal(text) to authenticated;

-- The member's ledger rows of one action, as the table's owner counts them.
create function tests.logged(p_member text, p_action text, p_scope uuid default null)
returns bigint
language sql
security definer
set search_path = ''
as $$
  select count(*) from private.write_log as w
  where w.member_id = tests.get_supabase_uid(p_member) and w.action = p_action
    and (p_scope is null or w.scope_id = p_scope);
$$;
grant execute on function tests.logged(text, text, uuid) to authenticated;

-- Moves a member's counted writes back in time, as if they had been made earlier.
create function tests.age_writes(p_member text, p_action text, p_by interval)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.write_log set at = at - p_by
  where member_id = tests.get_supabase_uid(p_member) and action = p_action;
$$;
grant execute on function tests.age_writes(text, text, interval) to authenticated;

create function tests.new_idea_sql(p_title text)
returns text
language sql
set search_path = ''
as $$
  select format(
    'insert into public.ideas (title, description, category, target_market, business_model) values (%L, %L, %L, %L, %L)',
    p_title, 'A description long enough to pass the fifty character minimum of ideas.', 'technology',
    'Small businesses', 'Monthly subscription');
$$;
grant execute on function tests.new_idea_sql(text) to authenticated;

select has_trigger('public', 'ideas', 'write_limit_ideas', 'ideas carry the limit trigger');
select has_trigger('public', 'comments', 'write_limit_comments', 'comments carry the limit trigger');
select has_trigger('public', 'landing_pages', 'write_limit_landing_pages', 'landing pages carry the limit trigger');
select hasnt_table('private', 'comment_posts', 'the old per-minute comment counter is gone');

-- ========================================================================================================
-- New ideas: 5 an hour, 10 a day
-- ========================================================================================================
select tests.authenticate_as('wl_member');

select lives_ok(
  $$ do $do$ begin for n in 1..5 loop execute tests.new_idea_sql('Limited idea ' || n); end loop; end $do$ $$,
  'a member can submit five ideas in an hour'
);
select throws_ok(tests.new_idea_sql('Sixth idea'), 'PT429', null, 'the sixth idea within an hour is refused with PT429');
select matches(
  (tests.refusal(tests.new_idea_sql('Sixth idea')))[2],
  '^You can submit at most 5 ideas an hour\. Please try again in (60 minutes|1 hour)\.$',
  'the refusal says how many and when to try again'
);
select ok(
  (tests.refusal(tests.new_idea_sql('Sixth idea')))[3]::integer between 3500 and 3600,
  'DETAIL carries the seconds to wait'
);
select is(tests.logged('wl_member', 'idea'), 5::bigint, 'only the writes that happened are counted');

select tests.age_writes('wl_member', 'idea', interval '2 hours');
select lives_ok(
  $$ do $do$ begin for n in 6..10 loop execute tests.new_idea_sql('Limited idea ' || n); end loop; end $do$ $$,
  'an hour later five more pass: ten in a day'
);
select tests.age_writes('wl_member', 'idea', interval '1 hour');
select matches(
  (tests.refusal(tests.new_idea_sql('Eleventh idea')))[2],
  '^You can submit at most 10 ideas a day\. Please try again in 21 hours\.$',
  'the eleventh idea within a day is refused until the first is a day old'
);

-- ========================================================================================================
-- Edits: 10 a day for each idea, counted once whether applied or moved aside for review
-- ========================================================================================================
select lives_ok(
  $$ do $do$ begin
       for n in 1..10 loop
         update public.ideas set competitors = 'Rival ' || n where id = 'c3700000-0000-4000-8000-00000000000a';
       end loop;
     end $do$ $$,
  'an author can edit one idea ten times in a day'
);
select throws_ok(
  $$ update public.ideas set competitors = 'Rival 11' where id = 'c3700000-0000-4000-8000-00000000000a' $$,
  'PT429', null,
  'the eleventh edit of that idea is refused'
);
select matches(
  (tests.refusal($$ update public.ideas set competitors = 'x' where id = 'c3700000-0000-4000-8000-00000000000a' $$))[2],
  '^You can make at most 10 edits of one idea a day\. Please try again in 24 hours\.$',
  'the edit refusal names the per-idea limit'
);
select lives_ok(
  $$ update public.ideas set competitors = 'Rival' where id = 'c3700000-0000-4000-8000-00000000000b' $$,
  'the limit is per idea: another idea of the same author can still be edited'
);
select lives_ok(
  $$ update public.ideas set title = 'A retitled idea' where id = 'c3700000-0000-4000-8000-00000000000c' $$,
  'an author changes an approved idea''s title'
);
select is(
  (select count(*) from public.idea_edits where idea_id = 'c3700000-0000-4000-8000-00000000000c'),
  1::bigint,
  'the change waits for review'
);
select is(
  tests.logged('wl_member', 'idea_edit', 'c3700000-0000-4000-8000-00000000000c'),
  1::bigint,
  'an edit moved aside for review counts once'
);
select lives_ok(
  $$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-00000000000b', 'On my own idea') $$,
  'the author comments on their own idea'
);
select is(
  tests.logged('wl_member', 'idea_edit', 'c3700000-0000-4000-8000-00000000000b'),
  1::bigint,
  'the comment count the comment updates on the idea is not an edit'
);

select tests.authenticate_as('wl_admin');
select lives_ok(
  $$ do $do$ begin
       for n in 1..11 loop
         update public.ideas set competitors = 'Moderated ' || n where id = 'c3700000-0000-4000-8000-00000000000a';
       end loop;
     end $do$ $$,
  'an administrator''s edits of someone else''s idea are moderation, not limited'
);
select is(tests.logged('wl_admin', 'idea_edit'), 0::bigint, 'and are not counted');
select lives_ok(
  $$ update public.ideas set competitors = 'Mine' where id = 'c3700000-0000-4000-8000-00000000000d' $$,
  'an administrator editing their own idea'
);
select is(tests.logged('wl_admin', 'idea_edit'), 1::bigint, 'is counted as its author');

-- ========================================================================================================
-- Comments: 5 a minute, 200 a day
-- ========================================================================================================
select tests.authenticate_as('wl_commenter');

select lives_ok(
  $$ insert into public.comments (idea_id, body)
     select 'c3700000-0000-4000-8000-00000000000a', 'Burst ' || n from generate_series(1, 5) as n $$,
  'a member can post five comments in a minute'
);
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-00000000000a', 'Sixth') $$,
  'PT429', null,
  'the sixth comment within a minute is refused'
);
select matches(
  (tests.refusal($$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-00000000000a', 'Sixth') $$))[2],
  '^You can post at most 5 comments a minute\. Please try again in (\d+ seconds|1 minute)\.$',
  'the comment refusal says how many a minute and when'
);
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-0000000000ff', 'Nowhere') $$,
  'P0002', 'Idea not found',
  'a comment on a missing idea is not found before it is counted'
);
select lives_ok(
  $$ delete from public.comments where body = 'Burst 5' $$,
  'a member deletes one of their comments'
);
select throws_ok(
  $$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-00000000000a', 'Again') $$,
  'PT429', null,
  'a deleted comment gives no post back'
);

-- 194 more earlier today, as the owner writes the ledger: 199 in the day.
select tests.reset_role();
select tests.age_writes('wl_commenter', 'comment', interval '2 minutes');
insert into private.write_log (member_id, action, at)
select tests.get_supabase_uid('wl_commenter'), 'comment', now() - interval '3 hours'
from generate_series(1, 194);
select tests.authenticate_as('wl_commenter');
select lives_ok(
  $$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-00000000000a', 'Two hundredth') $$,
  'the two hundredth comment of the day passes'
);
select matches(
  (tests.refusal($$ insert into public.comments (idea_id, body) values ('c3700000-0000-4000-8000-00000000000a', 'More') $$))[2],
  '^You can post at most 200 comments a day\. Please try again in 21 hours\.$',
  'the two hundred and first is refused until the oldest is a day old'
);

-- ========================================================================================================
-- Landing pages: 10 a day
-- ========================================================================================================
select tests.authenticate_as('wl_premium');

select lives_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     select 'c3700000-0000-4000-8000-00000000000e', 'limited-page-' || n, 'bold', tests.landing_content(), 'template'
     from generate_series(1, 10) as n $$,
  'a premium member can create ten landing pages in a day'
);
select throws_ok(
  $$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3700000-0000-4000-8000-00000000000e', 'limited-page-11', 'bold', tests.landing_content(), 'template') $$,
  'PT429', null,
  'the eleventh is refused'
);
select matches(
  (tests.refusal($$ insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
     values ('c3700000-0000-4000-8000-00000000000e', 'limited-page-11', 'bold', tests.landing_content(), 'template') $$))[2],
  '^You can create at most 10 landing pages a day\. Please try again in 24 hours\.$',
  'the landing page refusal names its limit'
);
select lives_ok(
  $$ update public.landing_pages set published_at = now() where slug = 'limited-page-1' $$,
  'publishing a page is not creating one'
);

-- ========================================================================================================
-- Administrators change the limits
-- ========================================================================================================
select tests.authenticate_as('wl_member');
select throws_ok(
  $$ select * from private.admin_write_limits() $$,
  '42501', 'Only administrators can see the write limits',
  'members cannot read the limits'
);
select throws_ok(
  $$ select * from private.set_write_limits('[{"action": "idea", "per": "hour", "maxCount": 100}]') $$,
  '42501', 'Only administrators can change the write limits',
  'members cannot change the limits'
);
select throws_ok($$ select * from private.write_limits $$, '42501', null, 'members cannot read the limits table');
select throws_ok($$ select * from private.write_log $$, '42501', null, 'members cannot read the ledger');
select throws_ok(
  $$ delete from private.write_log $$, '42501', null, 'members cannot take writes back from the ledger'
);
select throws_ok(
  $$ insert into private.write_log (member_id, action) values (tests.get_supabase_uid('wl_fresh'), 'idea') $$,
  '42501', null,
  'members cannot write the ledger'
);

select tests.clear_authentication();
select throws_ok(
  $$ select * from private.admin_write_limits() $$, '42501', null, 'visitors cannot read the limits'
);

select tests.authenticate_as('wl_admin');
select results_eq(
  $$ select action, per, max_count from private.admin_write_limits() where action in ('idea', 'comment') $$,
  $$ values ('comment', 'minute', 5), ('comment', 'day', 200), ('idea', 'hour', 5), ('idea', 'day', 10) $$,
  'administrators read every limit, shortest window first'
);
select results_eq(
  $$ select action, per, max_count
     from private.set_write_limits('[{"action": "idea", "per": "hour", "maxCount": 2},
                                      {"action": "idea", "per": "day", "maxCount": 10}]')
     where action = 'idea' $$,
  $$ values ('idea', 'hour', 2), ('idea', 'day', 10) $$,
  'an administrator lowers the hourly idea limit'
);
select results_eq(
  $$ select action, target_type, target_id, before, after, actor_id from private.audit_log
     where action = 'limits.update' $$,
  $$ values ('limits.update', 'write_limit', 'idea/hour', '{"maxCount": 5}'::jsonb, '{"maxCount": 2}'::jsonb,
             tests.get_supabase_uid('wl_admin')) $$,
  'the change is audited with before and after; an unchanged limit records nothing'
);
select throws_ok(
  $$ select * from private.set_write_limits('[{"action": "idea", "per": "minute", "maxCount": 2}]') $$,
  'P0002', 'There is no limit of idea a minute.',
  'only existing limits can be changed'
);
select throws_ok(
  $$ select * from private.set_write_limits('[{"action": "idea", "per": "hour", "maxCount": 0}]') $$,
  '23514', null,
  'a limit allows at least one write'
);

select tests.authenticate_as('wl_fresh');
select lives_ok(
  $$ do $do$ begin for n in 1..2 loop execute tests.new_idea_sql('Fresh idea ' || n); end loop; end $do$ $$,
  'the new limit allows two ideas an hour'
);
select matches(
  (tests.refusal(tests.new_idea_sql('Fresh idea 3')))[2],
  '^You can submit at most 2 ideas an hour\.',
  'and refuses the third at once'
);

-- ========================================================================================================
-- Writes without a member are not limited
-- ========================================================================================================
select tests.reset_role();
select lives_ok(
  $$ do $do$ begin for n in 1..12 loop perform tests.create_idea('wl_fresh', title => 'Seeded idea ' || n); end loop; end $do$ $$,
  'the database owner (seeds, the schedule) writes without a limit'
);

select * from finish();
rollback;
