-- Trust in a score: sums of squares, histograms, adjusted scores, spreads and the margin follow the ratings exactly
-- through inserts, updates and deletes; nobody but the trigger writes them; the leaderboard sorts by them; an
-- idea's ratings come a page at a time with their total and the caller's own rating; category medians.
begin;
select plan(35);

-- Fixtures (as postgres)
select tests.create_supabase_user('trust_owner', null, '{"display_name": "Tina Owner"}');
select tests.create_supabase_user('trust_named', null, '{"display_name": "Ned Named"}');
select tests.create_supabase_user('trust_anonymous', null, '{"display_name": "Anna Anonymous"}');
select tests.create_supabase_user('trust_third', null, '{"display_name": "Theo Third"}');
select tests.create_supabase_user('trust_admin');
select tests.make_admin('trust_admin');

-- The category 'other' holds only this file's ideas (the seeded ones leave it inside this rolled-back transaction),
-- so its medians and its leaderboard are known.
delete from public.ideas where category = 'other';

-- w: the worked example; x: where a rating moves to; u: approved, never rated; p: pending
select tests.create_idea('trust_owner', id => 'a1300000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Worked example idea', category => 'other', created_at => now() - interval '3 days');
select tests.create_idea('trust_owner', id => 'a1300000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Idea a rating moves to', category => 'other', created_at => now() - interval '2 days');
select tests.create_idea('trust_owner', id => 'a1300000-0000-4000-8000-00000000000c', status => 'approved',
  title => 'Unrated idea', category => 'other', created_at => now() - interval '1 day');
select tests.create_idea('trust_owner', id => 'a1300000-0000-4000-8000-00000000000d', status => 'pending',
  title => 'Pending idea', category => 'other');

-- Acting as a visitor: no ratings yet
select tests.clear_authentication();

select results_eq(
  $$ select market_demand_sumsq, overall_sumsq, market_demand_histogram, adjusted_score, market_demand_adjusted,
            spread, market_demand_spread, score_margin
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000c' $$,
  $$ values (0::bigint, 0::bigint, '{0,0,0,0,0,0,0,0,0,0}'::integer[], 50.00::numeric(5, 2), 50.00::numeric(5, 2),
             0.00::numeric(5, 2), 0.00::numeric(5, 2), null::numeric(5, 2)) $$,
  'an unrated idea: zero sums and bands, adjusted scores at the prior 50, no spread, no margin'
);

-- Acting as two members, rating the worked example (80, 60, 40) and, anonymously, (100, 50, 20)
select tests.authenticate_as('trust_named');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('a1300000-0000-4000-8000-00000000000a', 80, 60, 40);
select tests.authenticate_as('trust_anonymous');
insert into public.ratings (idea_id, market_demand, innovation, competition, is_anonymous)
values ('a1300000-0000-4000-8000-00000000000a', 100, 50, 20, true);

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select market_demand_sumsq, innovation_sumsq, competition_sumsq, overall_sumsq
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  $$ values (16400::bigint, 6100::bigint, 2000::bigint, 61300::bigint) $$,
  'sums of squares of (80,60,40) and (100,50,20): 6400+10000, 3600+2500, 1600+400 and 180^2+170^2'
);
select results_eq(
  $$ select market_demand_histogram, innovation_histogram, competition_histogram
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  $$ values ('{0,0,0,0,0,0,0,0,1,1}'::integer[], '{0,0,0,0,0,1,1,0,0,0}'::integer[],
             '{0,0,1,0,1,0,0,0,0,0}'::integer[]) $$,
  'histograms: 80 and 100 in the last two bands (100 in 90-100), 50 and 60, 20 and 40 in their own bands'
);
select results_eq(
  $$ select market_demand_adjusted, innovation_adjusted, competition_adjusted, adjusted_score, final_score
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  $$ values (61.43::numeric(5, 2), 51.43::numeric(5, 2), 44.29::numeric(5, 2), 52.38::numeric(5, 2),
             58.33::numeric(5, 2)) $$,
  'adjusted: (250+180)/7, (250+110)/7, (250+60)/7 and (750+350)/21, below the plain final score 350/6'
);
select results_eq(
  $$ select market_demand_spread, innovation_spread, competition_spread, spread, score_margin
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  $$ values (10.00::numeric(5, 2), 5.00::numeric(5, 2), 10.00::numeric(5, 2), 8.33::numeric(5, 2),
             2.31::numeric(5, 2)) $$,
  'spreads 10, 5 and 10, their mean 8.33; overall scores 60 and 56.67 give the margin 1.96 * 1.667 / sqrt(2)'
);

