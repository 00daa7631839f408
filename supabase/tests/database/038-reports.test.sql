-- Reports: members report what they can see, once, within their limit; administrators dismiss reports, hide and
-- unhide comments and send approved ideas back to review, each decision with its audit entry and the reporters told.
begin;
select plan(62);

-- Fixtures (as postgres)
select tests.create_supabase_user('rep_author', null, '{"display_name": "Rita Author"}');
select tests.create_supabase_user('rep_one', null, '{"display_name": "Oscar One"}');
select tests.create_supabase_user('rep_two', null, '{"display_name": "Tina Two"}');
select tests.create_supabase_user('rep_suspended', null, '{"display_name": "Sam Suspended"}');
select tests.create_supabase_user('rep_admin', null, '{"display_name": "Ada Admin"}');
select tests.make_admin('rep_admin');
update public.profiles set suspended_until = now() + interval '1 day', suspension_reason = 'Spamming'
where id = tests.get_supabase_uid('rep_suspended');

-- a: approved, p: pending, both by rep_author; c: rep_author's comment on a, d: rep_one's comment on a
select tests.create_idea('rep_author', id => 'a3800000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'A reported idea');
select tests.create_idea('rep_author', id => 'a3800000-0000-4000-8000-00000000000b', status => 'pending',
  title => 'A pending idea');
insert into public.comments (id, idea_id, author_id, body) values
  ('c3800000-0000-4000-8000-00000000000c', 'a3800000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('rep_author'), 'Buy cheap pills at example.com'),
  ('c3800000-0000-4000-8000-00000000000d', 'a3800000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('rep_one'), 'A fair question about the market');

-- Visitors
select tests.clear_authentication();
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'spam') $$,
  '42501', 'permission denied for table reports', 'visitors cannot report'
);
select throws_ok(
  $$ select count(*) from public.reports $$, '42501', 'permission denied for table reports',
  'visitors cannot read reports'
);
select is((select count(*)::int from private.hidden_comments), 0, 'visitors read no hidden comment');

-- Reporting
select tests.authenticate_as('rep_one');
select lives_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'spam') $$,
  'a member reports an approved idea'
);
select is(
  (select row(target_type, target_id, status, reporter_id)::text from public.reports),
  row('idea', 'a3800000-0000-4000-8000-00000000000a'::uuid, 'open', tests.get_supabase_uid('rep_one'))::text,
  'the report names the idea, is open and is the member''s own'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'abuse') $$,
  '23505', 'You have already reported this idea.', 'the same member cannot report the same idea twice'
);
select lives_ok(
  $$ insert into public.reports (comment_id, reason, note)
     values ('c3800000-0000-4000-8000-00000000000c', 'other', 'Selling pills') $$,
  'a member reports another member''s comment, with a note for ''other'''
);
select is(
  (select row(target_type, idea_id)::text from public.reports where comment_id = 'c3800000-0000-4000-8000-00000000000c'),
  row('comment', 'a3800000-0000-4000-8000-00000000000a'::uuid)::text,
  'a comment''s report names the comment and its idea'
);
select throws_ok(
  $$ insert into public.reports (comment_id, reason) values ('c3800000-0000-4000-8000-00000000000d', 'spam') $$,
  '42501', 'You cannot report your own comment.', 'a member cannot report their own comment'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000b', 'spam') $$,
  'P0002', 'Idea not found', 'another member''s pending idea is refused as a missing one'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('00000000-0000-4000-8000-00000000dead', 'spam') $$,
  'P0002', 'Idea not found', 'a missing idea is not found'
);
select throws_ok(
  $$ insert into public.reports (comment_id, reason) values ('00000000-0000-4000-8000-00000000dead', 'spam') $$,
  'P0002', 'Comment not found', 'a missing comment is not found'
);

select tests.authenticate_as('rep_author');
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'spam') $$,
  '42501', 'You cannot report your own idea.', 'an author cannot report their own idea'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000b', 'spam') $$,
  '42501', 'You cannot report your own idea.', 'nor their own pending idea'
);

