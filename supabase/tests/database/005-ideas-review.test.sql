-- Ideas review: approve and reject by administrators only, on pending ideas only; the status workflow; resubmission.
begin;
select plan(31);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('other_member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

-- 01-03 and 07 pending, 04 approved, 05-06 rejected; all by idea_owner
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000001', status => 'pending',
  title => 'Pending idea to approve');
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000002', status => 'pending',
  title => 'Pending idea to reject');
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000003', status => 'pending',
  title => 'Pending idea to reject silently');
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000004', status => 'approved',
  title => 'Already approved idea');
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000005', status => 'rejected',
  title => 'Rejected idea to revise', rejection_reason => 'Too vague.');
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000006', status => 'rejected',
  title => 'Rejected idea the admin edits', rejection_reason => 'Off topic.');
select tests.create_idea('idea_owner', id => 'd0000000-0000-4000-8000-000000000007', status => 'pending',
  title => 'Pending idea reviewed directly');
update public.ideas set reviewed_by = tests.get_supabase_uid('admin_user'), reviewed_at = now() - interval '1 day'
where id in ('d0000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000006');

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ select private.approve_idea('d0000000-0000-4000-8000-000000000001') $$,
  '42501', 'permission denied for function approve_idea',
  'visitors cannot call approve_idea'
);
select throws_ok(
  $$ select private.reject_idea('d0000000-0000-4000-8000-000000000001', 'No.') $$,
  '42501', 'permission denied for function reject_idea',
  'visitors cannot call reject_idea'
);

-- Acting as a member (the author of the pending idea)
select tests.authenticate_as('idea_owner');

select throws_ok(
  $$ select private.approve_idea('d0000000-0000-4000-8000-000000000001') $$,
  '42501', 'Only administrators can approve ideas',
  'members cannot approve ideas, not even their own'
);
select throws_ok(
  $$ select private.reject_idea('d0000000-0000-4000-8000-000000000001', 'No.') $$,
  '42501', 'Only administrators can reject ideas',
  'members cannot reject ideas'
);

-- Acting as another member
select tests.authenticate_as('other_member');

select throws_ok(
  $$ select private.approve_idea('d0000000-0000-4000-8000-000000000001') $$,
  '42501', 'Only administrators can approve ideas',
  'members cannot approve another member''s idea'
);
select throws_ok(
  $$ select private.review_idea('d0000000-0000-4000-8000-000000000007', 'rejected', 'No.') $$,
  '42501', 'Only administrators can reject ideas',
  'members cannot review ideas through the shared review function either'
);

