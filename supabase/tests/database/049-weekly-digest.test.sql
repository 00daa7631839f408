-- The weekly digest: who gets one (opted in, not suspended, not deleted, something to say), what it holds (the week's
-- best new ideas in the member's categories, activity on followed ideas, roadmap moves), and exactly once per week.
begin;
select plan(26);

-- The week under test is eleven weeks back: older than anything the seed dates, and still one a run may name.
create function pg_temp.week() returns date language sql stable
  as $$ select date_trunc('week', now() at time zone 'UTC')::date - 77 $$;
-- A moment `days` into that week.
create function pg_temp.at(days numeric) returns timestamptz language sql stable
  as $$ select pg_temp.week()::timestamp at time zone 'UTC' + make_interval(secs => days * 86400) $$;
create function pg_temp.digest(who text) returns jsonb language sql stable
  as $$ select o.data from public.mail_outbox as o
        where o.recipient_id = tests.get_supabase_uid(who) and o.kind = 'digest' order by o.id desc limit 1 $$;
create function pg_temp.ids(list jsonb) returns text[] language sql immutable
  as $$ select coalesce(array_agg(e ->> 'id' order by n), '{}') from jsonb_array_elements(list) with ordinality as x (e, n) $$;

select tests.create_supabase_user('dg_author');
select tests.create_supabase_user('dg_other');
select tests.create_supabase_user('dg_fresh');
select tests.create_supabase_user('dg_techie');
select tests.create_supabase_user('dg_reader');
select tests.create_supabase_user('dg_follower');
select tests.create_supabase_user('dg_nothing');
select tests.create_supabase_user('dg_off');
select tests.create_supabase_user('dg_suspended');
select tests.create_supabase_user('dg_gone');

-- Approved during the week, by trusted score: t1 100, h1 98 (healthcare), t2 95, t3 90, t4 85, t5 80, t6 75.
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000a1', status => 'approved', title => 'Digest tech one');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000a2', status => 'approved', title => 'Digest tech two');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000a3', status => 'approved', title => 'Digest tech three');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000a4', status => 'approved', title => 'Digest tech four');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000a5', status => 'approved', title => 'Digest tech five');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000a6', status => 'approved', title => 'Digest tech six');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000b1', status => 'approved', title => 'Digest health one',
  category => 'healthcare');
-- Not in the digest: trashed, approved the week before, still pending.
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000c1', status => 'approved', title => 'Digest trashed');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000c2', status => 'approved', title => 'Digest too early');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000c3', status => 'pending', title => 'Digest pending');
update public.ideas as i
set reviewed_at = pg_temp.at(1 + s.n / 10.0), total_ratings = 1,
    market_demand_sum = s.score, innovation_sum = s.score, competition_sum = s.score
from (values ('a1', 100, 1), ('b1', 98, 2), ('a2', 95, 3), ('a3', 90, 4), ('a4', 85, 5), ('a5', 80, 6), ('a6', 75, 7),
             ('c1', 100, 8), ('c2', 100, 9)) as s (tail, score, n)
where i.id = ('d4900000-0000-4000-8000-0000000000' || s.tail)::uuid;
update public.ideas set deleted_at = now() where id = 'd4900000-0000-4000-8000-0000000000c1';
update public.ideas set reviewed_at = pg_temp.at(-1) where id = 'd4900000-0000-4000-8000-0000000000c2';

-- Older ideas the members did something with, approved long before the week.
select tests.create_idea('dg_techie', id => 'd4900000-0000-4000-8000-0000000000e1', status => 'approved', title => 'Old tech idea');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000e2', status => 'approved', title => 'Old health idea',
  category => 'healthcare');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000e3', status => 'approved', title => 'Old education idea',
  category => 'education');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000f1', status => 'approved', title => 'Followed and discussed',
  category => 'finance');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000f2', status => 'approved', title => 'Followed and changed',
  category => 'finance');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000f3', status => 'approved', title => 'Followed and quiet',
  category => 'finance');
select tests.create_idea('dg_author', id => 'd4900000-0000-4000-8000-0000000000f4', status => 'approved', title => 'Followed and trashed',
  category => 'finance');
update public.ideas set reviewed_at = pg_temp.at(-30)
where id::text like 'd4900000-0000-4000-8000-0000000000e%' or id::text like 'd4900000-0000-4000-8000-0000000000f%';
update public.ideas set updated_at = pg_temp.at(3)
where id in ('d4900000-0000-4000-8000-0000000000f2', 'd4900000-0000-4000-8000-0000000000f4');
update public.ideas set deleted_at = now() where id = 'd4900000-0000-4000-8000-0000000000f4';

insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('d4900000-0000-4000-8000-0000000000e2', tests.get_supabase_uid('dg_reader'), 50, 50, 50),
  ('d4900000-0000-4000-8000-0000000000e3', tests.get_supabase_uid('dg_nothing'), 50, 50, 50);
