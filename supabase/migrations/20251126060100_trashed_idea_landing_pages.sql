/*
 * The landing pages of an idea in the trash are missing to their owner too, for reads and for writes.
 *
 * Why: the owner's policies on landing_pages name only the owner, so while the API's lists of pages join the idea
 * (and so lose a trashed one), a page could still be read, edited, published or deleted by its id, and its waitlist
 * read. A page deleted that way would be lost with the idea's restore. A restrictive policy keeps every read to the
 * pages of ideas the caller can see; updates and deletes read the row first, so they are held to it too, and the
 * waitlists' policy reads the pages under it.
 *
 * Affects: public.landing_pages (one restrictive SELECT policy). Nothing destructive.
 */

-- SELECT(landing_pages) authenticated, restrictive: only the pages of ideas the caller can see (an idea in the
-- trash is seen by nobody), read under the ideas' own policies.
create policy "landing pages of hidden ideas are missing" on public.landing_pages
  as restrictive
  for select to authenticated
  using (exists (select 1 from public.ideas as i where i.id = landing_pages.idea_id));
