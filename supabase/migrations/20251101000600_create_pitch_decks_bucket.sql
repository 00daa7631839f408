/*
 * Pitch decks: the private `pitch-decks` bucket and who may touch its objects.
 *
 * Affects: storage.buckets (one row), policies on storage.objects.
 * Rules enforced here (Storage runs every request as the caller, so these policies decide):
 *   - members upload and replace files only under their own folder `<uid>/...`;
 *   - owners and administrators read and delete them;
 *   - anyone, visitors included, reads the deck of an approved idea.
 * The 10 MB limit and the PDF/PPT/PPTX types are the bucket's own settings (also in supabase/config.toml).
 * Nothing destructive.
 */

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'pitch-decks',
  'pitch-decks',
  false,
  10485760,
  array[
    'application/pdf',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation'
  ]
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- SELECT(storage.objects) anon: visitors read the deck of a published idea.
create policy "visitors can read pitch decks of approved ideas"
  on storage.objects for select to anon
  using (
    bucket_id = 'pitch-decks'
    and exists (
      select 1 from public.ideas as i
      where i.pitch_deck_path = storage.objects.name and i.status = 'approved'
    )
  );

-- SELECT(storage.objects) authenticated: one's own folder, everything for administrators, approved ideas' decks.
create policy "owners, administrators and readers of approved ideas can read pitch decks"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'pitch-decks'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select private.is_admin())
      or exists (
        select 1 from public.ideas as i
        where i.pitch_deck_path = storage.objects.name and i.status = 'approved'
      )
    )
  );

-- INSERT(storage.objects) authenticated: uploads go into the uploader's own folder.
create policy "members can upload pitch decks into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'pitch-decks'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- UPDATE(storage.objects) authenticated: replacing (upsert) stays inside one's own folder.
create policy "members can replace pitch decks in their own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'pitch-decks'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'pitch-decks'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- DELETE(storage.objects) authenticated: owners remove their own decks, administrators any.
create policy "owners and administrators can delete pitch decks"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'pitch-decks'
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select private.is_admin())
    )
  );
