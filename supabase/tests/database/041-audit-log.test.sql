-- The audit log: each administrative action that existed before it (reviews, edits, edit decisions, promotions,
-- tiers, roadmap writes, comment deletions) writes exactly one entry naming the administrator, the target and the
-- changed fields; members' own writes and rolled-back actions write none; nobody changes or removes an entry, the
-- table's owner included; only administrators read it; nobody but definer code writes it.
begin;
select plan(46);

select tests.create_supabase_user('audit_author');
select tests.create_supabase_user('audit_member');
select tests.create_supabase_user('audit_admin');
select tests.create_supabase_user('audit_second_admin');
select tests.make_admin('audit_admin');
select tests.make_admin('audit_second_admin');

select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000001', title => 'Pending to approve');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000002', title => 'Pending to reject');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000003', status => 'approved',
  title => 'Approved, sent back');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000004', status => 'approved',
  title => 'Approved, edited by admin');
select tests.create_idea('audit_admin', id => 'a4100000-0000-4000-8000-000000000005', status => 'approved',
  title => 'The admin''s own idea');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000006', status => 'approved',
  title => 'Approved, edit approved');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000007', status => 'approved',
  title => 'Approved, edit rejected');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000008', status => 'approved',
  title => 'Approved, with comments');
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-000000000009', title => 'Pending, stays so');

insert into public.comments (id, idea_id, author_id, parent_id, body) values
  ('a4100000-0000-4000-8000-0000000000c1', 'a4100000-0000-4000-8000-000000000008',
   tests.get_supabase_uid('audit_member'), null, 'A comment an administrator deletes'),
  ('a4100000-0000-4000-8000-0000000000c2', 'a4100000-0000-4000-8000-000000000008',
   tests.get_supabase_uid('audit_member'), null, 'A comment with a reply, emptied when deleted'),
  ('a4100000-0000-4000-8000-0000000000c3', 'a4100000-0000-4000-8000-000000000008',
   tests.get_supabase_uid('audit_author'), 'a4100000-0000-4000-8000-0000000000c2', 'The reply'),
  ('a4100000-0000-4000-8000-0000000000c4', 'a4100000-0000-4000-8000-000000000008',
   tests.get_supabase_uid('audit_admin'), null, 'The administrator''s own comment'),
  ('a4100000-0000-4000-8000-0000000000c5', 'a4100000-0000-4000-8000-000000000008',
   tests.get_supabase_uid('audit_member'), null, 'A member deletes their own comment');

-- The entries written since the last call, oldest first (read as the owner).
create temporary table audit_seen on commit drop as select coalesce(max(id), 0) as last_id from private.audit_log;
create function pg_temp.new_entries()
returns table (action text, actor_id uuid, target_type text, target_id text, before jsonb, after jsonb)
language plpgsql
as $$
declare
  seen bigint := (select s.last_id from audit_seen as s);
begin
  update audit_seen set last_id = coalesce((select max(a.id) from private.audit_log as a), seen);
  return query
  select a.action, a.actor_id, a.target_type, a.target_id, a.before, a.after
  from private.audit_log as a where a.id > seen order by a.id;
end;
$$;

-- Who may write
select ok(
  not has_function_privilege('anon', 'private.record_audit(text, text, text, jsonb, jsonb)', 'execute')
  and not has_function_privilege('authenticated', 'private.record_audit(text, text, text, jsonb, jsonb)', 'execute'),
  'neither visitors nor members can execute private.record_audit'
);
select is_empty(
  $$ select p.proname from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
     where n.nspname = 'private' and p.proname like 'audit\_%'
       and (has_function_privilege('anon', p.oid, 'execute')
            or has_function_privilege('authenticated', p.oid, 'execute')) $$,
  'neither visitors nor members can execute the audit trigger functions and their helpers'
);
select is_empty(
  $$ select privilege_type from information_schema.role_table_grants
     where table_schema = 'private' and table_name = 'audit_log' and grantee in ('anon', 'authenticated')
       and privilege_type <> 'SELECT' $$,
  'visitors and members hold no write privilege on the audit log'
);

