-- The read version: every statement writing a table that public answers show moves it on, in the writing
-- transaction, whoever writes; a rolled-back write leaves it as it was; no API role reads or writes it directly.
begin;
select plan(17);

-- Fixtures (as postgres)
select tests.create_supabase_user('rv_owner');
select tests.create_supabase_user('rv_rater');
select tests.create_idea('rv_owner', id => 'a2000000-0000-4000-8000-00000000000a', status => 'approved');

-- tests.v holds the version last seen; each check compares with it and then remembers the new one.
select set_config('tests.v', private.read_version()::text, true);

update public.ideas set title = 'A retitled test idea' where id = 'a2000000-0000-4000-8000-00000000000a';
select ok(private.read_version() > current_setting('tests.v')::bigint, 'an idea edit moves the version on');
select set_config('tests.v', private.read_version()::text, true);

update public.roadmap_items set theme = theme where position = (select min(position) from public.roadmap_items);
select ok(private.read_version() > current_setting('tests.v')::bigint, 'a roadmap edit moves the version on');
select set_config('tests.v', private.read_version()::text, true);

update public.profiles set display_name = 'Renamed owner' where id = tests.get_supabase_uid('rv_owner');
select ok(private.read_version() > current_setting('tests.v')::bigint, 'a profile edit moves the version on');
select set_config('tests.v', private.read_version()::text, true);

-- A member writes through RLS and the definer trigger: no right on the shards is needed.
select tests.authenticate_as('rv_rater');
insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
values ('a2000000-0000-4000-8000-00000000000a', tests.get_supabase_uid('rv_rater'), 50, 60, 70);
select tests.reset_role();
select ok(private.read_version() > current_setting('tests.v')::bigint, 'a member''s rating moves the version on');
select set_config('tests.v', private.read_version()::text, true);

-- A published landing page's write moves it on; a draft's and a waitlist join do not (no public answer shows
-- them).
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('rv_owner');
select set_config('tests.v', private.read_version()::text, true);
insert into public.landing_pages (id, owner_id, idea_id, slug, tone, content, drafted_by)
values ('a2000000-0000-4000-8000-0000000000bb', tests.get_supabase_uid('rv_owner'),
  'a2000000-0000-4000-8000-00000000000a', 'rv-page', 'bold', tests.landing_content(), 'template');
update public.landing_pages set content = tests.landing_content('Still a draft')
where id = 'a2000000-0000-4000-8000-0000000000bb';
select is(private.read_version(), current_setting('tests.v')::bigint,
  'writing a draft leaves the version as it was (only its owner sees it)');
update public.landing_pages set published_at = now() where id = 'a2000000-0000-4000-8000-0000000000bb';
select ok(private.read_version() > current_setting('tests.v')::bigint, 'publishing a landing page moves the version on');
select set_config('tests.v', private.read_version()::text, true);
insert into public.waitlist_signups (page_id, email) values ('a2000000-0000-4000-8000-0000000000bb', 'rv@example.com');
select is(private.read_version(), current_setting('tests.v')::bigint, 'a waitlist sign-up leaves the version as it was');

delete from public.ratings where idea_id = 'a2000000-0000-4000-8000-00000000000a';
select ok(private.read_version() > current_setting('tests.v')::bigint, 'deleting ratings moves the version on');
select set_config('tests.v', private.read_version()::text, true);

delete from public.ideas where id = 'a2000000-0000-4000-8000-00000000000a';
select ok(private.read_version() > current_setting('tests.v')::bigint, 'deleting an idea moves the version on');
select set_config('tests.v', private.read_version()::text, true);

-- A write that is rolled back leaves the version where it was.
savepoint before_write;
update public.profiles set display_name = 'Never saved' where id = tests.get_supabase_uid('rv_owner');
select ok(private.read_version() > current_setting('tests.v')::bigint, 'the write moves the version on inside its transaction');
rollback to savepoint before_write;
select is(private.read_version(), current_setting('tests.v')::bigint, 'a rolled-back write leaves the version as it was');

-- A read does not move it.
select count(*) from public.ideas;
select is(private.read_version(), current_setting('tests.v')::bigint, 'reading leaves the version as it was');

select is((select count(*) from private.read_version_shards), 64::bigint, 'the version is spread over 64 shards');

-- The API roles cannot read the version or touch the shards; only the owner (the function's connection) does.
select ok(not has_function_privilege('anon', 'private.read_version()', 'execute'), 'visitors cannot read the version');
select ok(not has_function_privilege('authenticated', 'private.read_version()', 'execute'),
  'members cannot read the version');
select ok(not has_table_privilege('authenticated', 'private.read_version_shards', 'update'),
  'members cannot write the shards');
select ok(not has_function_privilege('authenticated', 'private.bump_read_version()', 'execute'),
  'members cannot call the trigger function');

select * from finish();
rollback;
