-- Unrated approved ideas come after rated ones in every leaderboard sort and both directions; the indexes still
-- serve the descending sorts without a sort step; private.idea_count gives the leaderboard's total as the caller
-- sees it, from private.idea_totals, which the triggers keep equal to the ideas.
begin;
select plan(27);

-- Fixtures (as postgres)
select tests.create_supabase_user('unrated_owner', null, '{"display_name": "Uma Owner"}');
select tests.create_supabase_user('unrated_rater');
select tests.create_supabase_user('unrated_other');
select tests.create_supabase_user('unrated_admin');
select tests.make_admin('unrated_admin');

-- 'other' holds only this file's ideas, so its leaderboard is known (the transaction is rolled back).
delete from public.ideas where category = 'other';

-- low: rated all zeros (scores as low as an unrated idea's); high: rated high; old and new: approved, unrated;
-- pending: the owner's, unrated.
select tests.create_idea('unrated_owner', id => 'a3400000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Rated low idea', category => 'other', created_at => now() - interval '4 days');
select tests.create_idea('unrated_owner', id => 'a3400000-0000-4000-8000-000000000002', status => 'approved',
  title => 'Rated high idea', category => 'other', created_at => now() - interval '3 days');
select tests.create_idea('unrated_owner', id => 'a3400000-0000-4000-8000-000000000003', status => 'approved',
  title => 'Old unrated idea', category => 'other', created_at => now() - interval '5 days');
select tests.create_idea('unrated_owner', id => 'a3400000-0000-4000-8000-000000000004', status => 'approved',
  title => 'New unrated idea', category => 'other', created_at => now() - interval '1 day');
select tests.create_idea('unrated_owner', id => 'a3400000-0000-4000-8000-000000000005', status => 'pending',
  title => 'Pending unrated idea', category => 'other');

-- Acting as a member rating two of them
select tests.authenticate_as('unrated_rater');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('a3400000-0000-4000-8000-000000000001', 0, 0, 0), ('a3400000-0000-4000-8000-000000000002', 90, 80, 70);

-- Acting as a visitor
select tests.clear_authentication();

-- Per sort and order: the page's unrated ideas (old, new) all come after its rated ones (low, high).
create temporary table sorts (sort text, direction text);
insert into sorts
select s, o from unnest(array['finalScore', 'adjustedScore', 'spread', 'totalRatings', 'createdAt']) as s,
  unnest(array['asc', 'desc']) as o;
grant select on sorts to anon, authenticated;

select results_eq(
  $$ select s.sort || ' ' || s.direction,
       (select array_agg(p.id in ('a3400000-0000-4000-8000-000000000001', 'a3400000-0000-4000-8000-000000000002')
                          order by p.n)
          from private.search_idea_page('%', 'approved', 'other', s.sort, s.direction, 10, 0)
               with ordinality as p(id, n))
     from sorts as s order by 1 $$,
  $$ select s.sort || ' ' || s.direction, '{t,t,f,f}'::boolean[] from sorts as s order by 1 $$,
  'in each of the 10 sorts the two rated ideas come first, the two unrated ones last'
);
select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'finalScore', 'asc', 10, 0) $$,
  $$ values ('a3400000-0000-4000-8000-000000000001'::uuid), ('a3400000-0000-4000-8000-000000000002'::uuid),
            ('a3400000-0000-4000-8000-000000000003'::uuid), ('a3400000-0000-4000-8000-000000000004'::uuid) $$,
  'ascending: the rated idea with all zeros first, the unrated ones after the best rated one, oldest first'
);
select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'finalScore', 'desc', 10, 0) $$,
  $$ values ('a3400000-0000-4000-8000-000000000002'::uuid), ('a3400000-0000-4000-8000-000000000001'::uuid),
            ('a3400000-0000-4000-8000-000000000004'::uuid), ('a3400000-0000-4000-8000-000000000003'::uuid) $$,
  'descending: the rated idea with all zeros still before the unrated ones, which tie newest first'
);
select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'adjustedScore', 'asc', 10, 0) $$,
  $$ values ('a3400000-0000-4000-8000-000000000001'::uuid), ('a3400000-0000-4000-8000-000000000002'::uuid),
            ('a3400000-0000-4000-8000-000000000003'::uuid), ('a3400000-0000-4000-8000-000000000004'::uuid) $$,
  'an unrated idea''s adjusted score of 50 does not rank it between rated ideas'
);
select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'createdAt', 'desc', 1, 2) $$,
  $$ values ('a3400000-0000-4000-8000-000000000004'::uuid) $$,
  'the third of the newest first is the newest unrated idea: a page honours limit and offset after the rated ones'
);

-- The totals
select is(private.idea_count(null, 'approved', 'other'), 4::bigint, 'visitors count the approved ideas of a category');
select is(private.idea_count('%unrated%', 'approved', 'other'), 2::bigint, 'and those a search matches');
select is(private.idea_count('%unrated%', 'approved', null), 2::bigint, 'in every category');
select is(private.idea_count('%100\%%', 'approved', 'other'), 0::bigint, 'an escaped wildcard matches itself');
select is(private.idea_count(null, 'pending', 'other'), 0::bigint, 'visitors count no pending idea');