-- Reviews of ideas
select tests.authenticate_as('audit_admin');
select private.approve_idea('a4100000-0000-4000-8000-000000000001');
select private.reject_idea('a4100000-0000-4000-8000-000000000002', '  Too vague  ');
select private.send_idea_back('a4100000-0000-4000-8000-000000000003', 'Reported as spam');
select tests.reset_role();
select results_eq(
  $$ select * from pg_temp.new_entries() $$,
  $$ values
     ('idea.approve', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-000000000001',
      '{"status": "pending"}'::jsonb, '{"status": "approved"}'::jsonb),
     ('idea.reject', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-000000000002',
      '{"status": "pending"}'::jsonb, '{"status": "rejected", "reason": "Too vague"}'::jsonb),
     ('idea.send_back', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-000000000003',
      '{"status": "approved"}'::jsonb, '{"status": "pending"}'::jsonb) $$,
  'approving, rejecting (with its reason) and sending back an idea each write one entry with both statuses'
);
select is(
  (select actor_name from private.audit_log where target_id = 'a4100000-0000-4000-8000-000000000001'),
  (select display_name from public.profiles where id = tests.get_supabase_uid('audit_admin')),
  'the entry keeps the administrator''s name as it was'
);

-- An administrator's edit of another member's idea: the changed content columns only, long text cut
select tests.authenticate_as('audit_admin');
update public.ideas
set title = 'Edited by an administrator', tags = '{fixed}', description = repeat('Long description. ', 40)
where id = 'a4100000-0000-4000-8000-000000000004';
select tests.reset_role();
create temporary table admin_edit on commit drop as select * from pg_temp.new_entries();
select results_eq(
  $$ select action, actor_id, target_type, target_id, before - 'description', after - 'description'
     from admin_edit $$,
  $$ values ('idea.edit', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-000000000004',
             '{"title": "Approved, edited by admin", "tags": []}'::jsonb,
             '{"title": "Edited by an administrator", "tags": ["fixed"]}'::jsonb) $$,
  'an administrator''s edit of another member''s idea writes one idea.edit with only the changed columns'
);
select results_eq(
  $$ select length(after ->> 'description'), right(after ->> 'description', 1), before ? 'status', after ? 'updated_at'
     from admin_edit $$,
  $$ values (201, '…', false, false) $$,
  'a long text is kept to 200 characters; columns the edit did not change (status, timestamps) are left out'
);

select tests.authenticate_as('audit_admin');
update public.ideas set title = 'The admin''s own idea, renamed' where id = 'a4100000-0000-4000-8000-000000000005';
select tests.authenticate_as('audit_author');
update public.ideas set title = 'Pending idea, the author''s own edit'
where id = 'a4100000-0000-4000-8000-000000000001';
select tests.reset_role();
select is_empty(
  $$ select * from pg_temp.new_entries() $$,
  'an administrator editing their own idea and a member editing theirs write no entry'
);

-- Decisions on pending edits
select tests.authenticate_as('audit_author');
update public.ideas set title = 'Approved, edit approved (new title)', website_url = 'https://example.com'
where id = 'a4100000-0000-4000-8000-000000000006';
update public.ideas set title = 'Approved, edit rejected (new title)'
where id = 'a4100000-0000-4000-8000-000000000007';
select tests.reset_role();
select is_empty($$ select * from pg_temp.new_entries() $$, 'an author proposing an edit writes no entry');