select tests.authenticate_as('rep_two');
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'other') $$,
  '23514', null, '''other'' needs a note'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason, note)
     values ('a3800000-0000-4000-8000-00000000000a', 'spam', repeat('x', 501)) $$,
  '23514', null, 'a note is at most 500 characters'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'rude') $$,
  '23514', null, 'only the listed reasons are accepted'
);
select is((select count(*)::int from public.reports), 0, 'a member reads none of another member''s reports');
select lives_ok(
  $$ insert into public.reports (idea_id, reason, note) values ('a3800000-0000-4000-8000-00000000000a', 'abuse', 'Rude') $$,
  'a second member reports the same idea'
);
select lives_ok(
  $$ insert into public.reports (comment_id, reason) values ('c3800000-0000-4000-8000-00000000000c', 'spam') $$,
  'a second member reports the same comment'
);
select is((select count(*)::int from public.reports), 2, 'a member reads their own reports');
select throws_ok(
  $$ update public.reports set status = 'dismissed' $$, '42501', 'permission denied for table reports',
  'a member cannot close a report'
);
select throws_ok(
  $$ delete from public.reports $$, '42501', 'permission denied for table reports',
  'a member cannot withdraw a report'
);

select tests.authenticate_as('rep_suspended');
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'spam') $$,
  'PT403', null, 'a suspended member cannot report'
);

-- The limit: lowered for this test (as postgres) to two a day
select tests.reset_role();
update private.write_limits set max_count = 2 where action = 'report';
select tests.authenticate_as('rep_two');
select throws_ok(
  $$ insert into public.reports (comment_id, reason) values ('c3800000-0000-4000-8000-00000000000d', 'spam') $$,
  'PT429', null, 'a member past the report limit is refused'
);
select throws_ok(
  $$ insert into public.reports (comment_id, reason) values ('c3800000-0000-4000-8000-00000000000c', 'spam') $$,
  '23505', 'You have already reported this comment.', 'a repeat is told it is a repeat, not a limit'
);
select tests.reset_role();
update private.write_limits set max_count = 20 where action = 'report';

-- Administrators' decisions: members are refused
select tests.authenticate_as('rep_one');
select throws_ok(
  $$ select private.dismiss_reports('a3800000-0000-4000-8000-00000000000a') $$,
  '42501', 'Only administrators can dismiss reports', 'members cannot dismiss reports'
);
select throws_ok(
  $$ select private.hide_comment('c3800000-0000-4000-8000-00000000000c', 'Spam') $$,
  '42501', 'Only administrators can hide comments', 'members cannot hide comments'
);
select throws_ok(
  $$ select private.unhide_comment('c3800000-0000-4000-8000-00000000000c') $$,
  '42501', 'Only administrators can unhide comments', 'members cannot unhide comments'
);
select throws_ok(
  $$ select private.send_idea_back('a3800000-0000-4000-8000-00000000000a', 'Spam') $$,
  '42501', 'Only administrators can send ideas back to review', 'members cannot send an idea back'
);

-- Hiding a comment
select tests.authenticate_as('rep_admin');
select lives_ok(
  $$ select private.hide_comment('c3800000-0000-4000-8000-00000000000c', '  Advertising  ') $$,
  'an administrator hides a comment'
);
select tests.reset_role();
select is(
  (select row(c.body, c.hidden_at is not null, c.edited_at, h.body, h.reason)::text
   from public.comments as c join private.hidden_comments as h on h.comment_id = c.id
   where c.id = 'c3800000-0000-4000-8000-00000000000c'),
  row(null::text, true, null::timestamptz, 'Buy cheap pills at example.com', 'Advertising')::text,
  'the text leaves the comment for the hidden comments, with the reason; hiding is not an edit'
);
select is(
  (select array_agg(status order by status) from public.reports where comment_id = 'c3800000-0000-4000-8000-00000000000c'),
  array['actioned', 'actioned'],
  'the comment''s open reports are closed as actioned'
);
select is(
  (select array_agg(p.display_name order by p.display_name) from public.notifications as n
   join public.profiles as p on p.id = n.recipient_id where n.kind = 'report_actioned'),
  array['Oscar One', 'Tina Two'],
  'each reporter is told their report was acted on'
);
select is(
  (select row(n.idea_id, n.data ->> 'reason')::text from public.notifications as n
   where n.kind = 'comment_hidden' and n.recipient_id = tests.get_supabase_uid('rep_author')),
  row('a3800000-0000-4000-8000-00000000000a'::uuid, 'Advertising')::text,
  'the comment''s author is told why it was hidden'
);
select is(
  (select row(actor_id, target_type, after ->> 'reason')::text from private.audit_log
   where action = 'comment.hide' and target_id = 'c3800000-0000-4000-8000-00000000000c'),
  row(tests.get_supabase_uid('rep_admin'), 'comment', 'Advertising')::text,
  'hiding is recorded in the audit log with its actor and reason'
);

select tests.authenticate_as('rep_two');
select is(
  (select body from public.comments where id = 'c3800000-0000-4000-8000-00000000000c'), null,
  'another member reads no text of the hidden comment'
);
select is((select count(*)::int from private.hidden_comments), 0, 'nor the hidden text');
select tests.clear_authentication();
select is(
  (select row(body, hidden_at is not null)::text from public.comments where id = 'c3800000-0000-4000-8000-00000000000c'),
  row(null::text, true)::text,
  'a visitor reads that it is hidden, without its text'
);
select tests.authenticate_as('rep_author');
select is(
  (select row(body, reason)::text from private.hidden_comments where comment_id = 'c3800000-0000-4000-8000-00000000000c'),
  row('Buy cheap pills at example.com', 'Advertising')::text,
  'its author reads their text and why it was hidden'
);
select throws_ok(
  $$ update public.comments set body = 'Something else' where id = 'c3800000-0000-4000-8000-00000000000c' $$,
  '55000', 'A comment hidden by a moderator cannot be edited.', 'its author cannot edit a hidden comment'
);
select tests.authenticate_as('rep_admin');
select throws_ok(
  $$ select private.hide_comment('c3800000-0000-4000-8000-00000000000c', 'Again') $$,
  '55000', 'This comment is already hidden.', 'a hidden comment cannot be hidden again'
);
select throws_ok(
  $$ insert into public.reports (comment_id, reason) values ('c3800000-0000-4000-8000-00000000000c', 'spam') $$,
  '55000', 'This comment was already removed by a moderator.', 'a hidden comment cannot be reported'
);
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000b', 'spam') $$,
  '55000', 'Only published ideas can be reported.', 'an administrator, who sees a pending idea, cannot report it'
);
select throws_ok(
  $$ select private.dismiss_reports('c3800000-0000-4000-8000-00000000000c') $$,
  'P0002', 'No open reports on this content.', 'nothing is left to dismiss once reports are closed'
);

-- Unhiding
select lives_ok(
  $$ select private.unhide_comment('c3800000-0000-4000-8000-00000000000c') $$,
  'an administrator shows the comment again'
);
select is(
  (select row(body, hidden_at, edited_at)::text from public.comments where id = 'c3800000-0000-4000-8000-00000000000c'),
  row('Buy cheap pills at example.com', null::timestamptz, null::timestamptz)::text,
  'the comment is back as it was, not marked edited'
);
select tests.reset_role();
select is(
  (select count(*)::int from private.hidden_comments), 0, 'the hidden copy of the text is gone'
);
select is(
  (select count(*)::int from private.audit_log where action = 'comment.unhide'), 1,
  'unhiding is recorded in the audit log'
);
select tests.authenticate_as('rep_admin');
select throws_ok(
  $$ select private.unhide_comment('c3800000-0000-4000-8000-00000000000c') $$,
  '55000', 'This comment is not hidden.', 'a visible comment cannot be unhidden'
);

-- Dismissing
select lives_ok(
  $$ select private.dismiss_reports('a3800000-0000-4000-8000-00000000000a') $$,
  'an administrator dismisses an idea''s reports'
);
select tests.reset_role();
select is(
  (select array_agg(status) from public.reports where comment_id is null),
  array['dismissed', 'dismissed'], 'the idea''s reports are closed as dismissed'
);
select is(
  (select count(*)::int from public.notifications
   where kind = 'report_dismissed' and idea_id = 'a3800000-0000-4000-8000-00000000000a'),
  2, 'each reporter is told their report was dismissed, with a link to the idea'
);
select is(
  (select row(target_type, after ->> 'dismissed')::text from private.audit_log where action = 'report.dismiss'),
  row('idea', '2')::text, 'dismissing is recorded in the audit log'
);

-- Deleting a hidden comment that has replies keeps no copy of its text
select tests.authenticate_as('rep_admin');
select private.hide_comment('c3800000-0000-4000-8000-00000000000d', 'Off topic');
select tests.reset_role();
insert into public.comments (idea_id, author_id, parent_id, body)
select 'a3800000-0000-4000-8000-00000000000a', tests.get_supabase_uid('rep_two'),
       'c3800000-0000-4000-8000-00000000000d', 'A reply';
select tests.authenticate_as('rep_one');
delete from public.comments where id = 'c3800000-0000-4000-8000-00000000000d';
select tests.reset_role();
select is(
  (select row(c.deleted_at is not null, h.comment_id)::text
   from public.comments as c left join private.hidden_comments as h on h.comment_id = c.id
   where c.id = 'c3800000-0000-4000-8000-00000000000d'),
  row(true, null::uuid)::text,
  'a hidden comment its author deletes is emptied and its hidden text forgotten'
);

-- Sending an idea back to review
select tests.authenticate_as('rep_two');
select throws_ok(
  $$ insert into public.reports (idea_id, reason) values ('a3800000-0000-4000-8000-00000000000a', 'spam') $$,
  '23505', 'You have already reported this idea.', 'a member reports a target once, even after a decision'
);
select tests.reset_role();
insert into public.reports (reporter_id, idea_id, reason)
values (tests.get_supabase_uid('rep_suspended'), 'a3800000-0000-4000-8000-00000000000a', 'spam');
select tests.authenticate_as('rep_admin');
select throws_ok(
  $$ select private.send_idea_back('a3800000-0000-4000-8000-00000000000b', 'x') $$,
  '55000', 'Only approved ideas can be sent back to review; this idea is pending',
  'a pending idea cannot be sent back'
);
select throws_ok(
  $$ select private.send_idea_back('00000000-0000-4000-8000-00000000dead', 'x') $$,
  'P0002', 'Idea not found', 'a missing idea cannot be sent back'
);
select is(
  (select status from private.send_idea_back('a3800000-0000-4000-8000-00000000000a', 'Needs a closer look')),
  'pending', 'an administrator sends an approved idea back to review'
);
select tests.clear_authentication();
select is(
  (select count(*)::int from public.ideas where id = 'a3800000-0000-4000-8000-00000000000a'), 0,
  'the idea is out of public view'
);
select tests.reset_role();
select is(
  (select row(n.data ->> 'title', n.data ->> 'reason')::text from public.notifications as n
   where n.kind = 'idea_sent_back' and n.recipient_id = tests.get_supabase_uid('rep_author')),
  row('A reported idea', 'Needs a closer look')::text,
  'its author is told why'
);
select is(
  (select row(r.status, n.idea_id)::text from public.reports as r
   join public.notifications as n on n.recipient_id = r.reporter_id and n.kind = 'report_actioned'
   where r.reporter_id = tests.get_supabase_uid('rep_suspended')),
  row('actioned', null::uuid)::text,
  'its open report is actioned and the reporter told, without a link to the hidden idea'
);

select * from finish();
rollback;
