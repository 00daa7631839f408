-- Roadmap items carry ideas: only administrators link an approved idea outside the trash to an item that exists,
-- or unlink it, each audited; shipped_at follows the status; a link and a status change tell each idea's followers,
-- raters and commenters (once per idea, not the acting administrator) with a roadmap_changed notification and,
-- where they turned on mail about followed ideas, a follow_update mail.
begin;
select plan(35);

-- Fixtures
select tests.create_supabase_user('rl_author');
select tests.create_supabase_user('rl_follower');
select tests.create_supabase_user('rl_rater');
select tests.create_supabase_user('rl_commenter');
select tests.create_supabase_user('rl_admin');
select tests.create_supabase_user('rl_late');
select tests.make_admin('rl_admin');
select tests.create_idea('rl_author', id => 'c4600000-0000-4000-8000-00000000000a', status => 'approved',
                         title => 'Roadmap idea');
select tests.create_idea('rl_author', id => 'c4600000-0000-4000-8000-00000000000b', status => 'pending');
select tests.create_idea('rl_author', id => 'c4600000-0000-4000-8000-00000000000c', status => 'approved');
update public.ideas set deleted_at = now() where id = 'c4600000-0000-4000-8000-00000000000c';
insert into public.roadmap_items (id, quarter, theme, label, status, position) overriding system value values
  (4601, 'Q3 2027', 'Loop', 'Loop item', 'planned', 4601),
  (4602, 'Q3 2027', 'Loop', 'Other item', 'planned', 4602);
update public.mail_preferences set followed_ideas = false;
insert into public.mail_preferences (member_id, followed_ideas)
values (tests.get_supabase_uid('rl_follower'), true)
on conflict (member_id) do update set followed_ideas = true;

-- The follower follows, the rater rates, the commenter comments (and follows and rates too: still told once).
select tests.authenticate_as('rl_follower');
insert into public.follows (idea_id) values ('c4600000-0000-4000-8000-00000000000a') on conflict do nothing;
select tests.authenticate_as('rl_rater');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('c4600000-0000-4000-8000-00000000000a', 70, 70, 70);
select tests.authenticate_as('rl_commenter');
insert into public.comments (idea_id, body) values ('c4600000-0000-4000-8000-00000000000a', 'Ship it');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('c4600000-0000-4000-8000-00000000000a', 60, 60, 60);
insert into public.follows (idea_id) values ('c4600000-0000-4000-8000-00000000000a') on conflict do nothing;
-- The administrator rated too: they act, so they are not told.
select tests.authenticate_as('rl_admin');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('c4600000-0000-4000-8000-00000000000a', 50, 50, 50);
select tests.reset_role();
-- Only these follows: whatever else follows by itself (an author, say) is not what this file is about.
delete from public.follows
where member_id not in (tests.get_supabase_uid('rl_follower'), tests.get_supabase_uid('rl_commenter'));
delete from public.notifications;
delete from public.mail_outbox;

create temp table people as
  select name, tests.get_supabase_uid(name) as id
  from unnest(array['rl_author', 'rl_follower', 'rl_rater', 'rl_commenter', 'rl_admin']) as name;
create function pg_temp.told() returns text[] language sql as $$
  select coalesce(array_agg(p.name || ':' || (n.data ->> 'status') order by p.name), '{}')
  from public.notifications as n join people as p on p.id = n.recipient_id
  where n.kind = 'roadmap_changed'
$$;
create function pg_temp.audience_names() returns text[] language sql as $$
  select array['rl_commenter', 'rl_follower', 'rl_rater']
$$;

-- ========================================================================================================
-- Who may link
-- ========================================================================================================
select is(
  (select has_column_privilege('authenticated', 'public.ideas', 'roadmap_item_id', 'update')),
  false,
  'no member writes an idea''s roadmap item directly'
);
select is(
  (select has_column_privilege('authenticated', 'public.roadmap_items', 'shipped_at', 'update')),
  false,
  'no member writes an item''s shipping date directly'
);
select tests.authenticate_as('rl_author');
select throws_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 4601) $$,
  '42501', 'Only administrators can link ideas to the roadmap',
  'a member, the author too, cannot link an idea'
);
select throws_ok(
  $$ select private.unlink_idea_from_roadmap('c4600000-0000-4000-8000-00000000000a') $$,
  '42501', 'Only administrators can link ideas to the roadmap',
  'a member cannot unlink an idea'
);
select tests.clear_authentication();
select throws_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 4601) $$,
  '42501', null,
  'a visitor cannot even call it'
);