-- Checks as postgres: updates and deletes of ratings (members cannot make them; the API's owner role can)
select tests.reset_role();

update public.ratings set market_demand = 100, innovation = 100, competition = 100
where idea_id = 'a1300000-0000-4000-8000-00000000000a' and user_id = tests.get_supabase_uid('trust_named');
select results_eq(
  $$ select total_ratings, market_demand_sumsq, overall_sumsq, market_demand_histogram, innovation_histogram,
            competition_histogram, adjusted_score, spread, score_margin
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  $$ values (2, 20000::bigint, 118900::bigint, '{0,0,0,0,0,0,0,0,0,2}'::integer[],
             '{0,0,0,0,0,1,0,0,0,1}'::integer[], '{0,0,1,0,0,0,0,0,0,1}'::integer[], 58.10::numeric(5, 2),
             21.67::numeric(5, 2), 30.03::numeric(5, 2)) $$,
  'an updated rating leaves its old bands and squares and enters its new ones: (100,100,100) and (100,50,20)'
);

insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, created_at)
values ('a1300000-0000-4000-8000-00000000000a', tests.get_supabase_uid('trust_third'), 1, 96, 9,
        now() + interval '30 seconds');
update public.ratings set idea_id = 'a1300000-0000-4000-8000-00000000000b'
where idea_id = 'a1300000-0000-4000-8000-00000000000a' and user_id = tests.get_supabase_uid('trust_anonymous');
select results_eq(
  $$ select id, total_ratings, market_demand_histogram, innovation_histogram, competition_histogram
     from public.ideas where id in ('a1300000-0000-4000-8000-00000000000a', 'a1300000-0000-4000-8000-00000000000b')
     order by id $$,
  $$ values ('a1300000-0000-4000-8000-00000000000a'::uuid, 2, '{1,0,0,0,0,0,0,0,0,1}'::integer[],
             '{0,0,0,0,0,0,0,0,0,2}'::integer[], '{1,0,0,0,0,0,0,0,0,1}'::integer[]),
            ('a1300000-0000-4000-8000-00000000000b'::uuid, 1, '{0,0,0,0,0,0,0,0,0,1}'::integer[],
             '{0,0,0,0,0,1,0,0,0,0}'::integer[], '{0,0,1,0,0,0,0,0,0,0}'::integer[]) $$,
  'a rating moved to another idea leaves the first one''s bands and enters the second''s; 96 falls in 90-100'
);

delete from public.ratings
where idea_id = 'a1300000-0000-4000-8000-00000000000b' and user_id = tests.get_supabase_uid('trust_anonymous');
select results_eq(
  $$ select total_ratings, market_demand_sumsq, innovation_sumsq, competition_sumsq, overall_sumsq,
            market_demand_histogram, adjusted_score, spread, score_margin
     from public.ideas where id = 'a1300000-0000-4000-8000-00000000000b' $$,
  $$ values (0, 0::bigint, 0::bigint, 0::bigint, 0::bigint, '{0,0,0,0,0,0,0,0,0,0}'::integer[],
             50.00::numeric(5, 2), 0.00::numeric(5, 2), null::numeric(5, 2)) $$,
  'deleting the only rating brings an idea back to the unrated state'
);
-- Put the anonymous rating back on the worked example for the pages below.
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous, created_at)
values ('a1300000-0000-4000-8000-00000000000a', tests.get_supabase_uid('trust_anonymous'), 100, 50, 20, true,
        now() + interval '1 minute');