select tests.authenticate_as('audit_admin');
select private.review_idea_edit('a4100000-0000-4000-8000-000000000006', 'approved');
select tests.reset_role();
select results_eq(
  $$ select * from pg_temp.new_entries() $$,
  $$ values ('edit.approve', tests.get_supabase_uid('audit_admin'), 'idea_edit', 'a4100000-0000-4000-8000-000000000006',
             '{"status": "pending", "title": "Approved, edit approved", "website_url": ""}'::jsonb,
             '{"status": "approved", "title": "Approved, edit approved (new title)",
               "website_url": "https://example.com"}'::jsonb) $$,
  'approving an edit writes one edit.approve with the fields it changed on the idea, and no idea.edit'
);

select tests.authenticate_as('audit_admin');
select private.review_idea_edit('a4100000-0000-4000-8000-000000000007', 'rejected', 'Keep the old title');
select tests.reset_role();
select results_eq(
  $$ select * from pg_temp.new_entries() $$,
  $$ values ('edit.reject', tests.get_supabase_uid('audit_admin'), 'idea_edit', 'a4100000-0000-4000-8000-000000000007',
             '{"status": "pending"}'::jsonb, '{"status": "rejected", "reason": "Keep the old title"}'::jsonb) $$,
  'rejecting an edit writes one edit.reject with its reason'
);

-- Members: promotion, demotion, tier
select tests.authenticate_as('audit_admin');
select private.promote_user(tests.get_supabase_uid('audit_member'));
select private.demote_user(tests.get_supabase_uid('audit_member'));
select private.set_subscription_tier(tests.get_supabase_uid('audit_member'), 'premium');
select tests.reset_role();
select results_eq(
  $$ select action, actor_id, target_type, target_id, before, after from pg_temp.new_entries() $$,
  $$ values
     ('user.promote', tests.get_supabase_uid('audit_admin'), 'user', tests.get_supabase_uid('audit_member')::text,
      '{"is_admin": false}'::jsonb, '{"is_admin": true}'::jsonb),
     ('user.demote', tests.get_supabase_uid('audit_admin'), 'user', tests.get_supabase_uid('audit_member')::text,
      '{"is_admin": true}'::jsonb, '{"is_admin": false}'::jsonb),
     ('user.tier', tests.get_supabase_uid('audit_admin'), 'user', tests.get_supabase_uid('audit_member')::text,
      '{"subscription_tier": "free"}'::jsonb, '{"subscription_tier": "premium"}'::jsonb) $$,
  'promoting, demoting and changing a member''s tier each write one entry'
);

select tests.authenticate_as('audit_second_admin');
select private.demote_user(tests.get_supabase_uid('audit_second_admin'));
select tests.reset_role();
select results_eq(
  $$ select action, actor_id, target_id from pg_temp.new_entries() $$,
  $$ values ('user.demote', tests.get_supabase_uid('audit_second_admin'),
             tests.get_supabase_uid('audit_second_admin')::text) $$,
  'an administrator demoting themselves is recorded: they were one when they acted'
);

select tests.authenticate_as('audit_author');
update public.profiles set display_name = 'Renamed author' where id = tests.get_supabase_uid('audit_author');
select tests.reset_role();
select is_empty($$ select * from pg_temp.new_entries() $$, 'a member changing their own profile writes no entry');

-- The roadmap
select tests.authenticate_as('audit_admin');
insert into public.roadmap_items (quarter, theme, label, status, position)
values ('Q1 2027', 'Audit', 'Audited item', 'planned', 900);
update public.roadmap_items set label = 'Audited item, renamed', status = 'in_progress' where label = 'Audited item';
select tests.reset_role();
select results_eq(
  $$ select action, target_type, before, after from pg_temp.new_entries() $$,
  $$ values
     ('roadmap.create', 'roadmap_item', null::jsonb,
      '{"quarter": "Q1 2027", "theme": "Audit", "label": "Audited item", "status": "planned"}'::jsonb),
     ('roadmap.update', 'roadmap_item', '{"label": "Audited item", "status": "planned"}'::jsonb,
      '{"label": "Audited item, renamed", "status": "in_progress"}'::jsonb) $$,
  'adding an item and changing it each write one entry, the change with only the changed fields'
);
select is(
  (select target_id from private.audit_log where action = 'roadmap.create' order by id desc limit 1),
  (select id::text from public.roadmap_items where label = 'Audited item, renamed'),
  'the roadmap entries name the item by its id'
);

