-- Scores: an idea's scores are the rounded means of its ratings, kept exact by the rating trigger, never by members.
begin;
select plan(20);

-- Fixtures (as postgres)
select tests.create_supabase_user('idea_owner');
select tests.create_supabase_user('rater_one');
select tests.create_supabase_user('rater_two');
select tests.create_supabase_user('rater_three');
select tests.create_supabase_user('admin_user');
select tests.make_admin('admin_user');

select tests.create_idea('idea_owner', id => 'a7000000-0000-4000-8000-000000000001', status => 'approved',
  title => 'Idea whose scores we follow');

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select total_ratings, market_demand_score, innovation_score, competition_score, final_score
     from public.ideas where id = 'a7000000-0000-4000-8000-000000000001' $$,
  $$ values (0, 0::numeric(5, 2), 0::numeric(5, 2), 0::numeric(5, 2), 0::numeric(5, 2)) $$,
  'an idea without ratings has zero scores'
);

-- Acting as three members, each rating the idea
select tests.authenticate_as('rater_one');
select lives_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a7000000-0000-4000-8000-000000000001', 70, 80, 90) $$,
  'a first member rates the idea'
);
select tests.authenticate_as('rater_two');
select lives_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a7000000-0000-4000-8000-000000000001', 55, 65, 75) $$,
  'a second member rates the idea'
);
select tests.authenticate_as('rater_three');
select lives_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition, is_anonymous)
     values ('a7000000-0000-4000-8000-000000000001', 100, 0, 33, true) $$,
  'a third member rates the idea anonymously'
);

-- Acting as a visitor
select tests.clear_authentication();

select results_eq(
  $$ select total_ratings, market_demand_score, innovation_score, competition_score, final_score
     from public.ideas where id = 'a7000000-0000-4000-8000-000000000001' $$,
  $$ values (3, 75.00::numeric(5, 2), 48.33::numeric(5, 2), 66.00::numeric(5, 2), 63.11::numeric(5, 2)) $$,
  'visitors read the scores of (70,80,90), (55,65,75) and (100,0,33): 75.00, 48.33, 66.00 and 63.11 over 3 ratings'
);

-- Checks as postgres against the ratings themselves
select tests.reset_role();

select is(
  (select market_demand_score from public.ideas where id = 'a7000000-0000-4000-8000-000000000001'),
  (select round(avg(market_demand), 2) from public.ratings where idea_id = 'a7000000-0000-4000-8000-000000000001'),
  'the market demand score is the rounded mean of the ratings'
);
select is(
  (select innovation_score from public.ideas where id = 'a7000000-0000-4000-8000-000000000001'),
  (select round(avg(innovation), 2) from public.ratings where idea_id = 'a7000000-0000-4000-8000-000000000001'),
  'the innovation score is the rounded mean of the ratings'
);
select is(
  (select competition_score from public.ideas where id = 'a7000000-0000-4000-8000-000000000001'),
  (select round(avg(competition), 2) from public.ratings where idea_id = 'a7000000-0000-4000-8000-000000000001'),
  'the competition score is the rounded mean of the ratings'
);
select is(
  (select final_score from public.ideas where id = 'a7000000-0000-4000-8000-000000000001'),
  (select round(sum(market_demand + innovation + competition)::numeric / (3 * count(*)), 2)
   from public.ratings where idea_id = 'a7000000-0000-4000-8000-000000000001'),
  'the final score is the rounded mean of all three dimensions over all ratings'
);
select is(
  (select total_ratings::bigint from public.ideas where id = 'a7000000-0000-4000-8000-000000000001'),
  (select count(*) from public.ratings where idea_id = 'a7000000-0000-4000-8000-000000000001'),
  'the rating count is the number of ratings'
);
select is_empty(
  $$ select i.id
     from public.ideas as i
     left join public.ratings as r on r.idea_id = i.id
     group by i.id
     having max(i.total_ratings) <> count(r.id)
        or max(i.market_demand_score) <> coalesce(round(avg(r.market_demand), 2), 0)
        or max(i.innovation_score) <> coalesce(round(avg(r.innovation), 2), 0)
        or max(i.competition_score) <> coalesce(round(avg(r.competition), 2), 0)
        or max(i.final_score) <> coalesce(round(sum(r.market_demand + r.innovation + r.competition)::numeric
                                                / nullif(3 * count(r.id), 0), 2), 0) $$,
  'every idea, seeded ones included, has scores equal to the means of its ratings'
);

delete from public.ratings
where idea_id = 'a7000000-0000-4000-8000-000000000001' and user_id = tests.get_supabase_uid('rater_three');
select results_eq(
  $$ select total_ratings, market_demand_score, innovation_score, competition_score, final_score
     from public.ideas where id = 'a7000000-0000-4000-8000-000000000001' $$,
  $$ values (2, 62.50::numeric(5, 2), 72.50::numeric(5, 2), 82.50::numeric(5, 2), 72.50::numeric(5, 2)) $$,
  'deleting a rating removes exactly its scores from the idea'
);

-- Acting as the idea owner
select tests.authenticate_as('idea_owner');

select throws_ok(
  $$ update public.ideas set total_ratings = 1000 where id = 'a7000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'owners cannot write the rating count of their idea'
);
select throws_ok(
  $$ update public.ideas set market_demand_sum = 100000 where id = 'a7000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'owners cannot write the market demand sum of their idea'
);
select throws_ok(
  $$ update public.ideas set innovation_sum = 100000 where id = 'a7000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'owners cannot write the innovation sum of their idea'
);
select throws_ok(
  $$ update public.ideas set competition_sum = 100000 where id = 'a7000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'owners cannot write the competition sum of their idea'
);
select throws_ok(
  $$ update public.ideas set final_score = 100 where id = 'a7000000-0000-4000-8000-000000000001' $$,
  '428C9', NULL,
  'nobody writes the final score: it is derived from the sums'
);
select throws_ok(
  $$ insert into public.ideas (title, description, category, target_market, business_model, market_demand_sum)
     values ('Idea with a head start', 'A description long enough to pass the fifty character minimum of ideas.',
             'other', 'Everyone out there', 'Advertising revenue', 500) $$,
  '42501', 'permission denied for table ideas',
  'members cannot submit an idea with rating sums'
);

-- Acting as an administrator
select tests.authenticate_as('admin_user');

select throws_ok(
  $$ update public.ideas set total_ratings = 0, market_demand_sum = 0 where id = 'a7000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table ideas',
  'administrators cannot write the rating aggregates either'
);

-- Checks as postgres
select tests.reset_role();

select results_eq(
  $$ select total_ratings, market_demand_sum, innovation_sum, competition_sum
     from public.ideas where id = 'a7000000-0000-4000-8000-000000000001' $$,
  $$ values (2, 125::bigint, 145::bigint, 165::bigint) $$,
  'the refused writes left the aggregates as the ratings made them'
);

select * from finish();
rollback;