-- The full recomputation from the ratings, for every idea, seeded ones included.
select is_empty(
  $$ select i.id
     from public.ideas as i
     left join public.ratings as r on r.idea_id = i.id
     group by i.id
     having max(i.total_ratings) <> count(r.id)
        or max(i.market_demand_sumsq) <> coalesce(sum(r.market_demand::bigint * r.market_demand), 0)
        or max(i.innovation_sumsq) <> coalesce(sum(r.innovation::bigint * r.innovation), 0)
        or max(i.competition_sumsq) <> coalesce(sum(r.competition::bigint * r.competition), 0)
        or max(i.overall_sumsq) <> coalesce(sum((r.market_demand + r.innovation + r.competition)::bigint
                                                * (r.market_demand + r.innovation + r.competition)), 0)
        or max(i.market_demand_adjusted) <> round((250 + coalesce(sum(r.market_demand), 0)) / (5.0 + count(r.id)), 2)
        or max(i.innovation_adjusted) <> round((250 + coalesce(sum(r.innovation), 0)) / (5.0 + count(r.id)), 2)
        or max(i.competition_adjusted) <> round((250 + coalesce(sum(r.competition), 0)) / (5.0 + count(r.id)), 2)
        or max(i.adjusted_score) <> round((750 + coalesce(sum(r.market_demand + r.innovation + r.competition), 0))
                                          / (3 * (5.0 + count(r.id))), 2)
        or max(i.market_demand_spread) <> coalesce(round(stddev_pop(r.market_demand), 2), 0)
        or max(i.innovation_spread) <> coalesce(round(stddev_pop(r.innovation), 2), 0)
        or max(i.competition_spread) <> coalesce(round(stddev_pop(r.competition), 2), 0)
        or max(i.spread) <> coalesce(round((stddev_pop(r.market_demand) + stddev_pop(r.innovation)
                                            + stddev_pop(r.competition)) / 3, 2), 0)
        or max(i.score_margin) is distinct from
           round(1.96 * stddev_pop((r.market_demand + r.innovation + r.competition) / 3.0)
                 / sqrt(count(r.id)::numeric), 2) $$,
  'every idea''s sums of squares, adjusted scores, spreads and margin equal a recomputation from its ratings'
);
select is_empty(
  $$ select i.id
     from public.ideas as i
     where i.market_demand_histogram <> array(
             select count(r.id)::integer from generate_series(0, 9) as b(band)
             left join public.ratings as r on r.idea_id = i.id and least(r.market_demand / 10, 9) = b.band
             group by b.band order by b.band)
        or i.innovation_histogram <> array(
             select count(r.id)::integer from generate_series(0, 9) as b(band)
             left join public.ratings as r on r.idea_id = i.id and least(r.innovation / 10, 9) = b.band
             group by b.band order by b.band)
        or i.competition_histogram <> array(
             select count(r.id)::integer from generate_series(0, 9) as b(band)
             left join public.ratings as r on r.idea_id = i.id and least(r.competition / 10, 9) = b.band
             group by b.band order by b.band) $$,
  'every idea''s histograms equal a count of its ratings per band of ten'
);
select ok(
  (select count(*) > 0 from public.ideas where category <> 'other' and total_ratings > 1),
  'the recomputation covered seeded ideas with several ratings (filled by the migration from their ratings)'
);

