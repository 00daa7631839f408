/*
 * The roadmap's statuses brought up to date with what is built.
 *
 * Why: the roadmap is public and had not changed since it was loaded, so it showed the public roadmap itself as in
 * progress although it is live (and administrators now edit it from the dashboard), and advanced search as planned
 * although text search, the category filter and the sorts are live and more is being built. Items whose state did
 * not change keep it; administrators keep the roadmap true from now on ('Email notifications & digests' is marked
 * when it ships).
 *
 * Affects: rows of public.roadmap_items ('Public product roadmap' -> done, 'Advanced search & filters' ->
 * in_progress), matched by label so an administrator's earlier change to another item is untouched. Nothing
 * destructive: statuses only, no row added or removed.
 */

update public.roadmap_items set status = 'done'
where label = 'Public product roadmap' and status <> 'done';

update public.roadmap_items set status = 'in_progress'
where label = 'Advanced search & filters' and status = 'planned';