select tests.authenticate_as('unrated_other');
select is(private.idea_count(null, 'pending', 'other'), 0::bigint, 'members do not count others'' pending ideas');

select tests.authenticate_as('unrated_owner');
select is(private.idea_count(null, 'pending', 'other'), 1::bigint, 'authors count their own pending ideas');
select is(private.idea_count('%pending%', 'pending', null), 1::bigint, 'and find them by search');
select throws_ok(
  $$ select * from private.idea_totals $$, '42501', 'permission denied for table idea_totals',
  'members cannot read the totals table'
);

select tests.authenticate_as('unrated_admin');
select is(
  private.idea_count(null, 'pending', null),
  (select count(*) from public.ideas where status = 'pending'),
  'administrators count every pending idea'
);

-- As postgres: the plans of the leaderboard's descending sorts (as the API writes them) read an index in order and
-- stop after the page; a sort step would read every approved idea first.
select tests.clear_authentication();
reset role;
set local enable_seqscan = off;
set local enable_sort = off;

create function pg_temp.plan_of(query text) returns text language plpgsql as $$
declare
  line text;
  plan text := '';
begin
  for line in execute 'explain (costs off) ' || query loop
    plan := plan || line || E'\n';
  end loop;
  return plan;
end;
$$;

select unalike(
  pg_temp.plan_of($$ select id from public.ideas as i where i.status = 'approved'
    order by (i.total_ratings > 0) desc, i.final_score desc, i.created_at desc, i.id desc limit 50 $$),
  '%Sort%', 'the default sort (overall score, descending) is read from an index'
);
select unalike(
  pg_temp.plan_of($$ select id from public.ideas as i where i.status = 'approved' and i.category = 'other'
    order by (i.total_ratings > 0) desc, i.adjusted_score desc, i.created_at desc, i.id desc limit 50 $$),
  '%Sort%', 'a category''s most trusted are read from an index'
);
select unalike(
  pg_temp.plan_of($$ select id from public.ideas as i where i.status = 'approved'
    order by (i.total_ratings > 0) desc, i.spread desc, i.created_at desc, i.id desc limit 50 $$),
  '%Sort%', 'the most divisive are read from an index'
);
select unalike(
  pg_temp.plan_of($$ select id from public.ideas as i where i.status = 'approved'
    order by (i.total_ratings > 0) desc, i.created_at desc, i.id desc limit 50 $$),
  '%Sort%', 'the newest are read from an index'
);

-- A landing page's rank counts the ideas ranked above its idea (private.get_public_landing_page) as the
-- leaderboard orders them.
select results_eq(
  $$ select p.n from private.search_idea_page('%', 'approved', null, 'finalScore', 'desc', 1000, 0) with ordinality as p(id, n)
     where p.id = 'a3400000-0000-4000-8000-000000000001' $$,
  $$ select 1 + count(*) from public.ideas as o, public.ideas as i
     where i.id = 'a3400000-0000-4000-8000-000000000001' and o.status = 'approved'
       and (o.total_ratings > 0, o.final_score, o.created_at, o.id) > (i.total_ratings > 0, i.final_score, i.created_at, i.id) $$,
  'that count is the place on the leaderboard of a rated idea scoring 0, above newer unrated ideas'
);

-- As postgres: the kept totals agree with the ideas after inserts, a review, a category change and deletes.
create function pg_temp.totals_agree() returns boolean language sql as $$
  select not exists (
    (select status, category, ideas from private.idea_totals where ideas > 0
     except select status, category, count(*) from public.ideas group by 1, 2)
    union all
    (select status, category, count(*) from public.ideas group by 1, 2
     except select status, category, ideas from private.idea_totals)
  );
$$;
select ok(pg_temp.totals_agree(), 'the totals agree with the ideas after the inserts above');
update public.ideas set status = 'approved' where id = 'a3400000-0000-4000-8000-000000000005';
update public.ideas set category = 'finance' where id = 'a3400000-0000-4000-8000-000000000003';
select ok(pg_temp.totals_agree(), 'and after a review and a change of category');
select is(private.idea_count(null, 'approved', 'other'), 4::bigint, 'which the count follows');
delete from public.ideas where category = 'other';
select ok(pg_temp.totals_agree(), 'and after a delete of several ideas');
select is(private.idea_count(null, 'approved', 'other'), 0::bigint, 'a category without ideas counts 0');

insert into public.ideas (author_id, title, description, category, target_market, business_model, status)
select tests.get_supabase_uid('unrated_owner'), 'Zebrafinch idea ' || g,
  'A description long enough to pass the fifty character minimum of ideas.', 'finance', 'Small businesses',
  'Monthly subscription', 'approved'
from generate_series(1, 1002) as g;
select is(
  private.idea_count('%zebrafinch%', 'approved', null), 1001::bigint,
  'a search''s total stops at 1 001, which reads as more than 1 000'
);
select is(private.idea_count(null, 'approved', 'finance') >= 1002, true, 'the totals without a search are exact');

select * from finish();
rollback;