-- The API's move: the item steps aside to the negative of its position, the other takes it, the item takes theirs.
select tests.authenticate_as('audit_admin');
update public.roadmap_items set position = -900 where label = 'Audited item, renamed';
update public.roadmap_items set position = 900 where position = 14;
update public.roadmap_items set position = 14 where label = 'Audited item, renamed';
select tests.reset_role();
select results_eq(
  $$ select action, before, after from pg_temp.new_entries() $$,
  $$ values ('roadmap.update', '{"position": 900}'::jsonb, '{"position": 14}'::jsonb) $$,
  'moving an item (three updates) writes one entry with its position before and after'
);

select tests.authenticate_as('audit_admin');
delete from public.roadmap_items where label = 'Audited item, renamed';
select tests.reset_role();
select results_eq(
  $$ select action, before, after from pg_temp.new_entries() $$,
  $$ values ('roadmap.delete',
             '{"quarter": "Q1 2027", "theme": "Audit", "label": "Audited item, renamed", "status": "in_progress"}'::jsonb,
             null::jsonb) $$,
  'deleting an item writes one entry with what it was'
);

-- Comments
select tests.authenticate_as('audit_admin');
delete from public.comments where id = 'a4100000-0000-4000-8000-0000000000c1';
select tests.reset_role();
select results_eq(
  $$ select * from pg_temp.new_entries() $$,
  $$ values ('comment.delete', tests.get_supabase_uid('audit_admin'), 'comment', 'a4100000-0000-4000-8000-0000000000c1',
             jsonb_build_object('body', 'A comment an administrator deletes',
                                'author_id', tests.get_supabase_uid('audit_member'),
                                'idea_id', 'a4100000-0000-4000-8000-000000000008'),
             null::jsonb) $$,
  'an administrator deleting another member''s comment writes one comment.delete with its text and author'
);

select tests.authenticate_as('audit_admin');
delete from public.comments where id = 'a4100000-0000-4000-8000-0000000000c2';
select tests.reset_role();
select results_eq(
  $$ select action, target_id, before ->> 'body' from pg_temp.new_entries() $$,
  $$ values ('comment.delete', 'a4100000-0000-4000-8000-0000000000c2', 'A comment with a reply, emptied when deleted') $$,
  'deleting a comment with replies (it is emptied, not removed) writes one comment.delete'
);
select ok(
  (select deleted_at is not null from public.comments where id = 'a4100000-0000-4000-8000-0000000000c2'),
  'that comment was emptied, its reply keeping it'
);

select tests.authenticate_as('audit_admin');
delete from public.comments where id = 'a4100000-0000-4000-8000-0000000000c4';
select tests.authenticate_as('audit_member');
delete from public.comments where id = 'a4100000-0000-4000-8000-0000000000c5';
select tests.reset_role();
select is_empty(
  $$ select * from pg_temp.new_entries() $$,
  'an administrator deleting their own comment and a member deleting theirs write no entry'
);

