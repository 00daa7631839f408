-- One way into the outbox: the follow, roadmap, merge and digest fan-outs queue exactly what they did, through one
-- set-based function that leaves out suspended, banned and deleted accounts; a merge names a pending duplicate only
-- to those who could see it; its undo removes only the follows it added; only the owner runs the digest; the
-- waitlist's rate limit forgets idle keys.
begin;
select plan(35);

create function pg_temp.uid(who text) returns uuid language sql stable
  as $$ select tests.get_supabase_uid(who) $$;
-- Who got a follow_update mail about an event, by test name.
create function pg_temp.mailed(event text) returns setof text language sql stable
  as $$ select u.raw_user_meta_data ->> 'test_identifier' from public.mail_outbox as o
        join auth.users as u on u.id = o.recipient_id
        where o.kind = 'follow_update' and o.data ->> 'event' = event $$;
create function pg_temp.week() returns date language sql stable
  as $$ select date_trunc('week', now() at time zone 'UTC')::date - 77 $$;

select tests.create_supabase_user('ow_admin');
select tests.make_admin('ow_admin');
select tests.create_supabase_user('ow_author');
select tests.create_supabase_user('ow_dup');
select tests.create_supabase_user('ow_fan');
select tests.create_supabase_user('ow_quiet');
select tests.create_supabase_user('ow_suspended');
select tests.create_supabase_user('ow_banned');
select tests.create_supabase_user('ow_gone');
select tests.create_supabase_user('ow_writer');
select tests.create_supabase_user('ow_newbie');
select tests.create_supabase_user('ow_other');
select tests.create_supabase_user('ow_digest');

-- x: the target; y: an approved duplicate; p: a pending one, both by ow_dup.
select tests.create_idea('ow_author', id => 'a5100000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Shared tool library');
select tests.create_idea('ow_dup', id => 'a5100000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Tool lending library');
select tests.create_idea('ow_dup', id => 'a5100000-0000-4000-8000-00000000000c', status => 'pending',
  title => 'Secret pending tool library');

insert into public.follows (idea_id, member_id)
select 'a5100000-0000-4000-8000-00000000000a'::uuid, pg_temp.uid(who)
from unnest(array['ow_fan', 'ow_quiet', 'ow_suspended', 'ow_banned', 'ow_gone']) as who
union all
select 'a5100000-0000-4000-8000-00000000000b'::uuid, pg_temp.uid(who)
from unnest(array['ow_fan', 'ow_suspended', 'ow_newbie', 'ow_other']) as who
on conflict do nothing;
insert into public.mail_preferences (member_id, followed_ideas, weekly_digest)
select pg_temp.uid(who), who <> 'ow_quiet', who in ('ow_suspended', 'ow_banned', 'ow_gone', 'ow_digest')
from unnest(array['ow_fan', 'ow_quiet', 'ow_suspended', 'ow_banned', 'ow_gone', 'ow_dup', 'ow_digest']) as who;
update public.profiles set suspended_until = now() + interval '1 day' where id = pg_temp.uid('ow_suspended');
update auth.users set banned_until = now() + interval '1 day' where id = pg_temp.uid('ow_banned');
update auth.users set deleted_at = now() where id = pg_temp.uid('ow_gone');

/* The follow fan-outs */

insert into public.comments (idea_id, author_id, body)
values ('a5100000-0000-4000-8000-00000000000a', pg_temp.uid('ow_writer'), 'Count me in for the drills');
select results_eq($$ select * from pg_temp.mailed('comments') $$, $$ values ('ow_fan') $$,
  'a new comment mails the follower who asked, not the one who did not, nor a suspended, banned or deleted one');
select isnt_empty(
  $$ select 1 from public.notifications
     where kind = 'followed_idea_comments' and recipient_id = pg_temp.uid('ow_suspended') $$,
  'the suspended follower still has the item in their bell: they read, they are not written to');
update public.ideas set description = description || ' Now with ladders.'
where id = 'a5100000-0000-4000-8000-00000000000a';
select results_eq($$ select * from pg_temp.mailed('changed') $$, $$ values ('ow_fan') $$,
  'a new approved version mails the same one follower');

