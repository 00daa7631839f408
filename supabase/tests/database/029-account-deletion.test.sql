-- Deleting one's account: members delete only their own, visitors nothing, the last administrator never; the
-- account takes its ideas, ratings, comments, notifications and preferences with it; every idea it rated keeps
-- scores exactly equal to a recomputation from the ratings that remain.
begin;
select plan(24);

-- Fixtures (as postgres)
select tests.create_supabase_user('leaver', null, '{"display_name": "Lee Leaver"}');
select tests.create_supabase_user('author', null, '{"display_name": "Ada Author"}');
select tests.create_supabase_user('rater');
select tests.create_supabase_user('only_admin');
select tests.create_supabase_user('second_admin');
-- Kept aside: once the account is gone, tests.get_supabase_uid no longer finds the leaver.
select set_config('tests.leaver', tests.get_supabase_uid('leaver')::text, true);

-- The seeded administrators step down inside this rolled-back transaction, so 'only_admin' is the last one.
update public.profiles set is_admin = false where is_admin;
select tests.make_admin('only_admin');

-- a, b: the author's approved ideas the leaver rates and discusses; l: the leaver's approved idea, rated and
-- discussed by others; p: the leaver's pending idea with a deck.
select tests.create_idea('author', id => 'd2900000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'An idea the leaver rated');
select tests.create_idea('author', id => 'd2900000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Another idea the leaver rated');
select tests.create_idea('leaver', id => 'd2900000-0000-4000-8000-00000000000c', status => 'approved',
  title => 'The leaver''s own idea');
select tests.create_idea('leaver', id => 'd2900000-0000-4000-8000-00000000000d', status => 'pending',
  title => 'The leaver''s pending idea', pitch_deck_path => tests.get_supabase_uid('leaver') || '/deck.pdf');

-- Scores in several bands, edges included (0, 99, 100), so every sum, square and band is exercised.
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition) values
  ('d2900000-0000-4000-8000-00000000000a', tests.get_supabase_uid('leaver'), 70, 35, 99),
  ('d2900000-0000-4000-8000-00000000000b', tests.get_supabase_uid('leaver'), 0, 100, 50),
  ('d2900000-0000-4000-8000-00000000000a', tests.get_supabase_uid('rater'), 20, 40, 60),
  ('d2900000-0000-4000-8000-00000000000b', tests.get_supabase_uid('rater'), 90, 9, 10),
  ('d2900000-0000-4000-8000-00000000000c', tests.get_supabase_uid('rater'), 55, 55, 55);

