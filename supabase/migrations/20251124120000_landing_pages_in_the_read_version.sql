/*
 * Published landing pages answer conditionally (ETag and 304) like every other public read, so a write that
 * changes what visitors can see must move the read version on in the same transaction, as writes to ideas,
 * ratings, profiles and the roadmap do.
 *
 * Only writes that touch a published page count: a draft is seen by its owner alone, and its autosave (one write
 * per pause in typing) must not make every visitor's copy of every public answer stale. Row triggers with a WHEN
 * condition, since a statement trigger cannot tell a draft from a published page. Waitlist sign-ups are left out
 * for the same reason: no public answer shows them.
 *
 * Affects: three row triggers on public.landing_pages (new). Nothing destructive.
 */

create trigger bump_read_version_on_publish
after insert on public.landing_pages
for each row when (new.published_at is not null)
execute function private.bump_read_version();

create trigger bump_read_version_on_published_change
after update on public.landing_pages
for each row when (old.published_at is not null or new.published_at is not null)
execute function private.bump_read_version();

create trigger bump_read_version_on_published_delete
after delete on public.landing_pages
for each row when (old.published_at is not null)
execute function private.bump_read_version();