/* The roadmap fan-out */

insert into public.roadmap_items (quarter, theme, label, status, position)
values ('Q9 2099', 'Outbox', 'Outbox item', 'planned', 905101);
select tests.authenticate_as_admin('ow_admin');
select private.link_idea_to_roadmap('a5100000-0000-4000-8000-00000000000a',
  (select id from public.roadmap_items where label = 'Outbox item'));
select tests.reset_role();
select results_eq(
  $$ select o.recipient_id, o.data from public.mail_outbox as o where o.data ->> 'event' = 'roadmap' $$,
  $$ select pg_temp.uid('ow_fan'),
            jsonb_build_object('event', 'roadmap', 'idea_id', 'a5100000-0000-4000-8000-00000000000a',
                               'title', 'Shared tool library', 'label', 'Outbox item', 'status', 'planned') $$,
  'an idea joining the roadmap mails the one follower, with the same data as before'
);
select is_empty($$ select 1 from public.mail_preferences where member_id = pg_temp.uid('ow_writer') $$,
  'the commenter in the audience, without preferences, gets no preferences row made for them');
update public.roadmap_items set status = 'in_progress' where label = 'Outbox item';
select results_eq(
  $$ select data ->> 'status' from public.mail_outbox where data ->> 'event' = 'roadmap' order by id $$,
  $$ values ('planned'), ('in_progress') $$,
  'a status move mails the same follower again, and nobody else'
);
select results_eq($$ select * from pg_temp.mailed('roadmap') $$, $$ values ('ow_fan'), ('ow_fan') $$,
  'both roadmap mails go to that follower');

/* One member at a time */

select is(private.enqueue_mail(pg_temp.uid('ow_suspended'), 'follow_update', '{}'), null,
  'the one-member form queues nothing for a suspended member');
select is(private.enqueue_mail(pg_temp.uid('ow_banned'), 'follow_update', '{}'), null, 'nor for a banned one');
select is(private.enqueue_mail(pg_temp.uid('ow_gone'), 'follow_update', '{}'), null, 'nor for a deleted one');
create temporary table single_mail on commit drop as
  select private.enqueue_mail(pg_temp.uid('ow_fan'), 'follow_update', '{"event": "single"}') as id;
select results_eq(
  $$ select o.recipient_id, o.data from public.mail_outbox as o join single_mail as s on s.id = o.id $$,
  $$ values (pg_temp.uid('ow_fan'), '{"event": "single"}'::jsonb) $$,
  'and answers the id of the mail it queued for a member who may be mailed'
);
select tests.create_idea('ow_suspended', id => 'a5100000-0000-4000-8000-00000000000d', title => 'Suspended author idea');
update public.ideas set status = 'approved', reviewed_at = now() where id = 'a5100000-0000-4000-8000-00000000000d';
select is_empty(
  $$ select 1 from public.mail_outbox where kind = 'review_outcome' and recipient_id = pg_temp.uid('ow_suspended') $$,
  'a suspended author is not mailed their review''s outcome either'
);
select throws_ok(
  $$ select private.enqueue_mail(array[pg_temp.uid('ow_fan')], 'follow_update', array['{}'::jsonb, '{}'::jsonb]) $$,
  '22023', null, 'the set form wants one data per recipient'
);

/* The merge of an approved duplicate */

select tests.authenticate_as_admin('ow_admin');
select private.merge_idea('a5100000-0000-4000-8000-00000000000b', 'a5100000-0000-4000-8000-00000000000a');
select tests.reset_role();
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier', o.data ->> 'merged_title' from public.mail_outbox as o
     join auth.users as u on u.id = o.recipient_id where o.data ->> 'event' = 'merged' order by 1 $$,
  $$ values ('ow_dup', 'Tool lending library'), ('ow_fan', 'Tool lending library') $$,
  'the merge mails the followers who asked, naming the approved duplicate; not the suspended follower'
);
select is(
  (select data from public.notifications where kind = 'idea_merged' and recipient_id = pg_temp.uid('ow_author')),
  '{"title": "Shared tool library", "merged_title": "Tool lending library"}'::jsonb,
  'the target''s author is told the approved duplicate''s title'
);

