-- Who may be mailed is decided in one place, private.mailable_accounts: an account with an address, not deleted, not
-- banned, not suspended; a ban or suspension that has ended no longer stops it. The queueing and the digest read it
-- and restate none of it (the worker's claim reads it too: tests/api/mail.test.ts); nobody but its owner reads it.
begin;
select plan(17);

create function pg_temp.uid(who text) returns uuid language sql stable
  as $$ select tests.get_supabase_uid(who) $$;
-- The test accounts the rule lets through, by test name.
create function pg_temp.mailable() returns setof text language sql stable
  as $$ select u.raw_user_meta_data ->> 'test_identifier' from private.mailable_accounts as a
        join auth.users as u on u.id = a.id
        where u.raw_user_meta_data ->> 'test_identifier' like 'mr\_%' order by 1 $$;
create function pg_temp.week() returns date language sql stable
  as $$ select date_trunc('week', now() at time zone 'UTC')::date - 70 $$;

select tests.create_supabase_user(who)
from unnest(array['mr_active', 'mr_deleted', 'mr_banned', 'mr_suspended', 'mr_unaddressed', 'mr_ban_over',
                  'mr_suspension_over']) as who;
insert into public.mail_preferences (member_id, followed_ideas, weekly_digest)
select pg_temp.uid(u.raw_user_meta_data ->> 'test_identifier'), true, true
from auth.users as u where u.raw_user_meta_data ->> 'test_identifier' like 'mr\_%';
update auth.users set deleted_at = now() where id = pg_temp.uid('mr_deleted');
update auth.users set banned_until = now() + interval '1 day' where id = pg_temp.uid('mr_banned');
update public.profiles set suspended_until = now() + interval '1 day' where id = pg_temp.uid('mr_suspended');
update auth.users set email = null where id = pg_temp.uid('mr_unaddressed');
update auth.users set banned_until = now() - interval '1 minute' where id = pg_temp.uid('mr_ban_over');
update public.profiles set suspended_until = now() - interval '1 minute' where id = pg_temp.uid('mr_suspension_over');

/* The rule */

select is(
  (select email from private.mailable_accounts where id = pg_temp.uid('mr_active')),
  'mr_active@test.local',
  'an active member may be mailed, at their address'
);
select ok(pg_temp.uid('mr_deleted') not in (select id from private.mailable_accounts), 'a deleted account may not');
select ok(pg_temp.uid('mr_banned') not in (select id from private.mailable_accounts), 'nor one Auth has banned');
select ok(pg_temp.uid('mr_suspended') not in (select id from private.mailable_accounts), 'nor a suspended member');
select ok(pg_temp.uid('mr_unaddressed') not in (select id from private.mailable_accounts),
  'nor an account without an address');
select results_eq(
  $$ select * from pg_temp.mailable() $$,
  $$ values ('mr_active'), ('mr_ban_over'), ('mr_suspension_over') $$,
  'a ban or a suspension that has ended no longer stops the mail'
);

/* The queueing follows it */

select is(
  private.enqueue_mail(
    (select array_agg(id) from auth.users where raw_user_meta_data ->> 'test_identifier' like 'mr\_%'),
    'follow_update', '{"event": "rule"}'::jsonb),
  3,
  'a fan-out to all of them queues three mails'
);
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier' from public.mail_outbox as o
     join auth.users as u on u.id = o.recipient_id where o.data ->> 'event' = 'rule' order by 1 $$,
  $$ select * from pg_temp.mailable() $$,
  'to exactly the accounts the rule lets through: none to the deleted, banned, suspended or unaddressed one'
);
select is(private.enqueue_mail(pg_temp.uid('mr_suspended'), 'follow_update', '{}'), null,
  'the one-member form queues nothing for a suspended member');

/* The digest follows it */

-- A roadmap move in the week: every member who wants the digest has something to read.
insert into public.roadmap_items (quarter, theme, label, status, position)
values ('Q9 2099', 'Mail', 'Mailable item', 'planned', 905301);
insert into private.audit_log (at, action, target_type, target_id, before, after)
select pg_temp.week()::timestamp at time zone 'UTC' + interval '2 days', 'roadmap.update', 'roadmap_item', id::text,
       '{"status": "planned"}', '{"status": "in_progress"}'
from public.roadmap_items where label = 'Mailable item';
select lives_ok($$ select * from private.run_weekly_digest(pg_temp.week()) $$, 'the week''s digest runs');
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier' from private.digest_sent as s
     join auth.users as u on u.id = s.member_id
     where s.week = pg_temp.week() and u.raw_user_meta_data ->> 'test_identifier' like 'mr\_%' order by 1 $$,
  $$ select * from pg_temp.mailable() $$,
  'it builds a digest for the accounts the rule lets through, and for no other'
);

/* A suspension lifted */

update public.profiles set suspended_until = null where id = pg_temp.uid('mr_suspended');
select ok(pg_temp.uid('mr_suspended') in (select id from private.mailable_accounts),
  'a lifted suspension makes the member mailable again');
select isnt(private.enqueue_mail(pg_temp.uid('mr_suspended'), 'follow_update', '{"event": "lifted"}'), null,
  'and the queueing mails them again');

/* One place */

select ok(
  pg_catalog.pg_get_functiondef('private.enqueue_mail(uuid[], text, jsonb[])'::regprocedure)
    like '%join private.mailable_accounts as a on a.id = r.id%',
  'the queueing reads the rule'
);
select ok(
  pg_catalog.pg_get_functiondef('private.run_weekly_digest(date)'::regprocedure)
    like '%join private.mailable_accounts as a on a.id = p.member_id%',
  'the digest chooses its members by it'
);
-- A ban is read nowhere else: a function restating the rule would have to read it.
select is(
  (select coalesce(array_agg(p.oid::regprocedure::text order by 1), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private') and p.prokind = 'f'
     and pg_catalog.pg_get_functiondef(p.oid) like '%banned\_until%'),
  '{}'::text[],
  'no function of ours restates the rule'
);
select ok(
  not pg_catalog.has_table_privilege('anon', 'private.mailable_accounts', 'select')
  and not pg_catalog.has_table_privilege('authenticated', 'private.mailable_accounts', 'select')
  and not pg_catalog.has_table_privilege('service_role', 'private.mailable_accounts', 'select'),
  'no API role may read who may be mailed: the worker, the digest and the queueing read it as its owner'
);

select * from finish();
rollback;
