-- Counters that many writers raise at once are taken in key order, so two writers never wait on each other in a
-- cycle: the read versions one write raises, and the notification counters of a fan-out's recipients. The order is
-- observed by a trigger that logs each row as the upsert proposes it, and the counters still move.
begin;
select plan(5);

create temporary table proposed (n serial, key text);
grant all on proposed to public;
grant all on sequence proposed_n_seq to public;
create function pg_temp.log_proposed() returns trigger language plpgsql as $$
begin
  insert into pg_temp.proposed (key) values (coalesce(to_jsonb(new) ->> 'resource', to_jsonb(new) ->> 'recipient_id'));
  return new;
end;
$$;
create trigger log_proposed before insert on private.read_versions
  for each row execute function pg_temp.log_proposed();
create trigger log_proposed before insert on private.notification_versions
  for each row execute function pg_temp.log_proposed();

/* Read versions */

create temporary table lists_before as
  select coalesce(sum(bumps), 0)::int as bumps from private.read_versions where resource = 'lists';
-- Keys a hash aggregate leaves out of order (`select distinct` over this array does not sort them).
select private.bump_read_versions(array[
  'profiles', 'lists', 'idea:00000000-0000-4000-b000-000000000001', 'page:x', 'roadmap',
  'profile:b47e2f10-0000-4000-a000-000000000002', 'lists', null
]);
select results_eq(
  $$ select key from proposed order by n $$,
  $$ select k from unnest(array['idea:00000000-0000-4000-b000-000000000001', 'lists', 'page:x',
       'profile:b47e2f10-0000-4000-a000-000000000002', 'profiles', 'roadmap']) as k order by k $$,
  'a write raises its read versions in ascending order, each once'
);
select is(
  (select sum(bumps)::int from private.read_versions where resource = 'lists'),
  (select bumps + 1 from lists_before),
  'and each of them moves on by one'
);

/* Notification counters of one statement's recipients */

select tests.create_supabase_user('kord_' || n) from generate_series(1, 6) as n;
create temporary table versions_before as
  select tests.get_supabase_uid('kord_' || n) as id,
         coalesce((select v.version from private.notification_versions as v
                   where v.recipient_id = tests.get_supabase_uid('kord_' || n)), 0) as version
  from generate_series(1, 6) as n;
truncate proposed;
insert into public.notifications (recipient_id, kind, data)
select tests.get_supabase_uid('kord_' || n), 'promoted', '{}'::jsonb from unnest(array[4, 1, 6, 2, 5, 3, 1]) as n;
select results_eq(
  $$ select key::uuid from proposed order by n $$,
  $$ select id from versions_before order by id $$,
  'a fan-out raises its recipients'' notification counters in ascending order, each once'
);
select is(
  (select v.version - b.version from private.notification_versions as v join versions_before as b on b.id = v.recipient_id
   where b.id = tests.get_supabase_uid('kord_1'))::int,
  2,
  'a recipient with two new items in the statement has their counter raised by two'
);
select is(
  (select count(*)::int from private.notification_versions as v join versions_before as b on b.id = v.recipient_id
   where v.version = b.version + 1),
  5,
  'and each of the others by one'
);

select * from finish();
rollback;
