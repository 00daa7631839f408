/*
 * Published landing pages answer conditionally (ETag and 304) like every other public read, so a write to a page
 * must move the read version on in the same transaction, as writes to ideas, ratings, profiles and the roadmap do.
 *
 * Waitlist sign-ups are left out on purpose: the public page never shows them, and the owner's waitlist answer is
 * private and not conditional; a join must not make every visitor's copy of every page stale.
 *
 * Affects: a statement trigger on public.landing_pages (new). Nothing destructive.
 */

create trigger bump_read_version
after insert or update or delete or truncate on public.landing_pages
for each statement execute function private.bump_read_version();
