/*
 * Idempotency keys for the API's writes: a client that sends POST, PUT or DELETE with an Idempotency-Key header and
 * retries it (after a timeout, a dropped connection) gets the first answer again instead of a second write.
 *
 * Rules enforced here:
 *   - a key belongs to its caller: the same key from another member is another key, and nobody reads or writes the
 *     table directly (RLS on, no policy, no privilege for anon or authenticated); members reach their own rows only
 *     through the two functions below, which take the caller from auth.uid();
 *   - private.claim_idempotency_key(key, request_hash) runs in the request's own transaction, before the write: its
 *     insert commits with the write or not at all, and a concurrent request with the same key waits on the primary
 *     key until the first one commits or rolls back. It answers 'new' (go ahead), 'replay' (with the stored answer),
 *     'mismatch' (the key was used for another request) or 'pending' (the first request has not stored its answer);
 *   - private.store_idempotent_answer(key, status, body, content_type) records the answer once the write committed;
 *   - a key expires 24 hours after its first use. Expiry: the claim deletes the caller's own expired row of that key
 *     before it inserts, and each new claim prunes at most 100 other expired rows (private.prune_idempotency_keys,
 *     skipping rows another transaction holds). There is no schedule of our own to hang it on (the mail worker runs
 *     only where SMTP is set), and the writes that make rows are what prunes them, so the table stays about one
 *     day of writes long.
 *
 * Affects: private.idempotency_keys (new), private.claim_idempotency_key, private.store_idempotent_answer and
 * private.prune_idempotency_keys (new). Nothing destructive.
 */

create table private.idempotency_keys (
  -- A deleted account's keys go with it.
  caller uuid not null references auth.users (id) on delete cascade,
  key text not null check (length(key) between 1 and 255),
  -- sha-256 (hex) of the method, the path with its query, and the body's bytes: a reused key with another request
  -- is refused rather than answered with an answer to something else.
  request_hash text not null,
  -- Null until the first request's answer is stored.
  status integer,
  body text,
  content_type text,
  created_at timestamptz not null default now(),
  primary key (caller, key)
);
comment on table private.idempotency_keys is
  'The first answer to each member''s Idempotency-Key, replayed to retries for 24 hours.';

create index idempotency_keys_created_at_idx on private.idempotency_keys (created_at);

alter table private.idempotency_keys enable row level security;
revoke all on private.idempotency_keys from anon, authenticated;
-- anon: no policy. Visitors' keys are not kept: the API honours the header for signed-in callers only.
-- authenticated: no policy. A member's rows are read and written only by the functions below, as their owner and
-- for auth.uid() alone, so no member can see, forge or clear a key (their own or anyone's).

/* Section - expiry */

-- Deletes at most `batch` keys older than 24 hours; returns how many.
create function private.prune_idempotency_keys(batch integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from private.idempotency_keys k
  where (k.caller, k.key) in (
    select old.caller, old.key from private.idempotency_keys old
    where old.created_at < now() - interval '24 hours'
    order by old.created_at
    limit batch
    for update skip locked
  );
  get diagnostics removed = row_count;
  return removed;
end;
$$;
comment on function private.prune_idempotency_keys(integer) is
  'Deletes a bounded batch of idempotency keys past their 24 hours.';
revoke execute on function private.prune_idempotency_keys(integer) from public, anon, authenticated;

/* Section - claiming and answering */

create function private.claim_idempotency_key(p_key text, p_request_hash text)
returns table (outcome text, status integer, body text, content_type text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller_id uuid := auth.uid();
  kept private.idempotency_keys;
begin
  if caller_id is null then
    raise exception 'Only members can use an Idempotency-Key' using errcode = '42501';
  end if;
  delete from private.idempotency_keys k
  where k.caller = caller_id and k.key = p_key and k.created_at < now() - interval '24 hours';
  insert into private.idempotency_keys (caller, key, request_hash)
  values (caller_id, p_key, p_request_hash)
  on conflict do nothing;
  if found then
    perform private.prune_idempotency_keys();
    return query select 'new'::text, null::integer, null::text, null::text;
    return;
  end if;
  -- A new statement sees what the first request committed while this one waited on the key.
  select * into kept from private.idempotency_keys k where k.caller = caller_id and k.key = p_key;
  if kept.request_hash <> p_request_hash then
    return query select 'mismatch'::text, null::integer, null::text, null::text;
  elsif kept.status is null then
    return query select 'pending'::text, null::integer, null::text, null::text;
  else
    return query select 'replay'::text, kept.status, kept.body, kept.content_type;
  end if;
end;
$$;
comment on function private.claim_idempotency_key(text, text) is
  'Claims the caller''s Idempotency-Key in the request''s transaction: new, replay (with the answer), mismatch or pending.';
revoke execute on function private.claim_idempotency_key(text, text) from public, anon;
grant execute on function private.claim_idempotency_key(text, text) to authenticated;

create function private.store_idempotent_answer(p_key text, p_status integer, p_body text, p_content_type text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.idempotency_keys k
  set status = p_status, body = p_body, content_type = p_content_type
  where k.caller = (select auth.uid()) and k.key = p_key and k.status is null;
$$;
comment on function private.store_idempotent_answer(text, integer, text, text) is
  'Records the answer to the caller''s claimed Idempotency-Key, once; retries replay it.';
revoke execute on function private.store_idempotent_answer(text, integer, text, text) from public, anon;
grant execute on function private.store_idempotent_answer(text, integer, text, text) to authenticated;
