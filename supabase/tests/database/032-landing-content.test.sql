-- A landing page's content is checked by the database, whoever writes it (the API or the Data API directly): the
-- shape and bounds every screen relies on, and an accent that can only be a colour.
begin;
select plan(9);

select tests.create_supabase_user('lc_owner');
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('lc_owner');
select tests.create_idea('lc_owner', id => 'c3200000-0000-4000-8000-00000000000a', status => 'approved');

select tests.authenticate_as('lc_owner');
insert into public.landing_pages (idea_id, slug, tone, content, drafted_by)
values ('c3200000-0000-4000-8000-00000000000a', 'content-checks', 'bold',
        tests.landing_content(), 'template');

select lives_ok(
  $$ update public.landing_pages set content = tests.landing_content('A new title')
     where slug = 'content-checks' $$,
  'content of the right shape is accepted'
);
select throws_ok(
  $$ update public.landing_pages
     set content = jsonb_set(tests.landing_content(), '{accent}', '"red;}body{display:none}x{"')
     where slug = 'content-checks' $$,
  '23514', null,
  'an accent that is not a #rrggbb colour is refused (it would be written into the page''s styles)'
);
select throws_ok(
  $$ update public.landing_pages set content = jsonb_set(tests.landing_content(), '{mode}', '"neon"')
     where slug = 'content-checks' $$,
  '23514', null,
  'a mode other than light or dark is refused'
);
select throws_ok(
  $$ update public.landing_pages set content = tests.landing_content() - 'sections'
     where slug = 'content-checks' $$,
  '23514', null,
  'content without its sections is refused'
);
select throws_ok(
  $$ update public.landing_pages
     set content = jsonb_set(tests.landing_content(), '{sections,1,kind}', '"hero"')
     where slug = 'content-checks' $$,
  '23514', null,
  'each section kind must appear once'
);
select throws_ok(
  $$ update public.landing_pages
     set content = jsonb_set(tests.landing_content(), '{sections,2,heading}', to_jsonb(repeat('x', 161)))
     where slug = 'content-checks' $$,
  '23514', null,
  'a heading is at most 160 characters'
);
select throws_ok(
  $$ update public.landing_pages
     set content = jsonb_set(tests.landing_content(), '{sections,3}', '"not an object"')
     where slug = 'content-checks' $$,
  '23514', null,
  'a section must be an object'
);
select throws_ok(
  $$ update public.landing_pages set content = tests.landing_content() || '{"script": "<script>"}'
     where slug = 'content-checks' $$,
  '23514', null,
  'keys the page does not know are refused'
);
select is(
  (select content ->> 'title' from public.landing_pages where slug = 'content-checks'),
  'A new title',
  'the refused writes changed nothing'
);

select * from finish();
rollback;