select tests.authenticate_as('rl_admin');
select throws_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000b', 4601) $$,
  'P0002', 'Idea not found',
  'a pending idea cannot go on the roadmap'
);
select throws_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000c', 4601) $$,
  'P0002', 'Idea not found',
  'an idea in the trash cannot go on the roadmap'
);
select throws_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-0000000000ff', 4601) $$,
  'P0002', 'Idea not found',
  'an unknown idea is not found'
);
select throws_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 999999) $$,
  'P0002', 'Roadmap item not found',
  'an unknown item is not found'
);

-- ========================================================================================================
-- A link: the idea joins the item, audited, its audience told
-- ========================================================================================================
select tests.reset_role();
create temp table versions_before as
  select private.read_version(array['roadmap']) as roadmap,
         private.read_version(array['idea:c4600000-0000-4000-8000-00000000000a']) as idea;
grant select on versions_before to authenticated;
select tests.authenticate_as('rl_admin');
select lives_ok(
  $$ select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 4601) $$,
  'an administrator puts an approved idea on an item'
);
select tests.reset_role();
select is(
  (select roadmap_item_id from public.ideas where id = 'c4600000-0000-4000-8000-00000000000a'),
  4601::bigint,
  'the idea is on the item'
);
select ok(
  private.read_version(array['roadmap']) > (select roadmap from versions_before)
    and private.read_version(array['idea:c4600000-0000-4000-8000-00000000000a']) > (select idea from versions_before),
  'the roadmap and the idea''s page move on'
);
select is(
  (select array[action, target_id, before ->> 'roadmap_item_id', after ->> 'roadmap_item_id', actor_id::text]
   from private.audit_log where action = 'roadmap.link' order by at desc limit 1),
  array['roadmap.link', 'c4600000-0000-4000-8000-00000000000a', null, '4601', tests.get_supabase_uid('rl_admin')::text],
  'the link is audited with the item before and after'
);
select is(
  pg_temp.told(),
  (select array_agg(n || ':planned' order by n) from unnest(pg_temp.audience_names()) as n),
  'the follower, the rater and the commenter are each told once; not the administrator, not the author who did nothing'
);
select is(
  (select array[data ->> 'title', data ->> 'roadmap_item_id', data ->> 'label', idea_id::text]
   from public.notifications where kind = 'roadmap_changed' limit 1),
  array['Roadmap idea', '4601', 'Loop item', 'c4600000-0000-4000-8000-00000000000a'],
  'the notification names the idea and the item'
);
select is(
  (select array_agg(array[o.kind, o.data ->> 'event', o.data ->> 'status', o.data ->> 'label', o.data ->> 'title']::text
     order by o.id)
   from public.mail_outbox as o),
  array[array['follow_update', 'roadmap', 'planned', 'Loop item', 'Roadmap idea']::text],
  'one mail, to the only member with mail about followed ideas turned on'
);
select is(
  (select recipient_id from public.mail_outbox),
  tests.get_supabase_uid('rl_follower'),
  'the mail goes to the follower who asked for it'
);

select tests.authenticate_as('rl_admin');
select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 4601);
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications where kind = 'roadmap_changed'),
  3,
  'linking again to the same item changes nothing and tells nobody again'
);
select is(
  (select count(*)::int from private.audit_log where action = 'roadmap.link'),
  1,
  'and is not audited again'
);

-- The roadmap shows its ideas' scores: a rating of an idea on it moves the roadmap on.
select tests.reset_role();
create temp table roadmap_before as select private.read_version(array['roadmap']) as v;
select tests.authenticate_as('rl_late');
insert into public.ratings (idea_id, market_demand, innovation, competition)
values ('c4600000-0000-4000-8000-00000000000a', 40, 40, 40);
select tests.reset_role();
select ok(
  private.read_version(array['roadmap']) > (select v from roadmap_before),
  'a rating of an idea on the roadmap moves the roadmap''s read version'
);
-- Out of the audience again, so the counts below stay those of the three members.
delete from public.ratings where user_id = tests.get_supabase_uid('rl_late');
delete from public.follows where member_id = tests.get_supabase_uid('rl_late');

