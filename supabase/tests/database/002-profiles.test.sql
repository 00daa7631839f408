-- Profiles: the sign-up trigger, e-mail confirmation, who reads which field and who may change what.
begin;
select plan(35);

-- Fixtures (as postgres)
select tests.create_supabase_user('named_by_display', null, '{"display_name": "Dana Display", "full_name": "Dana Full"}');
select tests.create_supabase_user('named_by_full', null, '{"full_name": "Frank Full"}');
select tests.create_supabase_user('long_name', null, jsonb_build_object('display_name', repeat('L', 150)));
select tests.create_supabase_user('unconfirmed', null, '{"display_name": "Una Unconfirmed"}', false);
select tests.create_supabase_user('existing_profile', null, '{"display_name": "Erin Existing"}');
select tests.create_supabase_user('profile_owner', null, '{"display_name": "Olivia Owner"}');
select tests.create_supabase_user('other_member', null, '{"display_name": "Oscar Other"}');

-- Sign-up trigger (as postgres: the Auth service writes auth.users, the trigger writes the profile)
select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('named_by_display')),
  'Dana Display',
  'the sign-up trigger takes the display name from the display_name metadata'
);
select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('named_by_full')),
  'Frank Full',
  'the sign-up trigger falls back to the full_name metadata when display_name is missing'
);
select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('long_name')),
  repeat('L', 100),
  'the sign-up trigger truncates a display name longer than 100 characters instead of failing the sign-up'
);
select is(
  (select email from public.profiles where id = tests.get_supabase_uid('named_by_display')),
  'named_by_display@test.local',
  'the sign-up trigger copies the account e-mail into the profile'
);
select is(
  (select is_verified from public.profiles where id = tests.get_supabase_uid('unconfirmed')),
  false,
  'an unconfirmed account gets a profile that is not verified'
);
select is(
  (select is_verified from public.profiles where id = tests.get_supabase_uid('named_by_display')),
  true,
  'a confirmed account gets a verified profile'
);

update auth.users set email_confirmed_at = now() where id = tests.get_supabase_uid('unconfirmed');
select is(
  (select is_verified from public.profiles where id = tests.get_supabase_uid('unconfirmed')),
  true,
  'confirming the e-mail later makes the profile verified'
);

update auth.users set email = 'una.new@test.local' where id = tests.get_supabase_uid('unconfirmed');
select is(
  (select email from public.profiles where id = tests.get_supabase_uid('unconfirmed')),
  'una.new@test.local',
  'changing the account e-mail updates the profile copy'
);

-- The trigger function creates a profile only if none exists: replay a sign-up for an existing account
-- through the real function (auth.users is not ours to alter, so a temporary table carries the trigger).
update public.profiles set display_name = 'Erin Edited', bio = 'Kept bio'
where id = tests.get_supabase_uid('existing_profile');
create temporary table replayed_signups (
  id uuid, email text, email_confirmed_at timestamptz, raw_user_meta_data jsonb
) on commit drop;
create trigger replay_handle_new_user
  after insert on replayed_signups
  for each row execute function private.handle_new_user();
insert into replayed_signups values
  (tests.get_supabase_uid('existing_profile'), 'overwritten@test.local', null, '{"display_name": "Overwritten"}');
select results_eq(
  $$ select display_name, bio, email, is_verified from public.profiles
     where id = tests.get_supabase_uid('existing_profile') $$,
  $$ values ('Erin Edited', 'Kept bio', 'existing_profile@test.local', true) $$,
  'the sign-up trigger leaves an existing profile untouched'
);

-- Acting as a visitor
select tests.clear_authentication();

select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('profile_owner')),
  'Olivia Owner',
  'visitors can read the display name of any profile'
);
select throws_ok(
  $$ select email from public.profiles $$,
  '42501', 'permission denied for table profiles',
  'visitors cannot read e-mail addresses'
);
select throws_ok(
  $$ select * from private.get_my_profile() $$,
  '42501', 'permission denied for function get_my_profile',
  'visitors cannot call get_my_profile()'
);
select throws_ok(
  $$ update public.profiles set display_name = 'Vandal' where id = tests.get_supabase_uid('profile_owner') $$,
  '42501', 'permission denied for table profiles',
  'visitors cannot update any profile'
);

-- Acting as another member
select tests.authenticate_as('other_member');

select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('profile_owner')),
  'Olivia Owner',
  'members can read the display name of another member''s profile'
);
select throws_ok(
  $$ select email from public.profiles where id = tests.get_supabase_uid('profile_owner') $$,
  '42501', 'permission denied for table profiles',
  'members cannot read another member''s e-mail'
);
select throws_ok(
  $$ select is_admin from public.profiles $$,
  '42501', 'permission denied for table profiles',
  'members cannot read the admin flag'
);
select is_empty(
  $$ update public.profiles set display_name = 'Hijacked', bio = 'Hijacked'
     where id = tests.get_supabase_uid('profile_owner') returning 1 $$,
  'updating someone else''s profile affects no rows'
);
select is(
  (select array_agg(p.email) from private.get_my_profile() as p),
  array['other_member@test.local'],
  'get_my_profile() returns only the caller''s own profile'
);

