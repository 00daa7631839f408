-- Idempotency keys: nobody reads or writes them directly; a member's key is theirs alone, claimed new, then replayed
-- with its stored answer, and refused for another request; after 24 hours a key is claimable again, and the prune
-- removes only keys past their 24 hours.
begin;
select plan(22);

select tests.create_supabase_user('idem_first');
select tests.create_supabase_user('idem_second');

/* The table is out of reach: RLS on, no policy, no privilege. */
select is_empty(
  $$ select 1 from pg_catalog.pg_policies where schemaname = 'private' and tablename = 'idempotency_keys' $$,
  'no policy opens the keys to any role'
);

select tests.authenticate_as('idem_first');
select throws_ok($$ select * from private.idempotency_keys $$, '42501',
  'permission denied for table idempotency_keys', 'a member cannot read the keys, not even their own');
select throws_ok($$ insert into private.idempotency_keys (caller, key, request_hash) values (auth.uid(), 'forged', 'h') $$,
  '42501', 'permission denied for table idempotency_keys', 'a member cannot write a key directly');
select throws_ok($$ update private.idempotency_keys set status = 200 $$, '42501',
  'permission denied for table idempotency_keys', 'a member cannot change a stored answer');
select throws_ok($$ delete from private.idempotency_keys $$, '42501',
  'permission denied for table idempotency_keys', 'a member cannot clear the keys');
select throws_ok($$ select private.prune_idempotency_keys() $$, '42501',
  'permission denied for function prune_idempotency_keys', 'a member cannot prune the keys');

/* Claim, replay, mismatch. */
select results_eq($$ select outcome from private.claim_idempotency_key('order-1', 'hash-a') $$,
  $$ values ('new') $$, 'a first claim of a key is new');
select results_eq($$ select outcome, status from private.claim_idempotency_key('order-1', 'hash-a') $$,
  $$ values ('pending', null::integer) $$, 'the same request before its answer is stored is pending');
select lives_ok($$ select private.store_idempotent_answer('order-1', 201, '{"success":true}', 'application/json') $$,
  'the first request stores its answer');
select results_eq($$ select * from private.claim_idempotency_key('order-1', 'hash-a') $$,
  $$ values ('replay', 201, '{"success":true}', 'application/json') $$,
  'the same request again replays the stored status, body and content type');
select lives_ok($$ select private.store_idempotent_answer('order-1', 500, 'changed', 'text/plain') $$,
  'storing again is no error');
select results_eq($$ select status, body from private.claim_idempotency_key('order-1', 'hash-a') $$,
  $$ values (201, '{"success":true}') $$, 'but the first stored answer stays');
select results_eq($$ select outcome, status from private.claim_idempotency_key('order-1', 'hash-b') $$,
  $$ values ('mismatch', null::integer) $$, 'another request under the same key is a mismatch, told nothing of the answer');

/* Keys are per member. */
select tests.authenticate_as('idem_second');
select results_eq($$ select outcome from private.claim_idempotency_key('order-1', 'hash-b') $$,
  $$ values ('new') $$, 'another member''s same key is a new key of their own');
select lives_ok($$ select private.store_idempotent_answer('order-1', 422, 'theirs', 'application/json') $$,
  'the other member stores their own answer');
select tests.reset_role();
select results_eq(
  $$ select status, body from private.idempotency_keys
     where caller = tests.get_supabase_uid('idem_first') and key = 'order-1' $$,
  $$ values (201, '{"success":true}') $$, 'the first member''s answer is untouched by the other''s'
);

select tests.clear_authentication();
select throws_ok($$ select * from private.claim_idempotency_key('order-1', 'hash-a') $$, '42501',
  'permission denied for function claim_idempotency_key', 'a visitor has no keys');
select tests.reset_role();

/* Expiry. */
update private.idempotency_keys set created_at = now() - interval '25 hours'
where caller = tests.get_supabase_uid('idem_first') and key = 'order-1';
select tests.authenticate_as('idem_first');
select results_eq($$ select outcome from private.claim_idempotency_key('order-1', 'hash-c') $$,
  $$ values ('new') $$, 'a key past its 24 hours is claimable again, for any request');
select tests.reset_role();
select results_eq(
  $$ select request_hash, status from private.idempotency_keys
     where caller = tests.get_supabase_uid('idem_first') and key = 'order-1' $$,
  $$ values ('hash-c', null::integer) $$, 'the expired answer is gone with its row'
);

insert into private.idempotency_keys (caller, key, request_hash, created_at) values
  (tests.get_supabase_uid('idem_second'), 'old', 'h', now() - interval '2 days'),
  (tests.get_supabase_uid('idem_second'), 'almost-old', 'h', now() - interval '23 hours');
select is(private.prune_idempotency_keys(), 1, 'the prune removes the one key past its 24 hours');
select results_eq(
  $$ select key from private.idempotency_keys where caller = tests.get_supabase_uid('idem_second') order by key $$,
  $$ values ('almost-old'), ('order-1') $$, 'and keeps every key still within them'
);

/* A deleted account's keys go with it. */
delete from auth.users where id = tests.get_supabase_uid('idem_second');
select is((select count(*)::int from private.idempotency_keys where key in ('almost-old', 'order-1')
           and caller not in (select id from auth.users)), 0, 'a deleted account leaves no keys');

select * from finish();
rollback;
