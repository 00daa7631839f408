-- An idea the caller may not see is refused exactly like a missing one, so a refusal never reveals that it exists;
-- whoever may see it (its author, an administrator) still learns why.
begin;
select plan(12);

-- Fixtures (as postgres)
select tests.create_supabase_user('hidden_author', null, '{"display_name": "Hana Hidden"}');
select tests.create_supabase_user('hidden_member', null, '{"display_name": "Milo Member"}');
select tests.create_supabase_user('hidden_admin', null, '{"display_name": "Ada Admin"}');
select tests.make_admin('hidden_admin');

-- p: pending, r: rejected, both by hidden_author; the missing id belongs to no idea
select tests.create_idea('hidden_author', id => 'a3500000-0000-4000-8000-00000000000d', status => 'pending',
  title => 'A pending idea');
select tests.create_idea('hidden_author', id => 'a3500000-0000-4000-8000-00000000000e', status => 'rejected',
  title => 'A rejected idea');

-- Acting as a visitor: every rating is refused by the table's privileges before the idea is looked up
select tests.clear_authentication();

select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('00000000-0000-4000-8000-00000000dead', 50, 50, 50) $$,
  '42501', 'permission denied for table ratings',
  'visitors rating a missing idea are refused for lack of privilege'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000d', 50, 50, 50) $$,
  '42501', 'permission denied for table ratings',
  'visitors rating a pending idea get the same refusal as for a missing one'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000e', 50, 50, 50) $$,
  '42501', 'permission denied for table ratings',
  'visitors rating a rejected idea get the same refusal as for a missing one'
);

-- Acting as a member who may not see the hidden ideas
select tests.authenticate_as('hidden_member');

select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('00000000-0000-4000-8000-00000000dead', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'members rating a missing idea are told it is not found'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000d', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'members rating someone else''s pending idea get the same refusal as for a missing one'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000e', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'members rating someone else''s rejected idea get the same refusal as for a missing one'
);

-- Acting as the author, who sees the ideas
select tests.authenticate_as('hidden_author');

select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000d', 50, 50, 50) $$,
  '42501', 'You cannot rate your own idea.',
  'the author rating their own pending idea is told it is their own'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000e', 50, 50, 50) $$,
  '42501', 'You cannot rate your own idea.',
  'the author rating their own rejected idea is told it is their own'
);

-- Acting as an administrator, who sees every idea
select tests.authenticate_as('hidden_admin');

select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('00000000-0000-4000-8000-00000000dead', 50, 50, 50) $$,
  'P0002', 'Idea not found',
  'administrators rating a missing idea are told it is not found'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000d', 50, 50, 50) $$,
  '55000', 'Only approved ideas can be rated',
  'administrators rating a pending idea are told only approved ideas can be rated'
);
select throws_ok(
  $$ insert into public.ratings (idea_id, market_demand, innovation, competition)
     values ('a3500000-0000-4000-8000-00000000000e', 50, 50, 50) $$,
  '55000', 'Only approved ideas can be rated',
  'administrators rating a rejected idea are told only approved ideas can be rated'
);

-- Checks as postgres: the refused ratings wrote nothing
select tests.reset_role();

select is(
  (select count(*) from public.ratings
   where idea_id in ('a3500000-0000-4000-8000-00000000000d', 'a3500000-0000-4000-8000-00000000000e')),
  0::bigint,
  'the refused ratings of hidden ideas wrote nothing'
);

select * from finish();
rollback;