/* The merge of a pending duplicate */

insert into public.follows (idea_id, member_id)
values ('a5100000-0000-4000-8000-00000000000c', pg_temp.uid('ow_dup')) on conflict do nothing;
select tests.authenticate_as_admin('ow_admin');
select private.merge_idea('a5100000-0000-4000-8000-00000000000c', 'a5100000-0000-4000-8000-00000000000a');
select tests.reset_role();
select is(
  (select data from public.notifications where kind = 'idea_merged' and recipient_id = pg_temp.uid('ow_author')
   and not data ? 'merged_title'),
  '{"title": "Shared tool library"}'::jsonb,
  'the target''s author, who could not see the pending duplicate, is not told its title'
);
select is(
  (select data ->> 'merged_title' from public.notifications
   where kind = 'idea_merged' and recipient_id = pg_temp.uid('ow_dup') and data ->> 'merged_title' like 'Secret%'),
  'Secret pending tool library',
  'its own author is'
);
select results_eq(
  $$ select recipient_id, data ->> 'merged_title' from public.mail_outbox
     where data ->> 'event' = 'merged' and data ->> 'idea_id' = 'a5100000-0000-4000-8000-00000000000a'
       and id > (select max(o.id) from public.mail_outbox as o where o.data ->> 'merged_title' = 'Tool lending library') $$,
  $$ values (pg_temp.uid('ow_dup'), 'Secret pending tool library') $$,
  'and mailed it, as its follower who asked'
);
select is(
  (select count(*)::int from public.notifications where kind = 'idea_merged'
   and data::text like '%Secret pending%' and recipient_id <> pg_temp.uid('ow_dup'))
  + (select count(*)::int from public.mail_outbox where data ->> 'event' = 'merged'
     and data::text like '%Secret pending%' and recipient_id <> pg_temp.uid('ow_dup')),
  0, 'nobody else is told the pending title of the merge, in an item or a mail'
);

/* The undo removes only what the merge added */

-- ow_newbie unfollows the target and follows it again; ow_other keeps the follow the merge gave them.
delete from public.follows where idea_id = 'a5100000-0000-4000-8000-00000000000a' and member_id = pg_temp.uid('ow_newbie');
insert into public.follows (idea_id, member_id) values ('a5100000-0000-4000-8000-00000000000a', pg_temp.uid('ow_newbie'));
select tests.authenticate_as_admin('ow_admin');
select lives_ok($$ select private.restore_idea('a5100000-0000-4000-8000-00000000000b') $$,
  'the approved duplicate is restored, undoing its merge');
select tests.reset_role();
select isnt_empty(
  $$ select 1 from public.follows where idea_id = 'a5100000-0000-4000-8000-00000000000a' and member_id = pg_temp.uid('ow_newbie') $$,
  'a follow of the target made again after the merge stays'
);
select is_empty(
  $$ select 1 from public.follows where idea_id = 'a5100000-0000-4000-8000-00000000000a' and member_id = pg_temp.uid('ow_other') $$,
  'the follow the merge added and nobody touched leaves the target'
);
select isnt_empty(
  $$ select 1 from public.follows where idea_id = 'a5100000-0000-4000-8000-00000000000a' and member_id = pg_temp.uid('ow_fan') $$,
  'a follow of the target from before the merge stays'
);
select set_eq(
  $$ select member_id from public.follows where idea_id = 'a5100000-0000-4000-8000-00000000000b' $$,
  $$ select pg_temp.uid(who) from unnest(array['ow_fan', 'ow_suspended', 'ow_newbie', 'ow_other', 'ow_dup']) as who $$,
  'the duplicate''s followers follow it again'
);

/* The digest */

insert into private.audit_log (at, action, target_type, target_id, before, after)
select pg_temp.week()::timestamp at time zone 'UTC' + interval '2 days', 'roadmap.update', 'roadmap_item', id::text,
       '{"status": "planned"}', '{"status": "in_progress"}'
