/*
 * A version of everything the API's public reads show, bumped by the database in the same transaction as the
 * change, so the API can answer a repeat read with 304 Not Modified without running the page's query.
 *
 * Why a table and not a sequence: nextval is not transactional; a reader could see the new number before the
 * writer's rows commit, cache the old rows under it and never be told. A row updated inside the writing
 * transaction becomes visible exactly when the change does, and a rolled-back change leaves it as it was.
 *
 * Why shards: one counter row updated by every write would queue all concurrent writers (every rating, on every
 * idea) behind each other's row lock until commit. Each writer bumps the shard of its backend (pg_backend_pid()
 * modulo the shard count); two transactions running at the same time never share a backend, so they only meet on a
 * shard when their pids collide modulo 64. The version is the sum of the shards: it only grows, so any committed
 * change gives a number never seen before. Shard 0 starts at the migration's time in milliseconds, so a database
 * reset (locally) does not hand out numbers an old browser cache still holds.
 *
 * Statement-level triggers: one bump per writing statement, whatever number of rows it touches (none included; an
 * update that matched no row bumps too, which only costs a revalidation).
 *
 * A table whose rows a public answer shows gets the same trigger (see docs/architecture.md, "Conditional answers").
 *
 * Affects: new table private.read_version_shards, new functions private.read_version() and
 * private.bump_read_version(), statement triggers on public.ideas, public.ratings, public.profiles and
 * public.roadmap_items. Nothing destructive.
 */

create table private.read_version_shards (
  shard smallint primary key check (shard between 0 and 63),
  bumps bigint not null
);

comment on table private.read_version_shards is
  'Shards of the read version: private.read_version() is their sum; writers bump their backend''s shard.';

insert into private.read_version_shards (shard, bumps)
select s, case when s = 0 then (extract(epoch from clock_timestamp()) * 1000)::bigint else 0 end
from generate_series(0, 63) as s;

-- Nobody but the owner reads or writes the shards: the API reads the version as the owner (it connects as
-- postgres), and writers bump it through the definer trigger function below. RLS on with no policy refuses the
-- API roles everything, should a grant ever appear.
alter table private.read_version_shards enable row level security;
revoke all on private.read_version_shards from public, anon, authenticated, service_role;

-- Stable, not volatile: it only reads. Not a definer: only the owner calls it.
create function private.read_version()
returns bigint
language sql
stable
set search_path = ''
as $$
  select sum(bumps)::bigint from private.read_version_shards
$$;

comment on function private.read_version() is
  'The version of everything public answers show: changes in the same transaction as any change to it.';

revoke execute on function private.read_version() from public, anon, authenticated, service_role;

-- Security definer: visitors and members write the tables (ratings, ideas, their profile) but have no right on
-- the shards; the function only ever adds one to a shard.
create function private.bump_read_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.read_version_shards set bumps = bumps + 1 where shard = pg_catalog.pg_backend_pid() % 64;
  return null;
end
$$;

comment on function private.bump_read_version() is
  'Statement trigger: a table public answers show was written; their version moves on with this transaction.';

-- Trigger functions are fired, never called: no role keeps EXECUTE on it.
revoke execute on function private.bump_read_version() from public, anon, authenticated, service_role;

create trigger bump_read_version
after insert or update or delete or truncate on public.ideas
for each statement execute function private.bump_read_version();

create trigger bump_read_version
after insert or update or delete or truncate on public.ratings
for each statement execute function private.bump_read_version();

create trigger bump_read_version
after insert or update or delete or truncate on public.profiles
for each statement execute function private.bump_read_version();

create trigger bump_read_version
after insert or update or delete or truncate on public.roadmap_items
for each statement execute function private.bump_read_version();
