-- The shape every rule builds on: tables, row level security, the functions the API calls.
begin;
select plan(26);

select tests.rls_enabled('public');

select has_table('public', 'profiles', 'profiles table exists');
select has_table('public', 'ideas', 'ideas table exists');
select has_table('public', 'ratings', 'ratings table exists');
select has_table('public', 'roadmap_items', 'roadmap_items table exists');

select col_is_pk('public', 'profiles', 'id', 'a profile is keyed by its account id');
select fk_ok('public', 'profiles', 'id', 'auth', 'users', 'id', 'every profile belongs to an auth account');
select col_is_unique('public', 'ratings', array['idea_id', 'user_id'], 'ratings are unique per idea and rater');

-- The functions the API calls live in private, which the Data API does not serve (config.toml [api] schemas).
select has_function('private', 'get_my_profile', 'private.get_my_profile() exists');
select has_function('private', 'get_idea_ratings', array['uuid'], 'private.get_idea_ratings(uuid) exists');
select has_function('private', 'admin_dashboard_stats', 'private.admin_dashboard_stats() exists');
select has_function('private', 'admin_pending_ideas', 'private.admin_pending_ideas() exists');
select has_function('private', 'approve_idea', array['uuid'], 'private.approve_idea(uuid) exists');
select has_function('private', 'reject_idea', array['uuid', 'text'], 'private.reject_idea(uuid, text) exists');
select has_function('private', 'admin_list_users', array['text', 'integer', 'integer'],
  'private.admin_list_users(text, integer, integer) exists');
select has_function('private', 'promote_user', array['uuid'], 'private.promote_user(uuid) exists');
select has_function('private', 'demote_user', array['uuid'], 'private.demote_user(uuid) exists');
select is(
  (select coalesce(array_agg(p.proname::text order by p.proname), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = 'public'
     and p.proname = any (array['get_my_profile', 'get_idea_ratings', 'admin_dashboard_stats', 'admin_pending_ideas',
                                'approve_idea', 'reject_idea', 'admin_list_users', 'promote_user', 'demote_user'])),
  '{}'::text[],
  'none of the functions the API calls is left in public, under any arguments'
);
select has_function('private', 'review_idea', array['uuid', 'text', 'text', 'timestamp with time zone'],
  'private.review_idea(uuid, text, text, timestamptz) exists');
select has_function('private', 'can_see_idea', array['text', 'uuid', 'uuid', 'boolean'],
  'private.can_see_idea(text, uuid, uuid, boolean) exists');

select is(
  (select count(*)::integer from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private') and p.prosecdef
     and not coalesce(p.proconfig @> array['search_path=""'], false)),
  0,
  'every security definer function pins an empty search_path'
);

-- Every policy name whole (none cut at 63 bytes), one per operation and role.
select policies_are('public', 'ideas', array[
  'visitors can read approved ideas',
  'members can read approved and own ideas, admins all',
  'members can submit ideas as themselves',
  'owners and administrators can edit ideas'
], 'the ideas policies are exactly these (no DELETE: a delete moves the idea to the trash, 040)');
select policies_are('storage', 'objects', array[
  'visitors can read pitch decks of approved ideas',
  'members can read own and approved decks, admins all',
  'members can upload pitch decks into their own folder',
  'members can replace pitch decks in their own folder',
  'owners and administrators can delete pitch decks',
  'members can read avatars in their own folder',
  'members can upload avatars into their own folder',
  'members can replace avatars in their own folder',
  'members can delete avatars in their own folder'
], 'the pitch-deck and avatar policies on storage objects are exactly these');

select is(
  (select count(*)::integer from pg_catalog.pg_policies where schemaname = 'public' and cmd = 'ALL'),
  0,
  'no policy covers all operations at once: one policy per operation and role'
);

select is(
  (select public from storage.buckets where id = 'pitch-decks'),
  false,
  'the pitch-decks bucket is private'
);

select is(
  (select file_size_limit from storage.buckets where id = 'pitch-decks'),
  10485760::bigint,
  'the pitch-decks bucket takes at most 10 MB'
);

select * from finish();
rollback;
