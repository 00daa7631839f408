-- The events of the discussion and of re-review: who is notified and mailed, in the transaction of the change,
-- and that nobody is told of their own action.
begin;
select plan(14);

-- Fixtures (as postgres): an author who opted in to comment and reply mails, a commenter who did not, an admin.
select tests.create_supabase_user('event_author');
select tests.create_supabase_user('event_commenter');
select tests.create_supabase_user('event_admin');
select tests.make_admin('event_admin');
insert into public.mail_preferences (member_id, comments_on_my_ideas, replies_to_me)
values (tests.get_supabase_uid('event_author'), true, true);
select tests.create_idea('event_author', status => 'approved', title => 'Solar kiosks for markets',
                         id => 'e2800000-0000-4000-8000-00000000000a');

-- A comment on the idea
select tests.authenticate_as('event_commenter');
insert into public.comments (idea_id, body) values ('e2800000-0000-4000-8000-00000000000a', 'Who maintains them?');
select tests.reset_role();

select results_eq(
  $$ select kind, data ->> 'title', data ->> 'excerpt' from public.notifications
     where recipient_id = tests.get_supabase_uid('event_author') and kind = 'comment' $$,
  $$ values ('comment', 'Solar kiosks for markets', 'Who maintains them?') $$,
  'the author of an idea is notified of a comment on it'
);
select is(
  (select count(*)::int from public.mail_outbox
   where recipient_id = tests.get_supabase_uid('event_author') and kind = 'comment'),
  1, 'and mailed, having opted in'
);
select is(
  (select count(*)::int from public.notifications where recipient_id = tests.get_supabase_uid('event_commenter')),
  0, 'the commenter is not told of their own comment'
);

-- The author replies to it: the commenter hears of the reply; the author, who wrote it, of nothing.
select tests.authenticate_as('event_author');
insert into public.comments (idea_id, parent_id, body)
select 'e2800000-0000-4000-8000-00000000000a', id, 'The market association does.'
from public.comments where body = 'Who maintains them?';
select tests.reset_role();

select results_eq(
  $$ select kind, data ->> 'by' from public.notifications
     where recipient_id = tests.get_supabase_uid('event_commenter') $$,
  $$ values ('reply', (select display_name from public.profiles
                       where id = tests.get_supabase_uid('event_author'))) $$,
  'the author of a comment is notified of a reply to it, with who replied'
);
select is(
  (select count(*)::int from public.mail_outbox where recipient_id = tests.get_supabase_uid('event_commenter')),
  0, 'but not mailed: replies are off by default'
);
select is(
  (select count(*)::int from public.notifications
   where recipient_id = tests.get_supabase_uid('event_author') and kind in ('comment', 'reply')),
  1, 'the idea''s author is not told of their own reply'
);

-- A third member replies to the commenter: both the commenter (reply) and the idea's author (comment) hear of it.
select tests.create_supabase_user('event_third');
select tests.authenticate_as('event_third');
insert into public.comments (idea_id, parent_id, body)
select 'e2800000-0000-4000-8000-00000000000a', id, 'And who pays for the panels?'
from public.comments where body = 'Who maintains them?';
select tests.reset_role();
select results_eq(
  $$ select kind from public.notifications
     where recipient_id in (tests.get_supabase_uid('event_commenter'), tests.get_supabase_uid('event_author'))
       and data ->> 'excerpt' = 'And who pays for the panels?'
     order by kind $$,
  $$ values ('comment'), ('reply') $$,
  'a reply by someone else reaches the comment''s author as a reply and the idea''s author as a comment'
);

-- The author changes the approved idea's title: every administrator hears of the edit waiting for review.
select tests.authenticate_as('event_author');
update public.ideas set title = 'Solar kiosks for night markets' where id = 'e2800000-0000-4000-8000-00000000000a';
select tests.reset_role();
select results_eq(
  $$ select kind, data ->> 'title' from public.notifications
     where recipient_id = tests.get_supabase_uid('event_admin') and idea_id = 'e2800000-0000-4000-8000-00000000000a' $$,
  $$ values ('idea_edited', 'Solar kiosks for markets') $$,
  'administrators are told of an approved idea''s edit waiting for review'
);

-- The administrator rejects the edit, then approves the next one.
select tests.authenticate_as('event_admin');
select private.review_idea_edit('e2800000-0000-4000-8000-00000000000a', 'rejected', 'Keep the wider market');
select tests.reset_role();
select results_eq(
  $$ select kind, data ->> 'reason' from public.notifications
     where recipient_id = tests.get_supabase_uid('event_author') and kind like 'edit_%' $$,
  $$ values ('edit_rejected', 'Keep the wider market') $$,
  'the author is told the edit was rejected, with the reason'
);
select tests.authenticate_as('event_author');
update public.ideas set title = 'Solar kiosks for all markets' where id = 'e2800000-0000-4000-8000-00000000000a';
select tests.authenticate_as('event_admin');
select private.review_idea_edit('e2800000-0000-4000-8000-00000000000a', 'approved');
select tests.reset_role();
select results_eq(
  $$ select kind, data ->> 'title' from public.notifications
     where recipient_id = tests.get_supabase_uid('event_author') and kind = 'edit_approved' $$,
  $$ values ('edit_approved', 'Solar kiosks for all markets') $$,
  'the author is told the edit was approved'
);
select results_eq(
  $$ select data ->> 'decision' from public.mail_outbox
     where recipient_id = tests.get_supabase_uid('event_author') and kind = 'review_outcome' order by id $$,
  $$ values ('edit_rejected'), ('edit_approved') $$,
  'and mailed each outcome under the review-outcomes preference'
);

-- A rejected idea sent back to review by its author's edit reaches the administrators again.
select tests.create_idea('event_author', status => 'rejected', title => 'Drone gardens',
                         id => 'e2800000-0000-4000-8000-00000000000b');
select tests.authenticate_as('event_author');
update public.ideas set description = description || ' Now with a clearer plan.'
where id = 'e2800000-0000-4000-8000-00000000000b';
select tests.reset_role();
select is(
  (select kind from public.notifications
   where recipient_id = tests.get_supabase_uid('event_admin') and idea_id = 'e2800000-0000-4000-8000-00000000000b'),
  'idea_resubmitted', 'administrators are told of a rejected idea sent back to review'
);

-- Comments and pending edits move the read version, so conditional answers change with them.
create temporary table version_before on commit drop as select private.read_version() as v;
grant select on version_before to authenticated;
select tests.authenticate_as('event_commenter');
update public.comments set body = 'Who maintains them, and how often?' where body = 'Who maintains them?';
select tests.reset_role();
select ok(
  private.read_version() > (select v from version_before),
  'editing a comment moves the read version'
);
-- A pending edit to remove (the decisions above left none, and removing nothing changes no answer).
select tests.authenticate_as('event_author');
update public.ideas set title = 'Solar kiosks for every market' where id = 'e2800000-0000-4000-8000-00000000000a';
select tests.reset_role();
create temporary table version_mid on commit drop as select private.read_version() as v;
delete from public.idea_edits;
select ok(
  private.read_version() > (select v from version_mid),
  'a pending edit''s removal moves the read version'
);

select * from finish();
rollback;
