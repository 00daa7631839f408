/*
 * Avatars: the public `avatars` bucket and who may write its objects.
 *
 * Why: members upload a picture on /profile/edit instead of only typing an avatar URL; the profile's avatar_url
 * becomes the object's public URL (a typed URL still works).
 * Affects: storage.buckets (one row), policies on storage.objects. Nothing destructive.
 * Rules enforced here (Storage runs every request as the caller, so these policies decide):
 *   - members upload, replace and delete files only under their own folder `<uid>/...`; visitors write nothing;
 *   - anyone, visitors included, reads an avatar through its public URL (/object/public/avatars/...): the bucket
 *     is public, and Storage serves that route without asking the policies;
 *   - listing and the authenticated read are for one's own folder only. Storage needs them to replace (upsert)
 *     and delete one's file; a read policy for everyone would let anyone list every member's files, which
 *     Supabase's advisor warns of for public buckets, and no screen needs it.
 * PNG, JPEG or WebP up to 2 MB are the bucket's own settings (also in supabase/config.toml): Storage refuses
 * anything else whatever the browser checked.
 */

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- SELECT(storage.objects) authenticated: one's own avatar files (upsert and delete need it); others' through
-- the public URL.
create policy "members can read avatars in their own folder"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- INSERT(storage.objects) authenticated: uploads go into the uploader's own folder.
create policy "members can upload avatars into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- UPDATE(storage.objects) authenticated: replacing (upsert) stays inside one's own folder.
create policy "members can replace avatars in their own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- DELETE(storage.objects) authenticated: members remove their own avatar files.
create policy "members can delete avatars in their own folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- No policy for anon: visitors read avatars through the public URL only, and write nothing.
