/*
 * The roadmap's statuses after the work that ships with this migration: accounts, notifications and e-mail, and
 * the premium plan's landing pages.
 *
 * Why: the public roadmap should say what members can use today. 'Authentication hardening' is done (password
 * reset by mail, a guided sign-up with resend, 'Remember me', account deletion). 'Email notifications & digests' is
 * in progress: in-app notifications and e-mail of review outcomes, comments and replies work, digests do not exist
 * yet. 'Premium tiers & billing' is in progress: the premium plan and its landing pages work, administrators grant
 * it, billing does not exist yet. 'AI landing page v2' stays planned: what ships is the first version.
 *
 * Affects: rows of public.roadmap_items, matched by label and by their status as loaded, so an administrator's
 * earlier change to an item is left alone. Nothing destructive: statuses only, no row added or removed.
 */

update public.roadmap_items set status = 'done'
where label = 'Authentication hardening' and status = 'in_progress';

update public.roadmap_items set status = 'in_progress'
where label in ('Email notifications & digests', 'Premium tiers & billing') and status = 'planned';
