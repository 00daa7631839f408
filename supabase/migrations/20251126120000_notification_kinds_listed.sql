/*
 * The notification kinds written out in one list again. Two earlier migrations of this day each added their kinds
 * to whatever the check allowed when they ran (read back from the catalogue), which left a check nobody can read in
 * a migration and that the stack's list test (constants.ts against the database) could not parse. This states the
 * whole list, as every earlier change of the check did.
 *
 * Rule enforced here: a notification's kind is one of the kinds the app knows how to word and link
 * (constants.ts NOTIFICATION_KINDS, compared with this check by tests/stack/database-lists.test.ts).
 *
 * Affects: public.notifications (its check constraint only). Nothing destructive: every existing row's kind is in
 * the list.
 */

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'idea_approved', 'idea_rejected', 'new_ratings', 'promoted', 'demoted', 'idea_submitted',
    'comment', 'reply', 'edit_approved', 'edit_rejected', 'idea_edited', 'idea_resubmitted',
    'report_dismissed', 'report_actioned', 'idea_sent_back', 'comment_hidden', 'suspended'
  )
);