insert into public.follows (idea_id, member_id)
select f.id::uuid, tests.get_supabase_uid('dg_follower')
from (values ('d4900000-0000-4000-8000-0000000000f1'), ('d4900000-0000-4000-8000-0000000000f2'),
             ('d4900000-0000-4000-8000-0000000000f3'), ('d4900000-0000-4000-8000-0000000000f4')) as f (id)
on conflict do nothing;
-- On the discussed idea: two comments by another member in the week, one before it, one hidden, and the follower's own.
insert into public.comments (id, idea_id, author_id, body)
select c.id::uuid, 'd4900000-0000-4000-8000-0000000000f1', tests.get_supabase_uid(c.who), 'A digest comment'
from (values ('d4900000-0000-4000-8000-000000000c01', 'dg_other'), ('d4900000-0000-4000-8000-000000000c02', 'dg_other'),
             ('d4900000-0000-4000-8000-000000000c03', 'dg_other'), ('d4900000-0000-4000-8000-000000000c04', 'dg_other'),
             ('d4900000-0000-4000-8000-000000000c05', 'dg_follower')) as c (id, who);
update public.comments set created_at = pg_temp.at(2) where id::text like 'd4900000-0000-4000-8000-000000000c0%';
update public.comments set created_at = pg_temp.at(-2) where id = 'd4900000-0000-4000-8000-000000000c03';
update public.comments set hidden_at = now(), body = null where id = 'd4900000-0000-4000-8000-000000000c04';

insert into public.mail_preferences (member_id, weekly_digest)
select tests.get_supabase_uid(who), who <> 'dg_off'
from unnest(array['dg_fresh', 'dg_techie', 'dg_reader', 'dg_follower', 'dg_nothing', 'dg_off', 'dg_suspended',
                  'dg_gone']) as who
-- The comments above may have made the follower's row already (mail about followed ideas).
on conflict (member_id) do update set weekly_digest = excluded.weekly_digest;
update public.profiles set suspended_until = now() + interval '1 day' where id = tests.get_supabase_uid('dg_suspended');
update auth.users set deleted_at = now() where id = tests.get_supabase_uid('dg_gone');

/* The first run of the week */

select results_eq(
  $$ select members, sent from private.run_weekly_digest(pg_temp.week()) $$,
  $$ values (5, 4) $$,
  'five members want the digest and can get it; four have something to read'
);
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier' from public.mail_outbox as o join auth.users as u on u.id = o.recipient_id
     where o.kind = 'digest' order by 1 $$,
  $$ values ('dg_follower'), ('dg_fresh'), ('dg_reader'), ('dg_techie') $$,
  'not to the member with nothing to read, the one who did not ask, the suspended one or the deleted one'
);
select is(
  pg_temp.ids(pg_temp.digest('dg_fresh') -> 'ideas'),
  array['d4900000-0000-4000-8000-0000000000a1', 'd4900000-0000-4000-8000-0000000000b1',
        'd4900000-0000-4000-8000-0000000000a2', 'd4900000-0000-4000-8000-0000000000a3',
        'd4900000-0000-4000-8000-0000000000a4'],
  'a member who did nothing yet gets the best five of every category'
);
select is(
  pg_temp.ids(pg_temp.digest('dg_techie') -> 'ideas'),
  array['d4900000-0000-4000-8000-0000000000a1', 'd4900000-0000-4000-8000-0000000000a2',
        'd4900000-0000-4000-8000-0000000000a3', 'd4900000-0000-4000-8000-0000000000a4',
        'd4900000-0000-4000-8000-0000000000a5'],
  'the author of a technology idea gets the best five technology ideas approved that week, none trashed or older'
);
select is(
  pg_temp.ids(pg_temp.digest('dg_reader') -> 'ideas'),
  array['d4900000-0000-4000-8000-0000000000b1'],
  'a member who rated a healthcare idea gets the healthcare ones'
);
select is(
  pg_temp.digest('dg_fresh') -> 'ideas' -> 0,
  (select jsonb_build_object('id', id, 'title', title, 'category', category, 'score', adjusted_score)
   from public.ideas where id = 'd4900000-0000-4000-8000-0000000000a1'),
  'each idea comes with its title, category and trusted (adjusted) score'
);
select is(
  pg_temp.digest('dg_follower') -> 'followed',
  '[{"id": "d4900000-0000-4000-8000-0000000000f1", "title": "Followed and discussed", "comments": 2, "changed": false},
    {"id": "d4900000-0000-4000-8000-0000000000f2", "title": "Followed and changed", "comments": 0, "changed": true}]'::jsonb,
  'followed ideas: the others'' visible comments of the week, and changes; not quiet or trashed ideas'
);
select is(pg_temp.digest('dg_follower') -> 'ideas', '[]'::jsonb,
  'a follower of finance ideas gets no new idea when none was approved in finance');