-- Nobody but the trigger writes the new columns.
select is_empty(
  $$ select c.column_name::text, p.privilege
     from information_schema.columns as c
     cross join (values ('INSERT'), ('UPDATE')) as p(privilege)
     cross join (values ('anon'), ('authenticated')) as r(role)
     where c.table_schema = 'public' and c.table_name = 'ideas'
       and (c.column_name like '%\_sumsq' or c.column_name like '%\_histogram' or c.column_name like '%adjusted%'
            or c.column_name like '%spread' or c.column_name = 'score_margin')
       and has_column_privilege(r.role, 'public.ideas', c.column_name, p.privilege) $$,
  'neither visitors nor members hold an insert or update privilege on any of the new columns'
);
select is(
  (select count(*)::integer from information_schema.columns
   where table_schema = 'public' and table_name = 'ideas'
     and (column_name like '%\_sumsq' or column_name like '%\_histogram' or column_name like '%adjusted%'
          or column_name like '%spread' or column_name = 'score_margin')),
  16,
  'the privilege check above saw all 16 new columns'
);

-- Acting as the idea owner
select tests.authenticate_as('trust_owner');

select throws_ok(
  $$ update public.ideas set market_demand_sumsq = 0 where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ideas',
  'owners cannot write a sum of squares of their idea'
);
select throws_ok(
  $$ update public.ideas set market_demand_histogram[10] = 99 where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ideas',
  'owners cannot write a band of a histogram of their idea'
);
select throws_ok(
  $$ update public.ideas set adjusted_score = 100 where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  '428C9', NULL,
  'nobody writes the adjusted score: it is derived from the sums'
);
select throws_ok(
  $$ insert into public.ideas (title, description, category, target_market, business_model, overall_sumsq)
     values ('Idea with a head start', 'A description long enough to pass the fifty character minimum of ideas.',
             'other', 'Everyone out there', 'Advertising revenue', 500) $$,
  '42501', 'permission denied for table ideas',
  'members cannot submit an idea with a sum of squares'
);
select lives_ok(
  $$ update public.ideas set title = 'Worked example idea, edited' where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  'owners still edit their idea (the generated columns are computed as the member)'
);

-- Acting as an administrator
select tests.authenticate_as('trust_admin');

select throws_ok(
  $$ update public.ideas set overall_sumsq = 0, competition_histogram = '{0,0,0,0,0,0,0,0,0,0}'
     where id = 'a1300000-0000-4000-8000-00000000000a' $$,
  '42501', 'permission denied for table ideas',
  'administrators cannot write the new aggregates either'
);

-- Acting as a visitor: the leaderboard sorts. In 'other': a (3 ratings, adjusted 55.25, spread 36.64),
-- c (unrated, 50.00, 0.00), b (unrated, 50.00, 0.00, one day older than c).
select tests.clear_authentication();

select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'adjustedScore', 'desc', 10, 0) $$,
  $$ values ('a1300000-0000-4000-8000-00000000000a'::uuid), ('a1300000-0000-4000-8000-00000000000c'::uuid),
            ('a1300000-0000-4000-8000-00000000000b'::uuid) $$,
  'the search page sorts by adjusted score, ties by newest first'
);
select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'spread', 'asc', 10, 0) $$,
  $$ values ('a1300000-0000-4000-8000-00000000000a'::uuid), ('a1300000-0000-4000-8000-00000000000b'::uuid),
            ('a1300000-0000-4000-8000-00000000000c'::uuid) $$,
  'the search page sorts by spread, unrated ideas last and their ties oldest first when ascending'
);
select results_eq(
  $$ select * from private.search_idea_page('%', 'approved', 'other', 'spread', 'desc', 1, 1) $$,
  $$ values ('a1300000-0000-4000-8000-00000000000c'::uuid) $$,
  'a spread page honours limit and offset'
);
select throws_ok(
  $$ select * from private.search_idea_page('%', 'approved', null, 'trust', 'desc', 10, 0) $$,
  '22023', 'Unknown sort trust desc',
  'an unknown sort is still refused'
);

-- Category medians: a is the only rated approved idea in 'other', with means 67, 82 and 43.
select results_eq(
  $$ select * from private.category_score_medians('other') $$,
  $$ values (67.00::numeric, 82.00::numeric, 43.00::numeric) $$,
  'with one rated idea, the medians are its means; unrated and pending ideas do not count'
);