-- The reply goes, and with it the emptied parent (a cascade of the reply's delete): the reply's author's own act.
select tests.authenticate_as('audit_author');
delete from public.comments where id = 'a4100000-0000-4000-8000-0000000000c3';
select tests.reset_role();
select ok(
  not exists (select 1 from public.comments where id = 'a4100000-0000-4000-8000-0000000000c2'),
  'the emptied parent went with its last reply'
);
select is_empty($$ select * from pg_temp.new_entries() $$, 'which writes no entry');

-- A rating moves the idea's totals, not its content
select tests.authenticate_as('audit_admin');
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
values ('a4100000-0000-4000-8000-000000000008', tests.get_supabase_uid('audit_admin'), 70, 60, 50);
select tests.reset_role();
select is_empty($$ select * from pg_temp.new_entries() $$, 'an administrator''s rating writes no entry');

-- Work nobody is signed in for (the service role, the schedule) is not an administrator's act
select tests.authenticate_as_service_role();
update public.profiles set subscription_tier = 'free' where id = tests.get_supabase_uid('audit_member');
select tests.reset_role();
update public.ideas set title = 'Renamed by the owner' where id = 'a4100000-0000-4000-8000-000000000008';
select is_empty($$ select * from pg_temp.new_entries() $$, 'the service role and the owner write no entry');

-- An action that does not happen leaves no entry
select tests.authenticate_as('audit_admin');
savepoint before_approval;
select private.approve_idea('a4100000-0000-4000-8000-000000000009');
rollback to savepoint before_approval;
select tests.authenticate_as('audit_admin');
select throws_ok(
  $$ select private.approve_idea('a4100000-0000-4000-8000-000000000002') $$,
  '55000', 'Only pending ideas can be approved; this idea is rejected',
  'approving a rejected idea is refused'
);
select throws_ok(
  $$ select private.promote_user('a4100000-0000-4000-8000-00000000dead') $$,
  'P0002', 'User not found',
  'promoting an unknown member is refused'
);
select tests.reset_role();
select is_empty(
  $$ select * from pg_temp.new_entries() $$,
  'a rolled-back action and refused ones write no entry'
);
select is(
  (select status from public.ideas where id = 'a4100000-0000-4000-8000-000000000009'),
  'pending',
  'the rolled-back approval left the idea pending'
);

-- The other parts' actions record their own entries through the same writer, once each
select tests.create_idea('audit_author', id => 'a4100000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Approved, reported');
insert into public.comments (id, idea_id, author_id, body) values
  ('a4100000-0000-4000-8000-0000000000c6', 'a4100000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('audit_member'), 'A comment an administrator hides');
select tests.authenticate_as('audit_member');
insert into public.reports (idea_id, reason) values ('a4100000-0000-4000-8000-00000000000a', 'spam');
select tests.reset_role();
select is_empty($$ select * from pg_temp.new_entries() $$, 'a member''s report writes no entry');

select tests.authenticate_as('audit_admin');
select private.set_write_limits('[{"action": "comment", "per": "minute", "maxCount": 6}]');
select private.dismiss_reports('a4100000-0000-4000-8000-00000000000a');
select private.hide_comment('a4100000-0000-4000-8000-0000000000c6', 'Spam');
select private.unhide_comment('a4100000-0000-4000-8000-0000000000c6');
select private.suspend_member(tests.get_supabase_uid('audit_member'), now() + interval '1 day', 'Spam');
select private.void_ratings(tests.get_supabase_uid('audit_member'));
select private.lift_suspension(tests.get_supabase_uid('audit_member'));
select private.trash_idea('a4100000-0000-4000-8000-00000000000a');
select private.restore_idea('a4100000-0000-4000-8000-00000000000a');
select private.trash_idea('a4100000-0000-4000-8000-00000000000a');
select tests.reset_role();
select private.purge_trash(now() + interval '31 days');
select results_eq(
  $$ select action, actor_id, target_type, target_id from pg_temp.new_entries() $$,
  $$ values
     ('limits.update', tests.get_supabase_uid('audit_admin'), 'write_limit', 'comment/minute'),
     ('report.dismiss', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-00000000000a'),
     ('comment.hide', tests.get_supabase_uid('audit_admin'), 'comment', 'a4100000-0000-4000-8000-0000000000c6'),
     ('comment.unhide', tests.get_supabase_uid('audit_admin'), 'comment', 'a4100000-0000-4000-8000-0000000000c6'),
     ('user.suspend', tests.get_supabase_uid('audit_admin'), 'user', tests.get_supabase_uid('audit_member')::text),
     ('user.void_ratings', tests.get_supabase_uid('audit_admin'), 'user', tests.get_supabase_uid('audit_member')::text),
     ('user.unsuspend', tests.get_supabase_uid('audit_admin'), 'user', tests.get_supabase_uid('audit_member')::text),
     ('idea.delete', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-00000000000a'),
     ('idea.restore', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-00000000000a'),
     ('idea.delete', tests.get_supabase_uid('audit_admin'), 'idea', 'a4100000-0000-4000-8000-00000000000a'),
     ('idea.purge', null::uuid, 'idea', 'a4100000-0000-4000-8000-00000000000a') $$,
  'limits, reports, hidden comments, suspensions and the trash each write their one entry (the purge as the schedule)'
);
select is_empty(
  $$ select a.action from private.audit_log as a
     where a.action not in ('idea.approve', 'idea.reject', 'idea.send_back', 'idea.edit', 'idea.delete',
       'idea.restore', 'idea.purge', 'edit.approve', 'edit.reject', 'user.promote', 'user.demote', 'user.tier',
       'user.suspend', 'user.unsuspend', 'user.void_ratings', 'comment.hide', 'comment.unhide', 'comment.delete',
       'report.dismiss', 'roadmap.create', 'roadmap.update', 'roadmap.delete', 'limits.update')
        or a.target_type not in ('idea', 'idea_edit', 'user', 'comment', 'report', 'roadmap_item', 'write_limit') $$,
  'every entry names an action and a target type of AUDIT_ACTIONS and AUDIT_TARGET_TYPES (constants.ts)'
);

-- Who may read
select tests.authenticate_as('audit_admin');
select ok((select count(*) from private.audit_log) >= 16, 'an administrator reads the audit log');
select tests.authenticate_as('audit_member');
select is((select count(*)::int from private.audit_log), 0, 'a member reads no entry');
select tests.clear_authentication();
select throws_ok(
  $$ select count(*) from private.audit_log $$,
  '42501', 'permission denied for table audit_log',
  'a visitor cannot read the audit log'
);

-- Nobody changes or removes an entry
select tests.authenticate_as('audit_admin');
select throws_ok(
  $$ update private.audit_log set action = 'idea.reject' $$,
  '42501', 'permission denied for table audit_log',
  'an administrator cannot change an entry'
);
select throws_ok(
  $$ delete from private.audit_log $$,
  '42501', 'permission denied for table audit_log',
  'an administrator cannot delete an entry'
);
select throws_ok(
  $$ truncate private.audit_log $$,
  '42501', 'permission denied for table audit_log',
  'an administrator cannot truncate the audit log'
);
select throws_ok(
  $$ insert into private.audit_log (action, target_type, target_id) values ('idea.approve', 'idea', 'forged') $$,
  '42501', 'permission denied for table audit_log',
  'an administrator cannot write an entry of their own'
);
select tests.authenticate_as_service_role();
select throws_ok(
  $$ update private.audit_log set action = 'idea.reject' $$,
  '42501', null,
  'the service role cannot change an entry'
);
select throws_ok(
  $$ delete from private.audit_log $$,
  '42501', null,
  'the service role cannot delete an entry'
);
select tests.reset_role();
select throws_ok(
  $$ update private.audit_log set action = 'idea.reject' $$,
  '42501', 'Audit entries cannot be changed or deleted.',
  'the table''s owner cannot change an entry'
);
select throws_ok(
  $$ delete from private.audit_log $$,
  '42501', 'Audit entries cannot be changed or deleted.',
  'the table''s owner cannot delete an entry'
);
select throws_ok(
  $$ truncate private.audit_log $$,
  '42501', 'Audit entries cannot be changed or deleted.',
  'the table''s owner cannot truncate the audit log'
);
select ok(
  (select count(*) from private.audit_log) >= 16,
  'every entry is still there'
);

select * from finish();
rollback;
