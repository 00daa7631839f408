-- Installs pgTAP and our own small test helpers; every later file uses them.
-- Runs first (files run in name order) and outside a transaction so the helpers stay for the other files.
-- Works the same under `npm run test:db` and `supabase test db`; nothing is fetched over the network.

create extension if not exists pgtap with schema extensions;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Creates a confirmed account (the sign-up trigger makes its profile) and returns its id.
create or replace function tests.create_supabase_user(
  identifier text,
  email text default null,
  metadata jsonb default '{}'::jsonb,
  confirmed boolean default true
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_id uuid := gen_random_uuid();
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at
  ) values (
    '00000000-0000-0000-0000-000000000000', user_id, 'authenticated', 'authenticated',
    coalesce(email, identifier || '@test.local'), '', case when confirmed then now() end,
    '', '', '', '',
    '{"provider": "email", "providers": ["email"]}'::jsonb,
    jsonb_build_object('test_identifier', identifier) || coalesce(metadata, '{}'::jsonb),
    now(), now()
  );
  return user_id;
end;
$$;

create or replace function tests.get_supabase_uid(identifier text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from auth.users as u where u.raw_user_meta_data ->> 'test_identifier' = identifier;
$$;

-- Inserts an idea as the table owner (no policy applies) and returns its id. Only `owner`, the author's test
-- identifier, is required; every other column has a valid default, so a test names just what it is about:
-- tests.create_idea('idea_owner', status => 'approved'). Status and review fields are written directly, as no
-- member could.
create or replace function tests.create_idea(
  owner text,
  status text default 'pending',
  title text default 'A test idea',
  category text default 'technology',
  id uuid default null,
  description text default 'A description long enough to pass the fifty character minimum of ideas.',
  target_market text default 'Small businesses',
  business_model text default 'Monthly subscription',
  rejection_reason text default null,
  pitch_deck_path text default null,
  created_at timestamptz default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  author_uid uuid := tests.get_supabase_uid(owner);
  new_id uuid;
begin
  if author_uid is null then
    raise exception 'test user % not found', owner;
  end if;
  insert into public.ideas (
    id, author_id, title, description, category, target_market, business_model, status, rejection_reason,
    pitch_deck_path, created_at
  ) values (
    coalesce(create_idea.id, gen_random_uuid()), author_uid, create_idea.title, create_idea.description,
    create_idea.category, create_idea.target_market, create_idea.business_model, create_idea.status,
    create_idea.rejection_reason, create_idea.pitch_deck_path, coalesce(create_idea.created_at, now())
  )
  returning public.ideas.id into new_id;
  return new_id;
end;
$$;

-- Acts as that user until the end of the transaction, the way the API and PostgREST scope a request.
-- Security invoker: a security definer function may not change the role.
create or replace function tests.authenticate_as(identifier text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  user_id uuid := tests.get_supabase_uid(identifier);
begin
  if user_id is null then
    raise exception 'test user % not found', identifier;
  end if;
  perform set_config('role', 'authenticated', true);
  perform set_config(
    'request.jwt.claims',
    jsonb_build_object('sub', user_id, 'role', 'authenticated', 'aud', 'authenticated',
                       'email', identifier || '@test.local')::text,
    true
  );
end;
$$;

-- Makes the user an administrator (as the database owner would), then acts as them.
create or replace function tests.make_admin(identifier text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.profiles set is_admin = true where id = tests.get_supabase_uid(identifier);
$$;

create or replace function tests.authenticate_as_admin(identifier text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform tests.make_admin(identifier);
  perform tests.authenticate_as(identifier);
end;
$$;

-- Acts as a signed-out visitor.
create or replace function tests.clear_authentication()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'anon', true);
  perform set_config('request.jwt.claims', '{"role": "anon"}', true);
end;
$$;

-- For fixture setup only: the service role bypasses RLS and proves nothing about policies.
create or replace function tests.authenticate_as_service_role()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'service_role', true);
  perform set_config('request.jwt.claims', '{"role": "service_role"}', true);
end;
$$;

-- Back to the session's own role (postgres) for fixture work between identities.
create or replace function tests.reset_role()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- pgTAP assertion: row level security is on for every table of the schema.
-- Its search_path is pinned to pgTAP's schema rather than emptied: pgTAP's functions call each other unqualified.
create or replace function tests.rls_enabled(schema_name text)
returns text
language sql
stable
set search_path = extensions
as $$
  select extensions.is(
    (select array_agg(c.relname::text order by c.relname)
     from pg_catalog.pg_class as c
     join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
     where n.nspname = schema_name and c.relkind = 'r' and not c.relrowsecurity),
    null::text[],
    format('row level security is enabled on every table of schema %s', schema_name)
  );
$$;

-- A landing page's content of the shape the database requires (every section kind once), titled `title`.
create or replace function tests.landing_content(title text default 'A landing page')
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'title', landing_content.title,
    'description', 'A page about a test idea.',
    'accent', '#1565c0',
    'mode', 'light',
    'sections', (
      select jsonb_agg(jsonb_build_object('kind', kind, 'hidden', false, 'heading', 'About ' || kind, 'body', 'Text')
                       order by ord)
      from unnest(array['hero', 'problem', 'solution', 'audience', 'business_model', 'difference', 'verdict',
                        'waitlist']) with ordinality as k(kind, ord)
    )
  )
$$;

-- Every idea's maintained rating columns next to the same columns computed afresh from the ratings there are: a
-- test that moves ratings around compares the two with set_eq.
create or replace view tests.kept_scores as
  select i.id, i.total_ratings, i.market_demand_sum, i.innovation_sum, i.competition_sum, i.market_demand_sumsq,
         i.innovation_sumsq, i.competition_sumsq, i.overall_sumsq, i.market_demand_histogram, i.innovation_histogram,
         i.competition_histogram, i.final_score, i.adjusted_score, i.spread, i.score_margin
  from public.ideas as i;
create or replace view tests.recomputed_scores (id, total, md, inn, co, md_sq, inn_sq, co_sq, overall_sq, md_bands, inn_bands,
  co_bands, final, adjusted, spread, margin) as
  select i.id, count(r.id)::integer, coalesce(sum(r.market_demand), 0)::bigint, coalesce(sum(r.innovation), 0)::bigint,
         coalesce(sum(r.competition), 0)::bigint, coalesce(sum(r.market_demand ^ 2), 0)::bigint,
         coalesce(sum(r.innovation ^ 2), 0)::bigint, coalesce(sum(r.competition ^ 2), 0)::bigint,
         coalesce(sum((r.market_demand + r.innovation + r.competition) ^ 2), 0)::bigint,
         (select array_agg((select count(*) from public.ratings as x where x.idea_id = i.id
                             and least(x.market_demand / 10, 9) = band)::integer order by band)
          from generate_series(0, 9) as band),
         (select array_agg((select count(*) from public.ratings as x where x.idea_id = i.id
                             and least(x.innovation / 10, 9) = band)::integer order by band)
          from generate_series(0, 9) as band),
         (select array_agg((select count(*) from public.ratings as x where x.idea_id = i.id
                             and least(x.competition / 10, 9) = band)::integer order by band)
          from generate_series(0, 9) as band),
         case when count(r.id) = 0 then 0
              else round(sum(r.market_demand + r.innovation + r.competition)::numeric / (3 * count(r.id)), 2) end,
         round((750 + coalesce(sum(r.market_demand + r.innovation + r.competition), 0))::numeric
               / (3 * (5 + count(r.id))), 2),
         round(coalesce((stddev_pop(r.market_demand) + stddev_pop(r.innovation) + stddev_pop(r.competition)) / 3, 0), 2),
         case when count(r.id) > 0 then
           round(1.96 * stddev_pop(r.market_demand + r.innovation + r.competition) / 3 / sqrt(count(r.id)::numeric), 2) end
  from public.ideas as i left join public.ratings as r on r.idea_id = i.id
  group by i.id;

grant execute on all functions in schema tests to anon, authenticated, service_role;

begin;
select plan(1);
select ok(true, 'pgTAP and the test helpers are installed');
select * from finish();
rollback;
