-- Development stand-in for what a Supabase database already has before project migrations run.
--
-- Our own SQL, written from what a Supabase database holds when the project's migrations start: the API and
-- service roles and their memberships, the extensions, auth and storage schemas, the default privileges on
-- public, the auth helper functions, and the auth and storage tables as their services' own migrations leave
-- them. Only what the project's migrations and the local Auth and Storage stand-ins need; every piece keeps the
-- real one's names and types. It runs once, as the cluster's superuser `supabase_admin`, on a fresh cluster or on
-- a server that has no `auth` schema yet. Differences from a real Supabase database are listed in the
-- README ("How the local database differs from Supabase").

/* Roles */

do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin inherit', r);
    end if;
  end loop;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'dashboard_user') then
    create role dashboard_user nologin createrole createdb replication;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login password 'postgres';
  end if;
end
$$;

alter role service_role bypassrls;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_storage_admin set search_path = storage;
alter role postgres set search_path = "$user", public, extensions;

-- The database belongs to postgres: since Postgres 15, public is owned by pg_database_owner, so postgres can
-- create there only as the database's owner.
alter database postgres owner to postgres;

/* Role memberships */

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres with admin option;
grant authenticator to supabase_storage_admin;
grant pg_read_all_data, pg_signal_backend, pg_monitor to postgres;
grant create on database postgres to supabase_auth_admin, supabase_storage_admin;

/* Schemas and extensions */

create schema if not exists extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role, dashboard_user;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;

create schema if not exists auth authorization supabase_admin;
grant usage on schema auth to anon, authenticated, service_role, postgres, dashboard_user;
grant usage, create on schema auth to supabase_auth_admin;
grant create on schema auth to dashboard_user;

create schema if not exists storage authorization supabase_admin;
grant usage on schema storage to anon, authenticated, service_role;
grant usage on schema storage to postgres with grant option;
grant usage, create on schema storage to supabase_storage_admin;

/* Default privileges on public: new objects of postgres are granted to the API roles. */

alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant execute on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_auth_admin in schema auth
  grant all on tables to postgres, dashboard_user;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;

/* The auth schema: tables owned by supabase_auth_admin, as GoTrue's migrations leave them */

set role supabase_auth_admin;

create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create type auth.one_time_token_type as enum (
  'confirmation_token', 'reauthentication_token', 'recovery_token',
  'email_change_token_new', 'email_change_token_current', 'phone_change_token'
);

create table auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null::character varying,
  phone_confirmed_at timestamptz,
  phone_change text default ''::character varying,
  phone_change_token varchar(255) default ''::character varying,
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default ''::character varying,
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default ''::character varying,
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index users_instance_id_email_idx on auth.users (instance_id, lower((email)::text));
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);
create unique index confirmation_token_idx on auth.users (confirmation_token)
  where ((confirmation_token)::text !~ '^[0-9 ]*$');
create unique index recovery_token_idx on auth.users (recovery_token)
  where ((recovery_token)::text !~ '^[0-9 ]*$');

create table auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower((identity_data ->> 'email'::text))) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table auth.mfa_amr_claims (
  id uuid not null primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

create table auth.one_time_tokens (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type auth.one_time_token_type not null,
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''::character varying
);

create table auth.schema_migrations (version varchar(255) not null primary key);

-- GoTrue enables RLS without policies on every auth table: the API roles read nothing here.
alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.one_time_tokens enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.schema_migrations enable row level security;

grant select on all tables in schema auth to postgres with grant option;
grant insert, update, delete, truncate, references, trigger on all tables in schema auth to postgres;
grant all on all tables in schema auth to dashboard_user;
grant usage on all sequences in schema auth to postgres, dashboard_user;

-- Final definitions of GoTrue's helper functions: PostgREST sets only request.jwt.claims, so the older
-- request.jwt.claim.* settings are read first only for callers that still set them.
create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

reset role;

/* The storage schema: tables owned by supabase_storage_admin, as storage-api leaves them */

set role supabase_storage_admin;

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

create function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return parts[1:array_length(parts, 1) - 1];
end
$$;

create function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  parts text[];
begin
  parts := string_to_array(name, '/');
  return parts[array_length(parts, 1)];
end
$$;

create function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  last_part text;
begin
  last_part := storage.filename(name);
  return reverse(split_part(reverse(last_part), '.', 1));
end
$$;

create function storage.operation() returns text
language plpgsql stable
as $$
begin
  return current_setting('storage.operation', true);
end
$$;

create function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

-- Storage-api sets storage.allow_delete_query per request; everyone else must go through the Storage API.
create function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501';
  end if;
  return null;
end
$$;

create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;

reset role;

/* The CLI's migration history: the tables `supabase db push` and `supabase migration` keep */

create schema if not exists supabase_migrations authorization postgres;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text not null primary key,
  hash text not null
);
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;

/* Demote postgres as Supabase's image does once its init scripts have run (no superuser), then stand in for
   the supautils extension, which on hosted Supabase lets postgres create, alter, drop and comment on policies
   of storage.objects: here membership in supabase_storage_admin does it. That membership allows more (renaming
   a policy, for one), so a migration that passes here can still fail there; see
   supabase/migrations/20251123000200_shorten_truncated_policy_names.sql. */

alter role postgres nosuperuser createdb createrole login replication bypassrls;
grant supabase_storage_admin to postgres;