-- On a: the leaver's comment with the author's reply, and the leaver's reply to the author's comment.
-- On b: the leaver's comment without replies. On c (the leaver's idea): the rater's comment.
insert into public.comments (id, idea_id, author_id, body) values
  ('d2900000-0000-4000-8000-0000000000a1', 'd2900000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('leaver'), 'The leaver asks something'),
  ('d2900000-0000-4000-8000-0000000000a3', 'd2900000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('author'), 'The author starts a thread'),
  ('d2900000-0000-4000-8000-0000000000b1', 'd2900000-0000-4000-8000-00000000000b',
   tests.get_supabase_uid('leaver'), 'A lone comment of the leaver'),
  ('d2900000-0000-4000-8000-0000000000c1', 'd2900000-0000-4000-8000-00000000000c',
   tests.get_supabase_uid('rater'), 'A comment on the leaver''s idea');
insert into public.comments (id, idea_id, author_id, parent_id, body) values
  ('d2900000-0000-4000-8000-0000000000a2', 'd2900000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('author'), 'd2900000-0000-4000-8000-0000000000a1', 'The author answers'),
  ('d2900000-0000-4000-8000-0000000000a4', 'd2900000-0000-4000-8000-00000000000a',
   tests.get_supabase_uid('leaver'), 'd2900000-0000-4000-8000-0000000000a3', 'The leaver replies');
insert into public.mail_preferences (member_id) values (tests.get_supabase_uid('leaver')) on conflict do nothing;

-- Every idea whose maintained rating columns differ from a recomputation from the ratings as they are now:
-- count, sums, sums of squares and the three histograms (the means, adjusted scores and spreads are generated
-- from these).
create function tests.ideas_with_drifted_scores()
returns setof uuid
language sql
stable
set search_path = ''
as $$
  select i.id
  from public.ideas as i
  cross join lateral (
    select count(r.id)::integer as total,
      coalesce(sum(r.market_demand), 0)::bigint as md, coalesce(sum(r.innovation), 0)::bigint as inn,
      coalesce(sum(r.competition), 0)::bigint as co,
      coalesce(sum(r.market_demand::bigint * r.market_demand), 0)::bigint as md_sq,
      coalesce(sum(r.innovation::bigint * r.innovation), 0)::bigint as inn_sq,
      coalesce(sum(r.competition::bigint * r.competition), 0)::bigint as co_sq,
      coalesce(sum((r.market_demand + r.innovation + r.competition)::bigint
                   * (r.market_demand + r.innovation + r.competition)), 0)::bigint as overall_sq
    from public.ratings as r where r.idea_id = i.id
  ) as s
  cross join lateral (
    select array_agg(h.md order by h.band) as md, array_agg(h.inn order by h.band) as inn,
      array_agg(h.co order by h.band) as co
    from (
      select b.band,
        (select count(*) from public.ratings as r
         where r.idea_id = i.id and least(r.market_demand / 10, 9) = b.band)::integer as md,
        (select count(*) from public.ratings as r
         where r.idea_id = i.id and least(r.innovation / 10, 9) = b.band)::integer as inn,
        (select count(*) from public.ratings as r
         where r.idea_id = i.id and least(r.competition / 10, 9) = b.band)::integer as co
      from generate_series(0, 9) as b(band)
    ) as h
  ) as hist
  where row(i.total_ratings, i.market_demand_sum, i.innovation_sum, i.competition_sum, i.market_demand_sumsq,
            i.innovation_sumsq, i.competition_sumsq, i.overall_sumsq, i.market_demand_histogram,
            i.innovation_histogram, i.competition_histogram)
        is distinct from
        row(s.total, s.md, s.inn, s.co, s.md_sq, s.inn_sq, s.co_sq, s.overall_sq, hist.md, hist.inn, hist.co);
$$;
grant execute on function tests.ideas_with_drifted_scores() to authenticated;

select is_empty(
  $$ select * from tests.ideas_with_drifted_scores() $$,
  'before any deletion, every idea''s maintained scores equal a recomputation from its ratings'
);

-- Acting as a visitor
select tests.clear_authentication();

select throws_ok(
  $$ select private.delete_my_account() $$,
  '42501', 'permission denied for function delete_my_account',
  'visitors cannot delete any account'
);

-- Acting as the last administrator
select tests.authenticate_as('only_admin');

select throws_ok(
  $$ select private.delete_my_account() $$,
  '55000', 'The last administrator cannot delete their account. Make another member an administrator first.',
  'the last administrator cannot delete their account'
);

select tests.reset_role();
select ok(
  exists (select 1 from auth.users where id = tests.get_supabase_uid('only_admin'))
  and (select is_admin from public.profiles where id = tests.get_supabase_uid('only_admin')),
  'the refused deletion leaves the last administrator''s account and role as they were'
);

-- Acting as the leaver
select tests.authenticate_as('leaver');

select lives_ok(
  $$ select private.delete_my_account() $$,
  'members can delete their own account'
);

-- Checks as postgres: what went and what stayed
select tests.reset_role();

select is_empty(
  $$ select 1 from auth.users where id = tests.get_supabase_uid('leaver') $$,
  'the account''s sign-in (auth.users) is gone'
);
select is_empty(
  $$ select 1 from public.profiles where id = current_setting('tests.leaver')::uuid $$,
  'the profile is gone'
);
select is_empty(
  $$ select 1 from public.ideas
     where id in ('d2900000-0000-4000-8000-00000000000c', 'd2900000-0000-4000-8000-00000000000d') $$,
  'the member''s ideas are gone, pending and approved'
);
select results_eq(
  $$ select idea_id, market_demand, innovation, competition from public.ratings
     where idea_id in ('d2900000-0000-4000-8000-00000000000a', 'd2900000-0000-4000-8000-00000000000b',
                       'd2900000-0000-4000-8000-00000000000c')
     order by idea_id $$,
  $$ values ('d2900000-0000-4000-8000-00000000000a'::uuid, 20::smallint, 40::smallint, 60::smallint),
            ('d2900000-0000-4000-8000-00000000000b'::uuid, 90::smallint, 9::smallint, 10::smallint) $$,
  'the member''s ratings are gone, and so are the ratings of the member''s ideas; other members'' ratings stay'
);
select is_empty(
  $$ select * from tests.ideas_with_drifted_scores() $$,
  'after the deletion, every idea''s count, sums, sums of squares and histograms equal a recomputation'
);
select results_eq(
  $$ select total_ratings, market_demand_sum, innovation_sum, competition_sum, overall_sumsq,
            market_demand_histogram, competition_histogram, final_score
     from public.ideas where id = 'd2900000-0000-4000-8000-00000000000a' $$,
  $$ values (1, 20::bigint, 40::bigint, 60::bigint, 14400::bigint, '{0,0,1,0,0,0,0,0,0,0}'::integer[],
             '{0,0,0,0,0,0,1,0,0,0}'::integer[], 40.00::numeric(5, 2)) $$,
  'an idea the member rated is scored by the ratings that remain: (20, 40, 60) alone'
);
select results_eq(
  $$ select market_demand_histogram, innovation_histogram, market_demand_spread, spread, score_margin
     from public.ideas where id = 'd2900000-0000-4000-8000-00000000000b' $$,
  $$ values ('{0,0,0,0,0,0,0,0,0,1}'::integer[], '{1,0,0,0,0,0,0,0,0,0}'::integer[], 0.00::numeric(5, 2),
             0.00::numeric(5, 2), 0.00::numeric(5, 2)) $$,
  'the member''s 0 and 100 leave their bands; one rating left has no spread'
);
select results_eq(
  $$ select id, body, author_id, deleted_at is not null from public.comments
     where idea_id = 'd2900000-0000-4000-8000-00000000000a' order by body nulls first $$,
  $$ values ('d2900000-0000-4000-8000-0000000000a1'::uuid, null::text, null::uuid, true),
            ('d2900000-0000-4000-8000-0000000000a2'::uuid, 'The author answers'::text,
             tests.get_supabase_uid('author'), false),
            ('d2900000-0000-4000-8000-0000000000a3'::uuid, 'The author starts a thread'::text,
             tests.get_supabase_uid('author'), false) $$,
  'the member''s comments go: one with another member''s reply is emptied, a reply of theirs is removed'
);
select is_empty(
  $$ select 1 from public.comments where id = 'd2900000-0000-4000-8000-0000000000b1' $$,
  'a comment of the member without replies is removed'
);
select results_eq(
  $$ select id, comment_count from public.ideas
     where id in ('d2900000-0000-4000-8000-00000000000a', 'd2900000-0000-4000-8000-00000000000b') order by id $$,
  $$ values ('d2900000-0000-4000-8000-00000000000a'::uuid, 2),
            ('d2900000-0000-4000-8000-00000000000b'::uuid, 0) $$,
  'comment counts stay exact: the emptied and the removed comments no longer count'
);
select is_empty(
  $$ select 1 from public.comments where id = 'd2900000-0000-4000-8000-0000000000c1' $$,
  'comments on the member''s ideas go with the ideas'
);
select is_empty(
  $$ select 1 from public.mail_preferences where member_id = current_setting('tests.leaver')::uuid
     union all
     select 1 from public.notifications where recipient_id = current_setting('tests.leaver')::uuid
     union all
     select 1 from private.write_log where member_id = current_setting('tests.leaver')::uuid $$,
  'the member''s mail preferences, notifications and counted writes are gone'
);
select results_eq(
  $$ select count(*)::integer from public.profiles
     where id in (tests.get_supabase_uid('author'), tests.get_supabase_uid('rater'),
                  tests.get_supabase_uid('only_admin')) $$,
  $$ values (3) $$,
  'other members'' accounts are untouched'
);

-- Acting as the member whose account is gone, with a token that has not expired yet
select set_config('role', 'authenticated', true);
select set_config('request.jwt.claims',
  jsonb_build_object('sub', current_setting('tests.leaver'), 'role', 'authenticated')::text, true);

select throws_ok(
  $$ select private.delete_my_account() $$,
  'P0002', 'User profile not found',
  'a deleted member''s token deletes nothing more'
);

-- Checks as postgres: an administrator who is not the last one
select tests.reset_role();
select tests.make_admin('second_admin');
update public.ideas set reviewed_by = tests.get_supabase_uid('only_admin'), reviewed_at = now()
where id = 'd2900000-0000-4000-8000-00000000000a';
select set_config('tests.only_admin', tests.get_supabase_uid('only_admin')::text, true);

-- Acting as an administrator while another remains
select tests.authenticate_as('only_admin');

select lives_ok(
  $$ select private.delete_my_account() $$,
  'an administrator can delete their account while another administrator remains'
);

select tests.reset_role();
select is_empty(
  $$ select 1 from auth.users where id = current_setting('tests.only_admin')::uuid $$,
  'the administrator''s account is gone'
);
select results_eq(
  $$ select status, reviewed_by from public.ideas where id = 'd2900000-0000-4000-8000-00000000000a' $$,
  $$ values ('approved'::text, null::uuid) $$,
  'ideas the administrator reviewed keep their decision and lose the reviewer'
);

-- Acting as the administrator who is now the last one
select tests.authenticate_as('second_admin');

select throws_ok(
  $$ select private.delete_my_account() $$,
  '55000', 'The last administrator cannot delete their account. Make another member an administrator first.',
  'the administrator who remains is now the last one and cannot delete their account'
);

select tests.reset_role();
select is_empty(
  $$ select * from tests.ideas_with_drifted_scores() $$,
  'at the end, every idea''s maintained scores still equal a recomputation'
);

select * from finish();
rollback;
