/*
 * A deck an idea or a pending edit names stays as it is: members replace, rename or delete only files nothing names.
 *
 * Why: the pitch-decks bucket let a member replace (an upsert, an update) or delete any file of their own folder,
 * through Storage directly. So the author of an approved idea could overwrite its reviewed deck with any PDF, public
 * at once, or delete it and upload another under its name: review every field (previous migration) would hold back
 * a new deck's name but not new bytes behind the old one. The API needs neither: every upload gets a new name, and
 * it removes a file only after the transaction that stopped naming it. Administrators keep their delete (approving
 * an edit removes the old deck). A trashed idea's deck counts as named, so a restore brings back what was reviewed.
 *
 * Affects: function private.deck_in_use (new, security definer so that it sees every idea and pending edit whatever
 * the policies, a trashed idea included; for authenticated, the role the policies run as); index
 * idea_edits_pitch_deck_path_idx (new); policies on storage.objects for the pitch-decks bucket: insert, update and
 * delete of authenticated altered (same names). Reads are unchanged. Nothing destructive.
 */

create function private.deck_in_use(p_path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.ideas as i where i.pitch_deck_path = p_path)
    or exists (select 1 from public.idea_edits as e where e.pitch_deck_path = p_path);
$$;
comment on function private.deck_in_use(text) is
  'Whether an idea (in the trash too) or a pending edit names this pitch-deck path: then no member may change it.';

revoke execute on function private.deck_in_use(text) from public, anon;
grant execute on function private.deck_in_use(text) to authenticated, service_role;

-- The policies ask for every write of a member's deck; ideas.pitch_deck_path has its index already.
create index idea_edits_pitch_deck_path_idx on public.idea_edits (pitch_deck_path) where pitch_deck_path is not null;

-- INSERT(storage.objects) authenticated: a pitch deck into the member's own folder, under a name nothing names (an
-- upsert onto a named deck is refused here).
alter policy "members can upload pitch decks into their own folder"
  on storage.objects
  with check (
    bucket_id = 'pitch-decks'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not private.deck_in_use(name)
  );

-- UPDATE(storage.objects) authenticated: a pitch deck of the member's own folder that nothing names, to a name in that
-- folder that nothing names.
alter policy "members can replace pitch decks in their own folder"
  on storage.objects
  using (
    bucket_id = 'pitch-decks'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not private.deck_in_use(name)
  )
  with check (
    bucket_id = 'pitch-decks'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and not private.deck_in_use(name)
  );

-- DELETE(storage.objects) authenticated: the member's own pitch decks that nothing names; administrators any.
alter policy "owners and administrators can delete pitch decks"
  on storage.objects
  using (
    bucket_id = 'pitch-decks'
    and (
      ((storage.foldername(name))[1] = (select auth.uid())::text and not private.deck_in_use(name))
      or (select private.is_admin())
    )
  );