select tests.reset_role();
select results_eq(
  $$ select status, reviewed_by from public.ideas where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values ('pending', null::uuid) $$,
  'the refused approvals left the idea pending and unreviewed'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select results_eq(
  $$ select id, status from private.approve_idea('d0000000-0000-4000-8000-000000000001') $$,
  $$ values ('d0000000-0000-4000-8000-000000000001'::uuid, 'approved') $$,
  'administrators can approve a pending idea and get the approved row back'
);
select results_eq(
  $$ select status, reviewed_by, reviewed_at is not null, rejection_reason from public.ideas
     where id = 'd0000000-0000-4000-8000-000000000001' $$,
  $$ values ('approved', tests.get_supabase_uid('admin_user'), true, null::text) $$,
  'an approval records the reviewer and the review time'
);
select lives_ok(
  $$ select private.reject_idea('d0000000-0000-4000-8000-000000000002', '  Please describe the market.  ') $$,
  'administrators can reject a pending idea with a reason'
);
select results_eq(
  $$ select status, reviewed_by, reviewed_at is not null, rejection_reason from public.ideas
     where id = 'd0000000-0000-4000-8000-000000000002' $$,
  $$ values ('rejected', tests.get_supabase_uid('admin_user'), true, 'Please describe the market.') $$,
  'a rejection records the reviewer, the review time and the trimmed reason'
);
select lives_ok(
  $$ select private.reject_idea('d0000000-0000-4000-8000-000000000003', '   ') $$,
  'administrators can reject a pending idea with a blank reason'
);
select results_eq(
  $$ select status, rejection_reason from public.ideas where id = 'd0000000-0000-4000-8000-000000000003' $$,
  $$ values ('rejected', null::text) $$,
  'a blank rejection reason is stored as null'
);
select throws_ok(
  $$ select private.approve_idea('d0000000-0000-4000-8000-000000000004') $$,
  '55000', 'Only pending ideas can be approved; this idea is approved',
  'approving an approved idea is refused'
);
select throws_ok(
  $$ select private.approve_idea('d0000000-0000-4000-8000-000000000005') $$,
  '55000', 'Only pending ideas can be approved; this idea is rejected',
  'approving a rejected idea is refused'
);
select throws_ok(
  $$ select private.reject_idea('d0000000-0000-4000-8000-000000000004', 'Changed my mind.') $$,
  '55000', 'Only pending ideas can be rejected; this idea is approved',
  'rejecting an approved idea is refused'
);
select throws_ok(
  $$ select private.reject_idea('d0000000-0000-4000-8000-000000000005', 'Again.') $$,
  '55000', 'Only pending ideas can be rejected; this idea is rejected',
  'rejecting a rejected idea is refused'
);
select throws_ok(
  $$ select private.approve_idea('00000000-0000-4000-8000-00000000dead') $$,
  'P0002', 'Idea not found',
  'approving an unknown idea reports that the idea is not found'
);
select throws_ok(
  $$ select private.reject_idea('00000000-0000-4000-8000-00000000dead', 'No.') $$,
  'P0002', 'Idea not found',
  'rejecting an unknown idea reports that the idea is not found'
);
select throws_ok(
  $$ select private.review_idea('d0000000-0000-4000-8000-000000000007', 'pending') $$,
  '22023', 'Unknown review decision pending',
  'the review function accepts only approved or rejected as a decision'
);
select results_eq(
  $$ select id, status, rejection_reason, reviewed_by
     from private.review_idea('d0000000-0000-4000-8000-000000000007', 'approved', 'A reason nobody asked for.') $$,
  $$ values ('d0000000-0000-4000-8000-000000000007'::uuid, 'approved', null::text,
             tests.get_supabase_uid('admin_user')) $$,
  'an approval through the review function records the reviewer and keeps no reason'
);

-- Status workflow, even for the table owner (as postgres)
select tests.reset_role();

select throws_ok(
  $$ update public.ideas set status = 'pending' where id = 'd0000000-0000-4000-8000-000000000004' $$,
  '55000', 'An idea cannot go from approved to pending',
  'an approved idea cannot go back to pending'
);
select throws_ok(
  $$ update public.ideas set status = 'rejected' where id = 'd0000000-0000-4000-8000-000000000004' $$,
  '55000', 'An idea cannot go from approved to rejected',
  'an approved idea cannot be rejected afterwards'
);
select throws_ok(
  $$ update public.ideas set status = 'approved' where id = 'd0000000-0000-4000-8000-000000000005' $$,
  '55000', 'An idea cannot go from rejected to approved',
  'a rejected idea cannot be approved without going back to pending'
);
select lives_ok(
  $$ update public.ideas set status = 'pending' where id = 'd0000000-0000-4000-8000-000000000006' $$,
  'a rejected idea can go back to pending'
);
update public.ideas set status = 'rejected' where id = 'd0000000-0000-4000-8000-000000000006';

-- Acting as the idea owner
select tests.authenticate_as('idea_owner');

select lives_ok(
  $$ update public.ideas set description = 'A revised description that now explains the market and the model clearly.'
     where id = 'd0000000-0000-4000-8000-000000000005' $$,
  'owners can revise their rejected idea'
);
select results_eq(
  $$ select status, rejection_reason, reviewed_by, reviewed_at from public.ideas
     where id = 'd0000000-0000-4000-8000-000000000005' $$,
  $$ values ('pending', null::text, null::uuid, null::timestamptz) $$,
  'the owner''s edit of a rejected idea sends it back to pending and clears the review'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select lives_ok(
  $$ update public.ideas set title = 'Rejected idea, title fixed by admin' where id = 'd0000000-0000-4000-8000-000000000006' $$,
  'administrators can edit someone else''s rejected idea'
);
select results_eq(
  $$ select status, rejection_reason from public.ideas where id = 'd0000000-0000-4000-8000-000000000006' $$,
  $$ values ('rejected', 'Off topic.') $$,
  'an administrator''s edit of someone else''s rejected idea leaves it rejected with its reason'
);
select lives_ok(
  $$ select private.approve_idea('d0000000-0000-4000-8000-000000000005') $$,
  'administrators can approve a resubmitted idea'
);
select is(
  (select status from public.ideas where id = 'd0000000-0000-4000-8000-000000000005'),
  'approved',
  'the resubmitted idea is approved'
);

select * from finish();
rollback;
