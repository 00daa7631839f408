-- Read versions per resource: a write moves on the answers it changes and no other. A rating moves its idea's
-- version, the lists' and its rater's profile's; the roadmap, another idea and another member's profile keep theirs.
-- The global version (private.bump_read_version(), still fired by any table that calls it) moves every answer.
begin;
select plan(21);

select tests.create_supabase_user('rvs_owner');
select tests.create_supabase_user('rvs_rater');
select tests.create_supabase_user('rvs_other');
select tests.create_idea('rvs_owner', id => 'a4300000-0000-4000-8000-00000000000a', status => 'approved',
  title => 'Rated idea');
select tests.create_idea('rvs_owner', id => 'a4300000-0000-4000-8000-00000000000b', status => 'approved',
  title => 'Another idea');

-- The versions of the answers compared, as they were before the write under test.
create temporary table seen (answer text primary key, resources text[], v bigint) on commit drop;
insert into seen (answer, resources) values
  ('idea', array['idea:a4300000-0000-4000-8000-00000000000a']),
  ('other idea', array['idea:a4300000-0000-4000-8000-00000000000b']),
  ('lists', array['lists']),
  ('roadmap', array['roadmap']),
  ('rater', array['profile:' || tests.get_supabase_uid('rvs_rater')]),
  ('other member', array['profile:' || tests.get_supabase_uid('rvs_other')]),
  ('owner alone', array['member:' || tests.get_supabase_uid('rvs_owner')]);
create function pg_temp.remember() returns void language sql as $$
  update seen set v = private.read_version(resources)
$$;
create function pg_temp.moved(p_answer text) returns boolean language sql as $$
  select private.read_version(resources) > v from seen where answer = p_answer
$$;

-- A member rates through RLS and the definer triggers: no right on the versions is needed.
select pg_temp.remember();
select tests.authenticate_as('rvs_rater');
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
values ('a4300000-0000-4000-8000-00000000000a', tests.get_supabase_uid('rvs_rater'), 50, 60, 70);
select tests.reset_role();
select ok(pg_temp.moved('idea'), 'a rating moves its idea''s version');
select ok(pg_temp.moved('lists'), 'a rating moves the lists'' version (scores and order)');
select ok(pg_temp.moved('rater'), 'a rating moves its rater''s profile version (their history)');
select ok(not pg_temp.moved('roadmap'), 'a rating leaves the roadmap''s version');
select ok(not pg_temp.moved('other idea'), 'a rating leaves another idea''s version');
select ok(not pg_temp.moved('other member'), 'a rating leaves another member''s profile version');

select pg_temp.remember();
insert into public.comments (idea_id, author_id, body)
values ('a4300000-0000-4000-8000-00000000000b', tests.get_supabase_uid('rvs_other'), 'A comment');
select ok(pg_temp.moved('other idea'), 'a comment moves its idea''s version');
select ok(not pg_temp.moved('idea'), 'a comment leaves another idea''s version');

select pg_temp.remember();
update public.roadmap_items set theme = theme where position = (select min(position) from public.roadmap_items);
select ok(pg_temp.moved('roadmap'), 'a roadmap edit moves the roadmap''s version');
select ok(not pg_temp.moved('lists') and not pg_temp.moved('idea'), 'a roadmap edit leaves the ideas'' versions');

select pg_temp.remember();
update public.profiles set bio = 'New bio' where id = tests.get_supabase_uid('rvs_other');
select ok(pg_temp.moved('other member'), 'a profile edit moves that profile''s version');
select ok(not pg_temp.moved('rater') and not pg_temp.moved('lists'), 'a bio edit leaves the others'' versions');

-- An edit of an approved idea waits for review: only its author (and administrators, whose answers carry no tags)
-- may learn it was saved.
select pg_temp.remember();
select tests.authenticate_as('rvs_owner');
update public.ideas set title = 'Another idea, renamed' where id = 'a4300000-0000-4000-8000-00000000000b';
select tests.reset_role();
select ok(pg_temp.moved('owner alone'), 'a pending edit''s save moves its author''s own version');
select ok(not pg_temp.moved('other idea') and not pg_temp.moved('lists'),
  'a pending edit''s save leaves the idea''s public version');

-- An anonymous rating is in its rater's own history only: no public version may tell who gave it.
select tests.create_supabase_user('rvs_anonymous');
insert into seen (answer, resources) values
  ('anonymous rater, public', array['profile:' || tests.get_supabase_uid('rvs_anonymous')]),
  ('anonymous rater, own', array['profile:' || tests.get_supabase_uid('rvs_anonymous'),
                                 'member:' || tests.get_supabase_uid('rvs_anonymous')]);
select pg_temp.remember();
select tests.authenticate_as('rvs_anonymous');
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous)
values ('a4300000-0000-4000-8000-00000000000b', tests.get_supabase_uid('rvs_anonymous'), 10, 20, 30, true);
select tests.reset_role();
select ok(not pg_temp.moved('anonymous rater, public'), 'an anonymous rating leaves its rater''s public version');
select ok(pg_temp.moved('anonymous rater, own'), 'an anonymous rating moves the version of its rater''s own view');
select ok(pg_temp.moved('other idea'), 'an anonymous rating moves its idea''s version');

-- A name is shown on ideas, comments and ratings everywhere: it moves every answer.
select pg_temp.remember();
update public.profiles set display_name = 'Renamed' where id = tests.get_supabase_uid('rvs_other');
select ok(not exists (select from seen where not pg_temp.moved(answer)), 'a display name change moves every answer');

-- A trigger that still calls the global bump moves every answer too.
select pg_temp.remember();
create table pg_temp.global_probe (id int);
create trigger probe after insert on pg_temp.global_probe for each statement
execute function private.bump_read_version();
insert into pg_temp.global_probe values (1);
select ok(not exists (select from seen where not pg_temp.moved(answer)),
  'private.bump_read_version() moves every resource''s version');

select ok(not has_function_privilege('anon', 'private.read_version(text[])', 'execute')
  and not has_function_privilege('authenticated', 'private.read_version(text[])', 'execute'),
  'visitors and members cannot read the versions');
select ok(not has_function_privilege('authenticated', 'private.bump_read_versions(text[])', 'execute')
  and not has_table_privilege('authenticated', 'private.read_versions', 'update'),
  'members cannot move a version themselves');

select * from finish();
rollback;
