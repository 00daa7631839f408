/*
 * Profiles: one row per auth.users row, created by a trigger at sign-up.
 *
 * Affects: schema private (new), public.profiles (new), triggers on auth.users.
 * Rules enforced here:
 *   - every account gets a profile, only if none exists yet (display name from the sign-up metadata);
 *   - is_verified follows the account's e-mail confirmation;
 *   - members may change only display name, bio, avatar and social links, and only on their own row;
 *   - e-mail and the admin flag are private: readable by the owner (get_my_profile) and administrators only.
 * Nothing destructive.
 */

/* Section - private helpers (not exposed through the Data API) */

create schema if not exists private;
comment on schema private is 'Helpers for policies and triggers; not exposed through the Data API.';
grant usage on schema private to anon, authenticated, service_role;
-- Functions here are callable only where a grant says so.
alter default privileges in schema private revoke execute on functions from public;

create extension if not exists pg_trgm with schema extensions;

-- Shared by every table's updated_at trigger.
create function private.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Text that is empty or an http(s) URL of sane length: the shape of every link field.
create function private.is_http_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value = '' or (char_length(value) <= 2048 and value ~* '^https?://[^[:space:]/?#]+[^[:space:]]*$');
$$;

-- A JSON object whose keys are among allowed_keys and whose values are link texts.
create function private.are_valid_links(links jsonb, allowed_keys text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(links) = 'object'
    and not exists (
      select 1
      from jsonb_each(links) as entry(key, value)
      where entry.key <> all (allowed_keys)
        or jsonb_typeof(entry.value) <> 'string'
        or not private.is_http_url(entry.value #>> '{}')
    );
$$;

/* Section - profiles */

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null default '' check (char_length(display_name) <= 100),
  email text not null default '', -- copy of auth.users.email; private to the owner and administrators
  bio text not null default '' check (char_length(bio) <= 1000),
  avatar_url text not null default '' check (private.is_http_url(avatar_url)),
  social_links jsonb not null default '{}'::jsonb
    check (private.are_valid_links(social_links, array['twitter', 'linkedin'])),
  is_admin boolean not null default false,
  is_verified boolean not null default false, -- follows auth.users.email_confirmed_at
  subscription_tier text not null default 'free' check (subscription_tier in ('free', 'premium')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Public face of an account. One row per auth.users row, created at sign-up.';
comment on column public.profiles.social_links is 'Object with optional twitter and linkedin URLs.';

alter table public.profiles enable row level security;

create index profiles_display_name_trgm_idx on public.profiles using gin (display_name extensions.gin_trgm_ops);
create index profiles_is_admin_idx on public.profiles (id) where is_admin;

-- Column privileges keep e-mail and the admin flag private and make every other field read-only to members.
revoke all on public.profiles from anon, authenticated;
grant select (id, display_name, bio, avatar_url, social_links, is_verified, subscription_tier, created_at, updated_at)
  on public.profiles to anon, authenticated;
grant update (display_name, bio, avatar_url, social_links) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- SELECT(profiles) anon: profiles are public pages; the column grants above hide the private fields.
create policy "visitors can read profiles"
  on public.profiles for select to anon
  using (true);

-- SELECT(profiles) authenticated: same as visitors.
create policy "members can read profiles"
  on public.profiles for select to authenticated
  using (true);

-- UPDATE(profiles) authenticated: only one's own row (and only the columns granted above).
create policy "members can update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- No INSERT or DELETE policy: rows come from the sign-up trigger and go with the account.

/* Section - admin check used by policies and functions */

-- Security definer because members cannot read is_admin; stable so a policy evaluates it once per statement.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles as p where p.id = (select auth.uid())),
    false
  );
$$;
comment on function private.is_admin() is 'Whether the caller (auth.uid()) is an administrator.';

/* Section - profile life cycle from auth.users */

-- Security definer: it runs as the Auth service's role, which has no rights on public.profiles.
create function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
begin
  insert into public.profiles (id, display_name, email, is_verified)
  values (
    new.id,
    -- Truncated, never rejected: a long name must not make the sign-up itself fail.
    left(coalesce(
      nullif(btrim(meta ->> 'display_name'), ''),
      nullif(btrim(meta ->> 'full_name'), ''),
      nullif(btrim(meta ->> 'name'), ''),
      ''
    ), 100),
    coalesce(new.email, ''),
    new.email_confirmed_at is not null
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keeps the profile's copy of the e-mail and its verified flag in step with the account.
create function private.sync_user_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles
  set email = coalesce(new.email, ''),
      is_verified = new.email_confirmed_at is not null
  where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email or old.email_confirmed_at is distinct from new.email_confirmed_at)
  execute function private.sync_user_email();

/* Section - RPC: the caller's own profile, private fields included */

create function public.get_my_profile()
returns setof public.profiles
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.profiles where id = (select auth.uid());
$$;
comment on function public.get_my_profile() is 'The signed-in user''s own profile with its private fields.';

grant execute on function private.is_admin() to anon, authenticated, service_role;
grant execute on function private.is_http_url(text) to anon, authenticated, service_role;
grant execute on function private.are_valid_links(jsonb, text[]) to anon, authenticated, service_role;
revoke execute on function public.get_my_profile() from public, anon;
grant execute on function public.get_my_profile() to authenticated, service_role;
