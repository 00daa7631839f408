-- What a published landing page's preview image shows (private.get_landing_preview): for anyone, a published page's
-- title, description and accent, with its idea's category and trusted score only while the idea is approved; no row
-- for a draft, an unknown address or a page whose idea is in the trash.
begin;
select plan(9);

select tests.create_supabase_user('lp_preview_owner');
update public.profiles set subscription_tier = 'premium' where id = tests.get_supabase_uid('lp_preview_owner');
select tests.create_idea('lp_preview_owner', id => 'c5000000-0000-4000-8000-00000000000a', status => 'approved',
  category => 'education');
select tests.create_idea('lp_preview_owner', id => 'c5000000-0000-4000-8000-00000000000b', status => 'approved');
select tests.create_idea('lp_preview_owner', id => 'c5000000-0000-4000-8000-00000000000c', status => 'approved');
select tests.create_idea('lp_preview_owner', id => 'c5000000-0000-4000-8000-00000000000d');

select tests.authenticate_as('lp_preview_owner');
insert into public.landing_pages (idea_id, slug, tone, content, drafted_by) values
  ('c5000000-0000-4000-8000-00000000000a', 'preview-online', 'bold', tests.landing_content('Online'), 'template'),
  ('c5000000-0000-4000-8000-00000000000b', 'preview-draft', 'bold', tests.landing_content('Draft'), 'template'),
  ('c5000000-0000-4000-8000-00000000000c', 'preview-trashed', 'bold', tests.landing_content('Trashed'), 'template'),
  ('c5000000-0000-4000-8000-00000000000d', 'preview-pending', 'bold', tests.landing_content('Pending'), 'template');
update public.landing_pages set published_at = now()
where slug in ('preview-online', 'preview-trashed', 'preview-pending');
select tests.reset_role();
update public.ideas set deleted_at = now() where id = 'c5000000-0000-4000-8000-00000000000c';

select tests.clear_authentication();
select is(
  (select title from private.get_landing_preview('preview-online')),
  'Online',
  'a visitor reads a published page''s title'
);
select is(
  (select (category, adjusted_score::float8, total_ratings)::text from private.get_landing_preview('preview-online')),
  '(education,50,0)',
  'with its approved idea''s category, trusted score (50 before any rating) and number of ratings'
);
select is(
  (select accent from private.get_landing_preview('preview-online')),
  tests.landing_content('Online') ->> 'accent',
  'and its accent colour'
);
select is((select count(*)::int from private.get_landing_preview('preview-draft')), 0, 'a draft answers nothing');
select is((select count(*)::int from private.get_landing_preview('no-such-page')), 0, 'an unknown address answers nothing');
select is(
  (select count(*)::int from private.get_landing_preview('preview-trashed')), 0,
  'the page of an idea in the trash answers nothing'
);
select is(
  (select (title, category, adjusted_score, total_ratings)::text from private.get_landing_preview('preview-pending')),
  '(Pending,,,)',
  'a page whose idea is not approved shows its own text and nothing of the idea'
);

select tests.authenticate_as('lp_preview_owner');
select is(
  (select title from private.get_landing_preview('preview-online')),
  'Online',
  'a member reads it the same'
);
select tests.reset_role();
select is(
  (select array_agg(parameter_name::text order by ordinal_position) from information_schema.parameters
   where specific_schema = 'private' and specific_name like 'get_landing_preview%' and parameter_mode = 'OUT'),
  array['title', 'description', 'accent', 'category', 'adjusted_score', 'total_ratings'],
  'nothing else of the page or its owner is answered'
);

select * from finish();
rollback;