select is(pg_temp.digest('dg_reader') -> 'followed', '[]'::jsonb, 'a member who follows nothing active gets no such list');
select is(pg_temp.digest('dg_fresh') ->> 'week', pg_temp.week()::text, 'the digest names its week');
select is(pg_temp.digest('dg_fresh') -> 'roadmap', '[]'::jsonb, 'no roadmap item moved that week');
select is(
  (select count(*)::int from public.mail_outbox as o join public.mail_preferences as p on p.member_id = o.recipient_id
   join auth.users as u on u.id = o.recipient_id
   where o.kind = 'digest' and o.unsubscribe_token = p.unsubscribe_token and o.to_address = u.email),
  4, 'each digest goes to its member''s address with their unsubscribe token'
);
select results_eq(
  $$ select u.raw_user_meta_data ->> 'test_identifier' from private.digest_sent as s join auth.users as u on u.id = s.member_id
     where s.week = pg_temp.week() order by 1 $$,
  $$ values ('dg_follower'), ('dg_fresh'), ('dg_reader'), ('dg_techie') $$,
  'the ledger holds the members served that week'
);

/* Exactly once */

select results_eq(
  $$ select members, sent from private.run_weekly_digest(pg_temp.week()) $$,
  $$ values (5, 0) $$,
  'a second run of the week queues nothing'
);
select is((select count(*)::int from public.mail_outbox where kind = 'digest'), 4, 'and the outbox has no new row');
select results_eq(
  $$ select members, sent from private.run_weekly_digest(pg_temp.week() + 7) $$,
  $$ values (5, 0) $$,
  'the next week, with nothing approved, discussed, changed or moved, sends nothing at all'
);

/* Roadmap moves */

insert into public.roadmap_items (quarter, theme, label, status, position) values
  ('Q9 2099', 'Digest', 'Digest shipped item', 'done', 904901),
  ('Q9 2099', 'Digest', 'Digest started item', 'in_progress', 904902),
  ('Q9 2099', 'Digest', 'Digest untouched item', 'planned', 904903);
-- Shipped in the week: dated past the trigger that keeps shipped_at to the moment of the write.
alter table public.roadmap_items disable trigger keep_shipped_at;
update public.roadmap_items set shipped_at = pg_temp.at(4) where label = 'Digest shipped item';
alter table public.roadmap_items enable trigger keep_shipped_at;
-- What the audit trigger records when an administrator changes an item's status, dated in the week.
insert into private.audit_log (at, action, target_type, target_id, before, after)
select pg_temp.at(5), 'roadmap.update', 'roadmap_item', id::text, '{"status": "planned"}', '{"status": "in_progress"}'
from public.roadmap_items where label = 'Digest started item';
insert into private.audit_log (at, action, target_type, target_id, before, after)
select pg_temp.at(5), 'roadmap.update', 'roadmap_item', id::text, '{"label": "Old"}', '{"label": "Digest untouched item"}'
from public.roadmap_items where label = 'Digest untouched item';

select results_eq(
  $$ select members, sent from private.run_weekly_digest(pg_temp.week()) $$,
  $$ values (5, 1) $$,
  'once items moved, the member who had nothing to read gets the week''s digest, the others still nothing'
);
select is(
  pg_temp.digest('dg_nothing') -> 'roadmap',
  (select jsonb_agg(jsonb_build_object('id', id, 'label', label, 'status', status) order by position)
   from public.roadmap_items where label in ('Digest shipped item', 'Digest started item')),
  'the roadmap part: items shipped or whose status changed that week, not those only renamed'
);
select is(pg_temp.digest('dg_nothing') -> 'ideas', '[]'::jsonb, 'an education reader gets no idea that week');

/* Which weeks, and who may run it */

select throws_ok($$ select * from private.run_weekly_digest(pg_temp.week() + 1) $$, '22023', null,
  'a week starts on a Monday');
select throws_ok($$ select * from private.run_weekly_digest(date_trunc('week', now())::date + 7) $$, '22023', null,
  'a week that has not started is refused');
select throws_ok($$ select * from private.run_weekly_digest(pg_temp.week() - 14) $$, '22023', null,
  'a week older than the ledger keeps is refused');
select lives_ok($$ select * from private.run_weekly_digest(date_trunc('week', now() at time zone 'UTC')::date) $$,
  'the current week may be run');

select tests.authenticate_as('dg_fresh');
select throws_ok($$ select * from private.run_weekly_digest(date_trunc('week', now())::date) $$, '42501', null,
  'a member cannot run the digest');
select throws_ok($$ select * from private.digest_sent $$, '42501', null, 'nor read the ledger');
select tests.reset_role();
select is(
  (select count(*)::int from public.mail_outbox where kind = 'digest'
   and recipient_id in (tests.get_supabase_uid('dg_suspended'), tests.get_supabase_uid('dg_gone'),
                        tests.get_supabase_uid('dg_off'))),
  0, 'after every run, still nothing for the suspended, deleted or unsubscribed members'
);

select * from finish();
rollback;