-- Checks as postgres: a second rated idea in 'other' makes the median the midpoint.
select tests.reset_role();
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
values ('a1300000-0000-4000-8000-00000000000b', tests.get_supabase_uid('trust_named'), 41, 26, 11);

-- Acting as a member
select tests.authenticate_as('trust_third');

select results_eq(
  $$ select * from private.category_score_medians('other') $$,
  $$ values (54.00::numeric, 54.00::numeric, 27.00::numeric) $$,
  'with two rated ideas, each median is the midpoint of their means (67 and 41, 82 and 26, 43 and 11)'
);
select results_eq(
  $$ select * from private.category_score_medians('no such category') $$,
  $$ values (null::numeric, null::numeric, null::numeric) $$,
  'a category without rated approved ideas has no medians'
);

-- Ratings a page at a time. On a, newest first: anonymous (100,50,20), third (1,96,9), named (100,100,100).
select results_eq(
  $$ select market_demand, innovation, rater_display_name, is_own, total
     from private.get_idea_ratings_page('a1300000-0000-4000-8000-00000000000a', 2, 0) $$,
  $$ values (100::smallint, 50::smallint, null::text, false, 3::bigint),
            (1::smallint, 96::smallint, 'Theo Third'::text, true, 3::bigint) $$,
  'the first page: newest first, the anonymous rater hidden, the caller''s own marked, the total of all pages'
);
select results_eq(
  $$ select market_demand, innovation, rater_display_name, total
     from private.get_idea_ratings_page('a1300000-0000-4000-8000-00000000000a', 2, 2) $$,
  $$ values (100::smallint, 100::smallint, 'Ned Named'::text, 3::bigint) $$,
  'the second page holds the rest, with the same total'
);
select results_eq(
  $$ select id, user_id, rater_display_name, is_anonymous, is_own, created_at
     from private.get_idea_ratings_page('a1300000-0000-4000-8000-00000000000a', 100, 0) $$,
  $$ select id, user_id, rater_display_name, is_anonymous, is_own, created_at
     from private.get_idea_ratings('a1300000-0000-4000-8000-00000000000a') $$,
  'a page as large as all ratings shows exactly what get_idea_ratings shows, in the same order'
);
select results_eq(
  $$ select market_demand, innovation, competition, rater_display_name, is_own
     from private.get_my_rating('a1300000-0000-4000-8000-00000000000a') $$,
  $$ values (1::smallint, 96::smallint, 9::smallint, 'Theo Third'::text, true) $$,
  'a member reads their own rating of an idea'
);
select is_empty(
  $$ select 1 from private.get_my_rating('a1300000-0000-4000-8000-00000000000c') $$,
  'a member who has not rated an idea has no own rating of it'
);

-- Acting as the anonymous rater
select tests.authenticate_as('trust_anonymous');

select results_eq(
  $$ select market_demand, is_anonymous, rater_display_name, user_id
     from private.get_my_rating('a1300000-0000-4000-8000-00000000000a') $$,
  $$ values (100::smallint, true, 'Anna Anonymous'::text, tests.get_supabase_uid('trust_anonymous')) $$,
  'an anonymous rater sees their own rating with their name'
);

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select count(*)::integer, count(user_id)::integer, max(total)::integer, bool_or(is_own)
     from private.get_idea_ratings_page('a1300000-0000-4000-8000-00000000000a', 20, 0) $$,
  $$ values (3, 2, 3, false) $$,
  'visitors page through the ratings with the anonymous rater hidden'
);
select is_empty(
  $$ select 1 from private.get_my_rating('a1300000-0000-4000-8000-00000000000a') $$,
  'visitors have no own rating'
);
select is_empty(
  $$ select 1 from private.get_idea_ratings_page('a1300000-0000-4000-8000-00000000000d', 20, 0) $$,
  'visitors get no page of a pending idea'
);

select * from finish();
rollback;