select tests.reset_role();
select results_eq(
  $$ select display_name, bio from public.profiles where id = tests.get_supabase_uid('profile_owner') $$,
  $$ values ('Olivia Owner', '') $$,
  'another member''s update attempt left the profile unchanged'
);

-- Acting as the profile owner
select tests.authenticate_as('profile_owner');

select results_eq(
  $$ select id, email, is_admin from private.get_my_profile() $$,
  $$ values (tests.get_supabase_uid('profile_owner'), 'profile_owner@test.local', false) $$,
  'owners read their own e-mail and admin flag through get_my_profile()'
);
select lives_ok(
  $$ update public.profiles
     set display_name = 'Olivia Renamed',
         bio = 'Builder of things.',
         avatar_url = 'https://cdn.example.com/olivia.png',
         social_links = '{"twitter": "https://twitter.com/olivia", "linkedin": "https://www.linkedin.com/in/olivia"}'
     where id = tests.get_supabase_uid('profile_owner') $$,
  'members can update the display name, bio, avatar and social links of their own profile'
);
select results_eq(
  $$ select display_name, bio, avatar_url, social_links from public.profiles
     where id = tests.get_supabase_uid('profile_owner') $$,
  $$ values ('Olivia Renamed', 'Builder of things.', 'https://cdn.example.com/olivia.png',
             '{"twitter": "https://twitter.com/olivia", "linkedin": "https://www.linkedin.com/in/olivia"}'::jsonb) $$,
  'the owner''s own profile update is stored'
);
select throws_ok(
  $$ update public.profiles set is_admin = true where id = tests.get_supabase_uid('profile_owner') $$,
  '42501', 'permission denied for table profiles',
  'members cannot make themselves administrators'
);
select throws_ok(
  $$ update public.profiles set is_verified = true where id = tests.get_supabase_uid('profile_owner') $$,
  '42501', 'permission denied for table profiles',
  'members cannot set their own verified flag'
);
select throws_ok(
  $$ update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('profile_owner') $$,
  '42501', 'permission denied for table profiles',
  'members cannot change their own subscription tier'
);
select throws_ok(
  $$ update public.profiles set email = 'spoof@test.local' where id = tests.get_supabase_uid('profile_owner') $$,
  '42501', 'permission denied for table profiles',
  'members cannot change the e-mail copy on their own profile'
);
select lives_ok(
  $$ update public.profiles set display_name = repeat('d', 100) where id = tests.get_supabase_uid('profile_owner') $$,
  'a display name of exactly 100 characters is accepted'
);
select throws_ok(
  $$ update public.profiles set display_name = repeat('d', 101) where id = tests.get_supabase_uid('profile_owner') $$,
  '23514', NULL,
  'a display name longer than 100 characters is refused'
);
select throws_ok(
  $$ update public.profiles set bio = repeat('b', 1001) where id = tests.get_supabase_uid('profile_owner') $$,
  '23514', NULL,
  'a bio longer than 1000 characters is refused'
);
select throws_ok(
  $$ update public.profiles set avatar_url = 'ftp://cdn.example.com/olivia.png'
     where id = tests.get_supabase_uid('profile_owner') $$,
  '23514', NULL,
  'an avatar URL that is not http(s) is refused'
);
select throws_ok(
  $$ update public.profiles set avatar_url = 'javascript:alert(1)' where id = tests.get_supabase_uid('profile_owner') $$,
  '23514', NULL,
  'a script pseudo-URL as avatar is refused'
);
select throws_ok(
  $$ update public.profiles set social_links = '{"facebook": "https://facebook.com/olivia"}'
     where id = tests.get_supabase_uid('profile_owner') $$,
  '23514', NULL,
  'social links with an unknown key are refused'
);
select throws_ok(
  $$ update public.profiles set social_links = '{"twitter": "not a url"}'
     where id = tests.get_supabase_uid('profile_owner') $$,
  '23514', NULL,
  'social links whose value is not an http(s) URL are refused'
);

select tests.reset_role();
select results_eq(
  $$ select is_admin, is_verified, subscription_tier, email from public.profiles
     where id = tests.get_supabase_uid('profile_owner') $$,
  $$ values (false, true, 'free', 'profile_owner@test.local') $$,
  'the refused updates left the owner''s private and managed fields unchanged'
);
select is(
  (select display_name from public.profiles where id = tests.get_supabase_uid('profile_owner')),
  repeat('d', 100),
  'the refused over-long display name did not replace the last accepted one'
);

select * from finish();
rollback;
