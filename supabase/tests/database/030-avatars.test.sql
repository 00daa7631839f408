-- Avatars: a public bucket of PNG, JPEG or WebP files up to 2 MB; members upload, replace and delete only in their
-- own folder; visitors write nothing; the files are read through the public URL, and nobody lists another
-- member's folder.
begin;
select plan(16);

-- Fixtures (as postgres)
select tests.create_supabase_user('avatar_owner');
select tests.create_supabase_user('other_member');

insert into storage.objects (bucket_id, name, owner_id) values
  ('avatars', tests.get_supabase_uid('avatar_owner') || '/avatar.png', tests.get_supabase_uid('avatar_owner')::text),
  ('avatars', tests.get_supabase_uid('other_member') || '/avatar.png', tests.get_supabase_uid('other_member')::text);

-- Storage-api allows deletes per request; so do these tests, so that only the policies decide.
select set_config('storage.allow_delete_query', 'true', true);

select results_eq(
  $$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'avatars' $$,
  $$ values (true, 2097152::bigint, array['image/png', 'image/jpeg', 'image/webp']) $$,
  'the avatars bucket is public and takes PNG, JPEG or WebP files up to 2 MB'
);

-- Acting as the avatar's owner
select tests.authenticate_as('avatar_owner');

select lives_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('avatars', tests.get_supabase_uid('avatar_owner') || '/avatar-2.webp',
             tests.get_supabase_uid('avatar_owner')::text) $$,
  'members can upload an avatar into their own folder'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('avatars', tests.get_supabase_uid('other_member') || '/avatar-2.png',
             tests.get_supabase_uid('avatar_owner')::text) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'members cannot upload an avatar into another member''s folder'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name, owner_id)
     values ('avatars', 'avatar.png', tests.get_supabase_uid('avatar_owner')::text) $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'members cannot upload an avatar outside any folder'
);
select set_eq(
  $$ select name from storage.objects where bucket_id = 'avatars' $$,
  $$ values (tests.get_supabase_uid('avatar_owner') || '/avatar-2.webp'),
            (tests.get_supabase_uid('avatar_owner') || '/avatar.png') $$,
  'members list only their own folder of the avatars bucket'
);
select results_eq(
  $$ update storage.objects set metadata = '{"size": 2048}'
     where bucket_id = 'avatars' and name = tests.get_supabase_uid('avatar_owner') || '/avatar.png'
     returning name $$,
  $$ values (tests.get_supabase_uid('avatar_owner') || '/avatar.png') $$,
  'members can replace their own avatar'
);
select throws_ok(
  $$ update storage.objects set name = tests.get_supabase_uid('other_member') || '/moved.png'
     where bucket_id = 'avatars' and name = tests.get_supabase_uid('avatar_owner') || '/avatar.png' $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'members cannot move their avatar into another member''s folder'
);
select is_empty(
  $$ update storage.objects set metadata = '{"defaced": true}'
     where bucket_id = 'avatars' and name like tests.get_supabase_uid('other_member') || '/%' returning 1 $$,
  'a member''s replacement of another member''s avatar affects no rows'
);
select is_empty(
  $$ delete from storage.objects
     where bucket_id = 'avatars' and name like tests.get_supabase_uid('other_member') || '/%' returning 1 $$,
  'a member''s delete of another member''s avatar affects no rows'
);
select results_eq(
  $$ delete from storage.objects
     where bucket_id = 'avatars' and name = tests.get_supabase_uid('avatar_owner') || '/avatar-2.webp'
     returning name $$,
  $$ values (tests.get_supabase_uid('avatar_owner') || '/avatar-2.webp') $$,
  'members can delete their own avatar'
);

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ insert into storage.objects (bucket_id, name)
     values ('avatars', tests.get_supabase_uid('avatar_owner') || '/visitor.png') $$,
  '42501', 'new row violates row-level security policy for table "objects"',
  'visitors cannot upload avatars, not even into a member''s folder'
);
select is_empty(
  $$ update storage.objects set metadata = '{"defaced": true}' where bucket_id = 'avatars' returning 1 $$,
  'a visitor''s replacement of avatars affects no rows'
);
select is_empty(
  $$ delete from storage.objects where bucket_id = 'avatars' returning 1 $$,
  'a visitor''s delete of avatars affects no rows'
);
select is_empty(
  $$ select 1 from storage.objects where bucket_id = 'avatars' $$,
  'visitors list no avatars: they read them through the public URL'
);

-- Checks as postgres
select tests.reset_role();

select set_eq(
  $$ select name, metadata from storage.objects where bucket_id = 'avatars' $$,
  $$ values (tests.get_supabase_uid('avatar_owner') || '/avatar.png', '{"size": 2048}'::jsonb),
            (tests.get_supabase_uid('other_member') || '/avatar.png', null::jsonb) $$,
  'each folder holds its owner''s avatar, unchanged by the refused writes'
);
select is_empty(
  $$ select 1 from pg_catalog.pg_policies
     where schemaname = 'storage' and tablename = 'objects' and 'anon' = any (roles)
       and policyname like '%avatar%' $$,
  'no avatar policy is granted to visitors'
);

select * from finish();
rollback;
