-- Roadmap writes from the dashboard: the statuses as built; administrators add, rename, move between quarters and
-- statuses, reorder (a swap of positions) and delete; members and visitors can do none of it.
begin;
select plan(12);

select tests.create_supabase_user('member');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

select results_eq(
  $$ select label, status from public.roadmap_items
     where label in ('Authentication hardening', 'Public product roadmap', 'Advanced search & filters',
                     'Email notifications & digests', 'Premium tiers & billing', 'AI landing page v2')
     order by position $$,
  $$ values ('Authentication hardening', 'done'), ('Public product roadmap', 'done'),
            ('Advanced search & filters', 'in_progress'), ('Email notifications & digests', 'in_progress'),
            ('Premium tiers & billing', 'in_progress'), ('AI landing page v2', 'planned') $$,
  'the statuses match what is built; what is not built stays planned'
);

-- A member
select tests.authenticate_as('member');
select throws_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q1 2027', 'Wishes', 'Member item', 'planned', 500) $$,
  '42501', 'new row violates row-level security policy for table "roadmap_items"',
  'a member cannot add an item'
);
select is_empty(
  $$ update public.roadmap_items set label = 'Renamed by a member', quarter = 'Q1 2027', status = 'done'
     where label = 'AI landing page v2' returning 1 $$,
  'a member cannot rename an item, nor move it to another quarter or status'
);
select is_empty(
  $$ update public.roadmap_items set position = -position where label = 'AI idea refinement' returning 1 $$,
  'a member cannot reorder items'
);
select is_empty(
  $$ delete from public.roadmap_items where label = 'AI idea refinement' returning 1 $$,
  'a member cannot delete an item'
);

-- A visitor
select tests.clear_authentication();
select throws_ok(
  $$ update public.roadmap_items set position = -position $$,
  '42501', 'permission denied for table roadmap_items',
  'a visitor cannot reorder items'
);

select tests.reset_role();
select results_eq(
  $$ select count(*)::int, count(*) filter (where label = 'AI landing page v2' and status = 'planned' and quarter = 'Q3 2026')::int
     from public.roadmap_items $$,
  $$ values (14, 1) $$,
  'the refused writes changed nothing'
);

-- An administrator
select tests.authenticate_as('admin_user');
select lives_ok(
  $$ insert into public.roadmap_items (quarter, theme, label, status, position)
     values ('Q1 2027', 'Scale', 'Admin item', 'planned', 500) $$,
  'an administrator adds an item'
);
select results_eq(
  $$ update public.roadmap_items set label = 'Admin item renamed', quarter = 'Q4 2026', status = 'in_progress'
     where label = 'Admin item' returning label, quarter, status $$,
  $$ values ('Admin item renamed', 'Q4 2026', 'in_progress') $$,
  'an administrator renames an item and moves it to another quarter and status'
);
-- The API's swap: positions are unique at every row, so one item steps aside to a free negative position first.
update public.roadmap_items set position = -500 where label = 'AI landing page v2';
update public.roadmap_items set position = 14 where label = 'Admin item renamed';
update public.roadmap_items set position = 500 where label = 'AI landing page v2';
select results_eq(
  $$ select label from public.roadmap_items where position in (14, 500) order by position $$,
  $$ values ('Admin item renamed'), ('AI landing page v2') $$,
  'an administrator swaps two items'' positions'
);
select results_eq(
  $$ delete from public.roadmap_items where label = 'Admin item renamed' returning label $$,
  $$ values ('Admin item renamed') $$,
  'an administrator deletes an item'
);
select is(
  (select count(*)::int from public.roadmap_items),
  14,
  'the administrator''s writes left the other items in place'
);

select * from finish();
rollback;
