-- Roadmap: everyone reads the published roadmap; only administrators add, edit or remove items.
begin;
select plan(17);

-- Fixtures (as postgres)
select tests.create_supabase_user('member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

-- Acting as a visitor
select tests.clear_authentication();

select is(
  (select count(*) from public.roadmap_items),
  14::bigint,
  'visitors can read the 14 roadmap items'
);
select results_eq(
  $$ select label, status from public.roadmap_items order by position limit 1 $$,
  $$ values ('Admin user management', 'done') $$,
  'visitors read the roadmap in position order'
);
select throws_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q4 2026', 'Vandalism', 'Visitor item', 'planned', 100) $$,
  '42501', 'permission denied for table roadmap_items',
  'visitors cannot add roadmap items'
);
select throws_ok(
  $$ update public.roadmap_items set status = 'done' $$,
  '42501', 'permission denied for table roadmap_items',
  'visitors cannot edit roadmap items'
);
select throws_ok(
  $$ delete from public.roadmap_items $$,
  '42501', 'permission denied for table roadmap_items',
  'visitors cannot remove roadmap items'
);

-- Acting as a member
select tests.authenticate_as('member');

select is(
  (select count(*) from public.roadmap_items),
  14::bigint,
  'members can read the 14 roadmap items'
);
select throws_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q4 2026', 'Wishes', 'Member item', 'planned', 100) $$,
  '42501', 'new row violates row-level security policy for table "roadmap_items"',
  'members cannot add roadmap items'
);
select is_empty(
  $$ update public.roadmap_items set status = 'done' where label = 'AI landing page v2' returning 1 $$,
  'a member''s edit of a roadmap item affects no rows'
);
select is_empty(
  $$ delete from public.roadmap_items where label = 'AI idea refinement' returning 1 $$,
  'a member''s removal of a roadmap item affects no rows'
);

select tests.reset_role();
select results_eq(
  $$ select count(*), count(*) filter (where label = 'AI landing page v2' and status = 'planned'),
            count(*) filter (where label = 'AI idea refinement'), count(*) filter (where label = 'Member item')
     from public.roadmap_items $$,
  $$ values (14::bigint, 1::bigint, 1::bigint, 0::bigint) $$,
  'the roadmap is unchanged after the member''s attempts'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select lives_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q4 2026', 'Scale', 'Public API', 'planned', 15) $$,
  'administrators can add a roadmap item'
);
select lives_ok(
  $$ update public.roadmap_items set status = 'in_progress' where label = 'AI landing page v2' $$,
  'administrators can edit a roadmap item'
);
select lives_ok(
  $$ delete from public.roadmap_items where label = 'AI idea refinement' $$,
  'administrators can remove a roadmap item'
);
select throws_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q4 2026', 'Scale', 'Bad status', 'someday', 16) $$,
  '23514', NULL,
  'a roadmap item status outside done, in_progress and planned is refused'
);
select throws_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q4 2026', 'Scale', 'Same position', 'planned', 15) $$,
  '23505', NULL,
  'two roadmap items cannot share a position'
);

-- Acting as a visitor again
select tests.clear_authentication();

select results_eq(
  $$ select label, status from public.roadmap_items where position >= 12 order by position $$,
  $$ values ('AI rating explanations', 'planned'), ('AI landing page v2', 'in_progress'), ('Public API', 'planned') $$,
  'visitors see the administrator''s additions, edits and removals'
);
select is(
  (select count(*) from public.roadmap_items),
  14::bigint,
  'the roadmap has one item added and one removed'
);

select * from finish();
rollback;
