/*
 * Who runs the weekly digest, and a waitlist rate limit that forgets.
 *
 * Rules enforced here:
 *   - private.run_weekly_digest is run by its owner only: pg_cron's job (as postgres) and the function's internal
 *     endpoint POST /api/internal/run-digest (on the function's own postgres connection, behind the workers'
 *     secret). No API role may execute it: service_role's grant from migration weekly_digest is taken back, as
 *     docs/architecture.md already said;
 *   - private.waitlist_joins keeps a client key only while it counts: each join deletes a bounded batch (10) of keys
 *     whose last join is over a minute old, oldest first through an index, skipping rows another join holds. Such a
 *     key's times would all be filtered out by its next join anyway, so the limit decides as before.
 *
 * Affects: the grant of private.run_weekly_digest(date) to service_role (revoked); private.waitlist_joins
 * (last_joined_at and its index, new); private.join_waitlist (restated). Deletes rate-limit rows older than a
 * minute as joins come in.
 */

/* Section - the digest's runner */

revoke execute on function private.run_weekly_digest(date) from service_role;

/* Section - the waitlist's rate limit */

-- Each key's latest join, so that the stale keys are found by an index rather than by reading every array.
alter table private.waitlist_joins add column last_joined_at timestamptz;
update private.waitlist_joins set last_joined_at = joined_at[cardinality(joined_at)];
alter table private.waitlist_joins
  alter column last_joined_at set default now(),
  alter column last_joined_at set not null;
comment on column private.waitlist_joins.last_joined_at is 'The key''s latest join; a key idle for a minute is pruned.';
create index waitlist_joins_last_joined_at_idx on private.waitlist_joins (last_joined_at);

create or replace function private.join_waitlist(p_slug text, p_email text, p_client_key text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
  recent integer;
  address text := btrim(p_email);
  now_at constant timestamptz := pg_catalog.clock_timestamp();
begin
  if p_client_key is null or char_length(p_client_key) not between 1 and 128 then
    raise exception 'A client key is required.' using errcode = '22023';
  end if;
  -- A key idle for a minute counts nothing: drop a bounded batch of them as joins come in.
  delete from private.waitlist_joins as j
  where j.client_key in (
    select o.client_key from private.waitlist_joins as o
    where o.last_joined_at < now_at - interval '1 minute'
    order by o.last_joined_at
    limit 10
    for update skip locked);
  -- Every attempt counts, at most 5 a minute per client key, under the key's row lock (as comment posts are).
  insert into private.waitlist_joins as j (client_key, joined_at, last_joined_at)
  values (p_client_key, array[now_at], now_at)
  on conflict (client_key) do update
    set joined_at = (
      select coalesce(array_agg(t order by t), '{}')
      from unnest(j.joined_at) as t
      where t > now_at - interval '1 minute'
    ) || now_at,
    last_joined_at = now_at
  returning pg_catalog.cardinality(j.joined_at) into recent;
  if recent > 5 then
    -- PT429: the API answers 429 with this text.
    raise exception 'You can join at most 5 waitlists a minute. Please wait a moment and try again.'
      using errcode = 'PT429';
  end if;
  -- The page of an idea in the trash is missing, as its public read is.
  select lp.id into target
  from public.landing_pages as lp
  join public.ideas as i on i.id = lp.idea_id and i.deleted_at is null
  where lp.slug = p_slug and lp.published_at is not null;
  if target is null then
    raise exception 'Landing page not found' using errcode = 'P0002';
  end if;
  -- The check constraint refuses a malformed address (23514).
  insert into public.waitlist_signups (page_id, email)
  values (target, address)
  on conflict (page_id, lower(email)) do nothing;
end;
$$;