-- ========================================================================================================
-- Shipping: a status change is told, done records the date, leaving done clears it
-- ========================================================================================================
delete from public.notifications;
delete from public.mail_outbox;
select tests.authenticate_as('rl_admin');
update public.roadmap_items set label = 'Loop item, renamed' where id = 4601;
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications),
  0,
  'a rename tells nobody'
);
select tests.authenticate_as('rl_admin');
update public.roadmap_items set status = 'done' where id = 4601;
select tests.reset_role();
select ok(
  (select shipped_at > now() - interval '1 minute' from public.roadmap_items where id = 4601),
  'done records when it shipped'
);
select is(
  pg_temp.told(),
  (select array_agg(n || ':done' order by n) from unnest(pg_temp.audience_names()) as n),
  'the status change is told to the idea''s followers, raters and commenters'
);
select is(
  (select array_agg(data ->> 'label') from public.notifications),
  array['Loop item, renamed', 'Loop item, renamed', 'Loop item, renamed'],
  'with the item as it is now'
);
select is(
  (select array_agg(array[o.data ->> 'event', o.data ->> 'status']::text) from public.mail_outbox as o),
  array[array['roadmap', 'done']::text],
  'and mailed to the follower who asked for it'
);
create temp table shipped as select shipped_at from public.roadmap_items where id = 4601;
update public.roadmap_items set shipped_at = '2000-01-01' where id = 4601;
select tests.authenticate_as('rl_admin');
update public.roadmap_items set theme = 'Loop closed' where id = 4601;
select tests.reset_role();
select is(
  (select shipped_at from public.roadmap_items where id = 4601),
  (select shipped_at from shipped),
  'a done item keeps its shipping date through other changes, whatever even the owner writes'
);
select tests.authenticate_as('rl_admin');
update public.roadmap_items set status = 'in_progress' where id = 4601;
select tests.reset_role();
select is(
  (select shipped_at from public.roadmap_items where id = 4601),
  null,
  'leaving done clears the date'
);
insert into public.roadmap_items (quarter, theme, label, status, position)
values ('Q3 2027', 'Loop', 'Born done', 'done', 4603);
select ok(
  (select shipped_at is not null from public.roadmap_items where position = 4603),
  'an item added as done has shipped now'
);

-- An idea in the trash stays silent.
delete from public.notifications;
update public.ideas set deleted_at = now() where id = 'c4600000-0000-4000-8000-00000000000a';
select tests.authenticate_as('rl_admin');
update public.roadmap_items set status = 'planned' where id = 4601;
select tests.reset_role();
select is(
  (select count(*)::int from public.notifications where kind = 'roadmap_changed'),
  0,
  'an item''s idea in the trash is not told of'
);

-- ========================================================================================================
-- Moving and unlinking
-- ========================================================================================================
update public.ideas set deleted_at = null where id = 'c4600000-0000-4000-8000-00000000000a';
delete from public.notifications;
select tests.authenticate_as('rl_admin');
select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 4602);
select tests.reset_role();
select is(
  (select array[roadmap_item_id::text, (select count(*)::text from public.notifications where kind = 'roadmap_changed')]
   from public.ideas where id = 'c4600000-0000-4000-8000-00000000000a'),
  array['4602', '3'],
  'a link to another item moves the idea (an idea is on one item) and is told'
);
select tests.authenticate_as('rl_admin');
select is(
  private.unlink_idea_from_roadmap('c4600000-0000-4000-8000-00000000000a'),
  4602::bigint,
  'unlinking answers the item the idea was on'
);
select is(
  private.unlink_idea_from_roadmap('c4600000-0000-4000-8000-00000000000a'),
  null,
  'unlinking an idea on no item changes nothing'
);
select throws_ok(
  $$ select private.unlink_idea_from_roadmap('c4600000-0000-4000-8000-00000000000c') $$,
  'P0002', 'Idea not found',
  'an idea in the trash is not found'
);
select tests.reset_role();
select is(
  (select array_agg(array[before ->> 'roadmap_item_id', after ->> 'roadmap_item_id']::text order by at)
   from private.audit_log where action = 'roadmap.unlink'),
  array[array['4602', null]::text],
  'the unlink is audited once'
);

-- Removing an item takes its ideas off it.
select tests.authenticate_as('rl_admin');
select private.link_idea_to_roadmap('c4600000-0000-4000-8000-00000000000a', 4602);
delete from public.roadmap_items where id = 4602;
select tests.reset_role();
select is(
  (select roadmap_item_id from public.ideas where id = 'c4600000-0000-4000-8000-00000000000a'),
  null,
  'deleting an item unlinks its ideas'
);

select * from finish();
rollback;
