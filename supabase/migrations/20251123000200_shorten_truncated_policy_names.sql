/*
 * Two policy names that Postgres cut short: names (identifiers) hold at most 63 bytes, and a longer name in
 * CREATE POLICY is truncated with only a notice, so the stored names ended mid-word ("... administrators a",
 * "... can read p"). They get short names that still say the rule.
 *
 * Affects: the SELECT policy of authenticated on public.ideas and the SELECT policy of authenticated on
 * storage.objects (renamed only; who may read what is unchanged). Nothing destructive.
 *
 * Each old name is written in full as 20251101000200 and 20251101000600 wrote it: Postgres truncates it here the
 * same way, so it finds the stored policy.
 */

-- SELECT(ideas) authenticated: published ideas, one's own in any status, everything for administrators.
alter policy "members can read approved and their own ideas, administrators all"
  on public.ideas rename to "members can read approved and own ideas, admins all";

-- SELECT(storage.objects) authenticated: one's own folder, everything for administrators, approved ideas' decks.
alter policy "owners, administrators and readers of approved ideas can read pitch decks"
  on storage.objects rename to "members can read own and approved decks, admins all";
