-- Review items handled by one administrator are handled for all: an idea approved, rejected or moved to the trash,
-- and an edit approved, rejected or withdrawn, leave no administrator an unread 'waiting for review' item about it,
-- in the decision's own transaction; items about other ideas, and the authors' own items, stay as they were.
begin;
select plan(12);

select tests.create_supabase_user('handled_author');
select tests.create_supabase_user('handled_admin1');
select tests.create_supabase_user('handled_admin2');
select tests.make_admin('handled_admin1');
select tests.make_admin('handled_admin2');

select tests.create_idea('handled_author', id => 'a4400000-0000-4000-8000-000000000001', title => 'To approve');
select tests.create_idea('handled_author', id => 'a4400000-0000-4000-8000-000000000002', title => 'To reject');
select tests.create_idea('handled_author', id => 'a4400000-0000-4000-8000-000000000003', title => 'To trash');
select tests.create_idea('handled_author', id => 'a4400000-0000-4000-8000-000000000004', title => 'Still waiting');
select tests.create_idea('handled_author', id => 'a4400000-0000-4000-8000-000000000005', status => 'approved',
                         title => 'Edited and approved');
select tests.create_idea('handled_author', id => 'a4400000-0000-4000-8000-000000000006', status => 'approved',
                         title => 'Edited and withdrawn');

-- Unread review items about one idea, for both administrators.
create function pg_temp.unread(p_idea uuid, p_kind text) returns int language sql as $$
  select count(*)::int from public.notifications
  where idea_id = p_idea and kind = p_kind and read_at is null
    and recipient_id in (tests.get_supabase_uid('handled_admin1'), tests.get_supabase_uid('handled_admin2'))
$$;

select is(pg_temp.unread('a4400000-0000-4000-8000-000000000001', 'idea_submitted'), 2,
  'both administrators have an unread item for a new idea');

select tests.authenticate_as('handled_admin1');
select private.approve_idea('a4400000-0000-4000-8000-000000000001');
select tests.reset_role();
-- Read in the decision's transaction, before any commit: the trigger ran with it.
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000001', 'idea_submitted'), 0,
  'one administrator''s approval leaves neither administrator an unread item about it');
select tests.authenticate_as('handled_admin1');
select private.reject_idea('a4400000-0000-4000-8000-000000000002', 'Too vague');
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000002', 'idea_submitted'), 0,
  'a rejection handles the items as well');
select tests.authenticate_as('handled_admin1');
select private.trash_idea('a4400000-0000-4000-8000-000000000003');
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000003', 'idea_submitted'), 0,
  'an idea moved to the trash leaves no unread item asking for its review');
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000004', 'idea_submitted'), 2,
  'an idea still waiting keeps its unread items');
select ok(
  (select bool_and((data ->> 'handled')::boolean) from public.notifications
   where idea_id = 'a4400000-0000-4000-8000-000000000001' and kind = 'idea_submitted'),
  'a handled item says so in its data'
);
select results_eq(
  $$ select kind, read_at is null from public.notifications
     where recipient_id = tests.get_supabase_uid('handled_author') order by kind $$,
  $$ values ('idea_approved', true), ('idea_rejected', true) $$,
  'the author''s own items about the decisions stay unread'
);

-- Edits
select tests.authenticate_as('handled_author');
update public.ideas set title = 'Edited and approved, new title' where id = 'a4400000-0000-4000-8000-000000000005';
update public.ideas set title = 'Edited and withdrawn, new title' where id = 'a4400000-0000-4000-8000-000000000006';
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000005', 'idea_edited'), 2,
  'both administrators have an unread item for an edit waiting');

select tests.authenticate_as('handled_admin2');
select private.review_idea_edit('a4400000-0000-4000-8000-000000000005', 'approved');
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000005', 'idea_edited'), 0,
  'an edit approved by one administrator is handled for both');

-- The author proposes the approved version again: nothing waits any more.
select tests.authenticate_as('handled_author');
update public.ideas set title = 'Edited and withdrawn' where id = 'a4400000-0000-4000-8000-000000000006';
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000006', 'idea_edited'), 0,
  'an edit withdrawn by its author leaves no unread item asking for its review');

-- Resubmitted after a rejection: a new item, unread until the next decision.
select tests.authenticate_as('handled_author');
update public.ideas set title = 'To reject, second try'
where id = 'a4400000-0000-4000-8000-000000000002';
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000002', 'idea_resubmitted'), 2,
  'a resubmission asks both administrators again');
select tests.authenticate_as('handled_admin1');
select private.approve_idea('a4400000-0000-4000-8000-000000000002');
select tests.reset_role();
select is(pg_temp.unread('a4400000-0000-4000-8000-000000000002', 'idea_resubmitted'), 0,
  'and its approval handles that item for both');

select * from finish();
rollback;