from public.roadmap_items where label = 'Outbox item';
select lives_ok($$ select * from private.run_weekly_digest(pg_temp.week()) $$, 'the week''s digest runs');
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier' from public.mail_outbox as o
     join auth.users as u on u.id = o.recipient_id
     where o.kind = 'digest' and u.raw_user_meta_data ->> 'test_identifier' like 'ow_%' $$,
  $$ values ('ow_digest') $$,
  'the digest goes to the member who wants it, not to the suspended, banned or deleted ones'
);
select is(
  (select sent from private.run_weekly_digest(pg_temp.week())), 0, 'a second run of the week queues nothing');
update public.profiles set suspended_until = null where id = pg_temp.uid('ow_suspended');
select is(
  (select sent from private.run_weekly_digest(pg_temp.week())), 1,
  'once the suspension is lifted, a later run of the week reaches that member'
);
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier', count(*)::int from public.mail_outbox as o
     join auth.users as u on u.id = o.recipient_id
     where o.kind = 'digest' and u.raw_user_meta_data ->> 'test_identifier' like 'ow_%'
     group by 1 order by 1 $$,
  $$ values ('ow_digest', 1), ('ow_suspended', 1) $$,
  'one digest per member and week'
);

/* Who runs the digest */

select ok(
  not pg_catalog.has_function_privilege('service_role', 'private.run_weekly_digest(date)', 'execute')
  and not pg_catalog.has_function_privilege('authenticated', 'private.run_weekly_digest(date)', 'execute')
  and not pg_catalog.has_function_privilege('anon', 'private.run_weekly_digest(date)', 'execute'),
  'no API role may execute the digest''s run'
);
select tests.authenticate_as_service_role();
select throws_ok($$ select * from private.run_weekly_digest(pg_temp.week()) $$, '42501', null,
  'the service role cannot run it');
select tests.reset_role();
select ok(
  not pg_catalog.has_function_privilege('service_role', 'private.enqueue_mail(uuid[], text, jsonb[])', 'execute')
  and not pg_catalog.has_function_privilege('authenticated', 'private.enqueue_mail(uuid[], text, jsonb[])', 'execute'),
  'nor queue mail'
);

/* The waitlist's rate limit forgets idle keys */

update public.profiles set subscription_tier = 'premium' where id = pg_temp.uid('ow_author');
insert into public.landing_pages (owner_id, idea_id, slug, tone, content, drafted_by)
values (pg_temp.uid('ow_author'), 'a5100000-0000-4000-8000-00000000000a', 'ow-tool-library', 'bold',
        tests.landing_content(), 'template');
update public.landing_pages set published_at = now() where slug = 'ow-tool-library';
delete from private.waitlist_joins;
insert into private.waitlist_joins (client_key, joined_at, last_joined_at)
select 'ow-idle-' || n, array[now() - interval '2 minutes'], now() - interval '2 minutes'
from generate_series(1, 15) as n;
insert into private.waitlist_joins (client_key, joined_at, last_joined_at)
select 'ow-busy', array_agg(now() - make_interval(secs => 10 + n) order by n desc), max(now() - make_interval(secs => 10 + n))
from generate_series(1, 5) as n;
select private.join_waitlist('ow-tool-library', 'first@example.com', 'ow-new');
select results_eq(
  $$ select (count(*) filter (where client_key like 'ow-idle-%'))::int, bool_or(client_key = 'ow-busy'),
            bool_or(client_key = 'ow-new')
     from private.waitlist_joins $$,
  $$ values (5, true, true) $$,
  'a join drops a batch of ten keys idle for over a minute, keeps the busy key and adds its own'
);
select private.join_waitlist('ow-tool-library', 'second@example.com', 'ow-new');
select is((select count(*)::int from private.waitlist_joins where client_key like 'ow-idle-%'), 0,
  'the next join drops the rest');
select throws_ok($$ select private.join_waitlist('ow-tool-library', 'busy@example.com', 'ow-busy') $$,
  'PT429', null, 'a key with five joins in the minute is still refused its sixth');

select * from finish();
rollback;
