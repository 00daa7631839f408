-- Similar ideas (private.similar_ideas): only approved ideas are suggested, whoever asks; a title must reach the
-- threshold; the best match comes first with its figure; at most the number asked for.
begin;
select plan(9);

select tests.create_supabase_user('similar_owner');
select tests.create_supabase_user('similar_other');
select tests.create_supabase_user('similar_admin');
select tests.make_admin('similar_admin');

select tests.create_idea('similar_owner', id => '5c000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Zebrafrog compost robot for balconies');
select tests.create_idea('similar_other', id => '5c000000-0000-4000-8000-000000000002', status => 'approved',
  title => 'Zebrafrog compost robots for balcony gardens');
select tests.create_idea('similar_other', id => '5c000000-0000-4000-8000-000000000003', status => 'pending',
  title => 'Zebrafrog compost robot for balconies');
select tests.create_idea('similar_other', id => '5c000000-0000-4000-8000-000000000004', status => 'rejected',
  title => 'Zebrafrog compost robot for balconies');
select tests.create_idea('similar_other', id => '5c000000-0000-4000-8000-000000000005', status => 'approved',
  title => 'Zebrafrog payroll for plumbers');

select tests.clear_authentication();
select results_eq(
  $$ select id from private.similar_ideas('Zebrafrog compost robot for balconies') $$,
  $$ values ('5c000000-0000-4000-8000-000000000001'::uuid), ('5c000000-0000-4000-8000-000000000002'::uuid) $$,
  'visitors get the approved look-alikes, closest first, and no idea below the threshold'
);
select is(
  (select similarity from private.similar_ideas('Zebrafrog compost robot for balconies') limit 1),
  1::real,
  'an identical title scores 1'
);
select results_eq(
  $$ select id from private.similar_ideas('Zebrafrog compost robot for balconies', null, 1) $$,
  $$ values ('5c000000-0000-4000-8000-000000000001'::uuid) $$,
  'the limit is kept'
);
select is_empty(
  $$ select id from private.similar_ideas('Quite another thing entirely') $$,
  'an unrelated title finds nothing'
);

select tests.authenticate_as('similar_other');
select is_empty(
  $$ select id from private.similar_ideas('Zebrafrog compost robot for balconies')
     where id in ('5c000000-0000-4000-8000-000000000003', '5c000000-0000-4000-8000-000000000004') $$,
  'members are not shown their own pending or rejected ideas'
);
select tests.authenticate_as('similar_owner');
select is_empty(
  $$ select id from private.similar_ideas('Zebrafrog compost robot for balconies')
     where id = '5c000000-0000-4000-8000-000000000003' $$,
  'a pending idea of another member is never suggested'
);
select tests.authenticate_as_admin('similar_admin');
select is_empty(
  $$ select id from private.similar_ideas('Zebrafrog compost robot for balconies')
     where id in ('5c000000-0000-4000-8000-000000000003', '5c000000-0000-4000-8000-000000000004') $$,
  'administrators are shown approved ideas only, so a pending idea never lists itself'
);

select tests.reset_role();
select is(
  current_setting('pg_trgm.similarity_threshold', true) is distinct from '0.35',
  true,
  'the threshold does not outlive the call'
);
select is(
  (select prosecdef and proconfig @> array['search_path=""'] from pg_proc
   where oid = 'private.similar_ideas(text, text, integer)'::regprocedure),
  true,
  'similar_ideas is security definer with an empty search_path'
);

select * from finish();
rollback;
