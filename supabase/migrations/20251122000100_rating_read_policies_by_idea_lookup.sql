/*
 * Ratings' read policies by a lookup of the one idea instead of the list of every visible idea.
 *
 * The policies of 20251101000300 said `idea_id in (select id from ideas ...)`: Postgres ran that as a hashed
 * subplan, reading all 100 000 ideas for each statement, including every INSERT ... RETURNING of a rating (the
 * returned row must pass the SELECT policy): 120 ms per rating on the large data set instead of 2 ms. `exists`
 * with the rating's idea_id is an index lookup. Who may read which rating is unchanged.
 *
 * Affects: policies "visitors can read ratings of approved ideas" and "members can read ratings of ideas they can
 * see" on public.ratings (replaced). Nothing destructive.
 */

drop policy "visitors can read ratings of approved ideas" on public.ratings;
drop policy "members can read ratings of ideas they can see" on public.ratings;

-- SELECT(ratings) anon: visitors see the ratings of published ideas.
create policy "visitors can read ratings of approved ideas"
  on public.ratings for select to anon
  using (exists (select 1 from public.ideas as i where i.id = ratings.idea_id and i.status = 'approved'));

-- SELECT(ratings) authenticated: ratings of every idea the member can see (ideas' own policy decides).
create policy "members can read ratings of ideas they can see"
  on public.ratings for select to authenticated
  using (exists (select 1 from public.ideas as i where i.id = ratings.idea_id));
