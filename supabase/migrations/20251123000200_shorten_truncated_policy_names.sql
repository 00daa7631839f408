/*
 * Two policy names that Postgres cut short: names (identifiers) hold at most 63 bytes, and a longer name in
 * CREATE POLICY is truncated with only a notice, so the stored names ended mid-word ("... administrators a",
 * "... can read p"). They get short names that still say the rule.
 *
 * Affects: the SELECT policy of authenticated on public.ideas (renamed) and the SELECT policy of authenticated
 * on storage.objects (dropped and created again under the new name, with the same expression). Who may read what
 * is unchanged. Not destructive: the storage policy is replaced inside this migration's transaction, so no
 * request ever sees the bucket without it.
 *
 * Each old name is written in full, as 20251101000200 and 20251101000600 wrote it: Postgres truncates it here
 * the same way, so it finds the stored policy.
 *
 * Why storage.objects is not simply renamed: the table belongs to the Storage service's role, and on hosted
 * Supabase `postgres` may change its policies only through what the supautils extension lets through, which is
 * CREATE, ALTER (without RENAME), DROP and COMMENT ON POLICY; ALTER POLICY ... RENAME TO is a different statement
 * and would fail there with "must be owner of table objects".
 */

-- SELECT(ideas) authenticated: published ideas, one's own in any status, everything for administrators.
alter policy "members can read approved and their own ideas, administrators all"
  on public.ideas rename to "members can read approved and own ideas, admins all";

drop policy "owners, administrators and readers of approved ideas can read pitch decks" on storage.objects;

-- SELECT(storage.objects) authenticated: one's own folder, everything for administrators, approved ideas' decks.
create policy "members can read own and approved decks, admins all"
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
