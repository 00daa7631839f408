-- A pending duplicate's title, left by the first merge in items and unsent mails, is taken out for those who could
-- not see it and kept for those who could; an approved duplicate's title stays; undoing one of two merges into the
-- same target keeps a follow the other merge still holds, and removes one it alone added.
begin;
select plan(10);

create function pg_temp.uid(who text) returns uuid language sql stable
  as $$ select tests.get_supabase_uid(who) $$;
-- What one member's merge item about the target, and their unsent merge mail, say the duplicate was called.
create function pg_temp.told(who text) returns setof text language sql stable
  as $$ select n.data ->> 'merged_title' from public.notifications as n
        where n.kind = 'idea_merged' and n.recipient_id = pg_temp.uid(who)
          and n.idea_id = 'a5200000-0000-4000-8000-00000000000a'
        union all
        select o.data ->> 'merged_title' from public.mail_outbox as o
        where o.sent_at is null and o.data ->> 'event' = 'merged' and o.recipient_id = pg_temp.uid(who) $$;

select tests.create_supabase_user('mt_admin');
select tests.make_admin('mt_admin');
select tests.create_supabase_user('mt_author');
select tests.create_supabase_user('mt_dup');
select tests.create_supabase_user('mt_fan');
select tests.create_supabase_user('mt_both');
select tests.create_supabase_user('mt_one');

-- t: the target; p: a pending duplicate; s1, s2: approved ones.
select tests.create_idea('mt_author', id => 'a5200000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Street tree watering');
select tests.create_idea('mt_dup', id => 'a5200000-0000-4000-8000-00000000000b', status => 'pending',
  title => 'Secret watering rota');
select tests.create_idea('mt_dup', id => 'a5200000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Water the young trees');
select tests.create_idea('mt_dup', id => 'a5200000-0000-4000-8000-000000000002', status => 'approved',
  title => 'Tree buckets');

/* The titles of pending duplicates */

select tests.authenticate_as_admin('mt_admin');
select private.merge_idea('a5200000-0000-4000-8000-00000000000b', 'a5200000-0000-4000-8000-00000000000a');
select tests.reset_role();
-- What the first merge wrote: the pending title in everyone's item, and in unsent (and sent) mails.
update public.notifications set data = data || '{"merged_title": "Secret watering rota"}'
where kind = 'idea_merged' and idea_id = 'a5200000-0000-4000-8000-00000000000a';
insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token, sent_at)
select pg_temp.uid(who), who || '@example.com', 'follow_update',
       jsonb_build_object('event', 'merged', 'idea_id', 'a5200000-0000-4000-8000-00000000000a',
                          'title', 'Street tree watering', 'merged_title', 'Secret watering rota'),
       gen_random_uuid(), null
from unnest(array['mt_fan', 'mt_dup']) as who;

select private.forget_unseen_merge_titles();
select is_empty(
  $$ select 1 from pg_temp.told('mt_author') where told is not null
     union all select 1 from pg_temp.told('mt_fan') where told is not null $$,
  'the target''s author and a follower, who could not see the pending duplicate, are no longer told its title'
);
select results_eq(
  $$ select * from pg_temp.told('mt_dup') $$,
  $$ values ('Secret watering rota'), ('Secret watering rota') $$,
  'its own author still is, in the item and the unsent mail'
);
select is(
  (select count(*)::int from public.notifications where data ->> 'merged_title' = 'Secret watering rota'
   and recipient_id <> pg_temp.uid('mt_dup'))
  + (select count(*)::int from public.mail_outbox where sent_at is null
     and data ->> 'merged_title' = 'Secret watering rota' and recipient_id <> pg_temp.uid('mt_dup')),
  0, 'no item or unsent mail names the pending duplicate to anyone who could not see it'
);
select is(
  (select data from public.notifications where kind = 'idea_merged' and recipient_id = pg_temp.uid('mt_author')),
  '{"title": "Street tree watering"}'::jsonb,
  'the rest of the item stays'
);
select lives_ok($$ select private.forget_unseen_merge_titles() $$, 'it can run again');
select ok(
  not has_function_privilege('authenticated', 'private.forget_unseen_merge_titles()', 'execute')
  and not has_function_privilege('service_role', 'private.forget_unseen_merge_titles()', 'execute'),
  'only its owner runs it'
);

/* Two merges into one target */

insert into public.follows (idea_id, member_id) values
  ('a5200000-0000-4000-8000-000000000001', pg_temp.uid('mt_both')),
  ('a5200000-0000-4000-8000-000000000002', pg_temp.uid('mt_both')),
  ('a5200000-0000-4000-8000-000000000001', pg_temp.uid('mt_one'));
select tests.authenticate_as_admin('mt_admin');
select private.merge_idea('a5200000-0000-4000-8000-000000000001', 'a5200000-0000-4000-8000-00000000000a');
select private.merge_idea('a5200000-0000-4000-8000-000000000002', 'a5200000-0000-4000-8000-00000000000a');
select tests.reset_role();
select private.forget_unseen_merge_titles();
select is(
  (select data ->> 'merged_title' from public.notifications where kind = 'idea_merged'
   and recipient_id = pg_temp.uid('mt_author') and data ->> 'merged_title' = 'Water the young trees'),
  'Water the young trees',
  'an approved duplicate''s title stays'
);

select tests.authenticate_as_admin('mt_admin');
select private.restore_idea('a5200000-0000-4000-8000-000000000001');
select tests.reset_role();
select isnt_empty(
  $$ select 1 from public.follows where idea_id = 'a5200000-0000-4000-8000-00000000000a'
     and member_id = pg_temp.uid('mt_both') $$,
  'undoing one merge keeps a follow of the target the other merge, still applied, holds'
);
select is_empty(
  $$ select 1 from public.follows where idea_id = 'a5200000-0000-4000-8000-00000000000a'
     and member_id = pg_temp.uid('mt_one') $$,
  'and removes one that merge alone added'
);
select tests.authenticate_as_admin('mt_admin');
select private.restore_idea('a5200000-0000-4000-8000-000000000002');
select tests.reset_role();
select isnt_empty(
  $$ select 1 from public.follows where idea_id = 'a5200000-0000-4000-8000-000000000002'
     and member_id = pg_temp.uid('mt_both') $$,
  'undoing the other gives its duplicate its follower back'
);

select * from finish();
rollback;
