-- Our own security and performance advisor: each assertion fails, naming the offenders, when one of the problems
-- Supabase's Security and Performance Advisors warn of comes back into the schema.
--
-- Exposed schemas are those the Data API serves: none, since supabase/config.toml turns it off (`[api] enabled =
-- false`; docs/architecture.md section 7 says how on a hosted project). A test cannot read that file, so the list
-- is written here; change both together. Were the Data API turned on again it would serve public, its default, so
-- the checks of what it would serve (definer functions, RLS, definer views) keep reading public as well.
-- Schemas we own: public and private (the migrations) and tests (the helpers of 000-setup-tests-hooks.sql).
-- pgTAP itself lives in extensions and is not ours: its functions call each other unqualified and pin nothing.
begin;
select plan(21);

select set_config('tests.exposed_schemas', '{}', true);
-- What the Data API would serve: the exposed schemas and public.
select set_config('tests.servable_schemas', '{public}', true);
select set_config('tests.owned_schemas', '{public,private,tests}', true);

-- Security definer functions: in an exposed schema, anyone with the anon key or a user token can call them
-- through /rest/v1/rpc with their owner's rights (Security Advisor lints 0028 and 0029).
select is(
  (select coalesce(array_agg(
             format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid))
             order by n.nspname, p.proname), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = any (current_setting('tests.servable_schemas')::text[])
     and p.prosecdef
     and (pg_catalog.has_function_privilege('anon', p.oid, 'execute')
          or pg_catalog.has_function_privilege('authenticated', p.oid, 'execute'))),
  '{}'::text[],
  'no security definer function in an exposed schema is executable by anon or authenticated'
);

-- A function without its own search_path resolves names through the caller's, which a caller can point at
-- objects of their own (Security Advisor lint 0011). Functions of extensions are the extension's business.
select is(
  (select coalesce(array_agg(
             format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid))
             order by n.nspname, p.proname), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = any (current_setting('tests.owned_schemas')::text[])
     and not exists (select 1 from pg_catalog.pg_depend as d where d.objid = p.oid and d.deptype = 'e')
     and not exists (select 1 from unnest(p.proconfig) as setting where setting like 'search_path=%')),
  '{}'::text[],
  'every function in the schemas we own pins its search_path'
);

-- A table of an exposed schema without row level security is readable and writable by whoever holds a grant
-- (Security Advisor lint 0013).
select is(
  (select coalesce(array_agg(format('%s.%s', n.nspname, c.relname) order by n.nspname, c.relname), '{}')
   from pg_catalog.pg_class as c
   join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
   where n.nspname = any (current_setting('tests.servable_schemas')::text[])
     and c.relkind in ('r', 'p')
     and not c.relrowsecurity),
  '{}'::text[],
  'every table in an exposed schema has row level security enabled'
);

-- A view runs with its owner's rights unless it says security_invoker, which bypasses the tables' policies
-- (Security Advisor lint 0010).
select is(
  (select coalesce(array_agg(format('%s.%s', n.nspname, c.relname) order by n.nspname, c.relname), '{}')
   from pg_catalog.pg_class as c
   join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
   where n.nspname = any (current_setting('tests.servable_schemas')::text[])
     and c.relkind = 'v'
     and not coalesce(c.reloptions @> array['security_invoker=true'], false)),
  '{}'::text[],
  'every view in an exposed schema runs as its caller (security_invoker)'
);

-- auth.uid(), auth.jwt(), auth.role(), auth.email() and current_setting() in a policy must be wrapped as
-- `(select ...)`: Postgres then evaluates them once per statement instead of once per row (Performance Advisor
-- lint 0003). private.is_admin() looks up a profile, so the same holds for it. Postgres prints a wrapped call as
-- `( SELECT auth.uid() AS uid)`, so a call not right after `SELECT ` is an unwrapped one. Storage policies are
-- included: the pitch-deck policies on storage.objects are ours.
select is(
  (select coalesce(array_agg(format('%s.%s: %s', schemaname, tablename, policyname) order by tablename, policyname), '{}')
   from pg_catalog.pg_policies
   where schemaname in ('public', 'storage')
     and (coalesce(qual, '') || ' ' || coalesce(with_check, ''))
         ~ '(?<!SELECT )(auth\.(uid|jwt|role|email)|current_setting|private\.is_admin)\('),
  '{}'::text[],
  'every policy evaluates the caller''s identity once per statement: (select auth.uid()), not auth.uid()'
);
-- The pattern itself: a wrapped call passes, an unwrapped one is caught.
select ok(
  '(author_id = ( SELECT auth.uid() AS uid))' !~ '(?<!SELECT )(auth\.(uid|jwt|role|email)|current_setting|private\.is_admin)\(',
  'the unwrapped-call pattern lets a wrapped auth.uid() pass'
);
select ok(
  '(author_id = auth.uid())' ~ '(?<!SELECT )(auth\.(uid|jwt|role|email)|current_setting|private\.is_admin)\(',
  'the unwrapped-call pattern catches a bare auth.uid()'
);

-- Deleting a referenced row (an account, an idea) makes Postgres look up the referencing rows; without an index
-- whose leading columns are the foreign key's, that is a scan of the whole table (Performance Advisor lint
-- 0001). A partial index counts: the lookup is by equality, which implies its `is not null` condition.
select is(
  (select coalesce(array_agg(format('%s.%s: %s', n.nspname, t.relname, c.conname) order by t.relname, c.conname), '{}')
   from pg_catalog.pg_constraint as c
   join pg_catalog.pg_class as t on t.oid = c.conrelid
   join pg_catalog.pg_namespace as n on n.oid = t.relnamespace
   where c.contype = 'f'
     and n.nspname = any (current_setting('tests.owned_schemas')::text[])
     and not exists (
       select 1 from pg_catalog.pg_index as i
       where i.indrelid = c.conrelid
         and (select array_agg(k order by k) from unnest(c.conkey) as k)
             = (select array_agg(k order by k)
                from unnest((i.indkey::int2[])[0:cardinality(c.conkey) - 1]) as k)
     )),
  '{}'::text[],
  'every foreign key has an index that starts with its columns'
);

-- Names hold at most 63 bytes and Postgres cuts a longer one in CREATE POLICY with only a notice, so the name
-- written in a migration cannot be checked here; a cut name is exactly 63 bytes long, so none may be.
select is(
  (select coalesce(array_agg(format('%s.%s: %s', schemaname, tablename, policyname) order by tablename, policyname), '{}')
   from pg_catalog.pg_policies
   where schemaname in ('public', 'storage') and octet_length(policyname) >= 63),
  '{}'::text[],
  'no policy name is 63 bytes long (the length of a name Postgres truncated)'
);

-- The definer functions of private are reachable only by the grants their migrations give: visitors may call
-- exactly these six (the admin check, the search page, an idea's ratings, the caller's own rating, which is none
-- for a visitor, a member's public rating history and the similar approved ideas), each applying its own rules. The last two read
-- ratings.user_id, which no API role may select, and so must run as their owner.
-- Each later feature adds its own functions as one more `|| array[...]` line naming its migration; the lists are
-- compared sorted, so they stay exact and a feature's line never touches another's.
select is(
  (select coalesce(array_agg(p.proname::text order by p.proname), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = 'private' and p.prosecdef and pg_catalog.has_function_privilege('anon', p.oid, 'execute')),
  (select array_agg(f order by f) from unnest(
     array['get_idea_ratings', 'get_my_rating', 'is_admin', 'search_idea_page', 'similar_ideas', 'unsubscribe_mail',
        'user_rating_history']
     -- create_landing_pages: a published page, the waitlist join
     || array['get_public_landing_page', 'join_waitlist']
     -- unrated_ideas_last: the leaderboard's total
     || array['idea_count']
     -- landing_page_views: a view of a published page counted
     || array['count_landing_page_view']
     -- landing_preview: what a published page's preview image shows
     || array['get_landing_preview']
     -- follows_and_roadmap_links: an idea's follower count and whether the caller follows it
     || array['idea_follow_state']
     -- merge_duplicates: where a merged idea's address leads
     || array['merge_target_of']
   ) as f),
  'visitors can execute only the private definer functions granted to them'
);
select is(
  (select coalesce(array_agg(p.proname::text order by p.proname), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = 'private' and p.prosecdef
     and pg_catalog.has_function_privilege('authenticated', p.oid, 'execute')),
  (select array_agg(f order by f) from unnest(
     array['admin_dashboard_stats', 'admin_list_users', 'admin_pending_ideas', 'delete_my_account', 'demote_user',
        'get_idea_ratings',
        'get_my_profile', 'get_my_rating', 'is_admin', 'notifications_version', 'promote_user', 'review_idea',
        'review_idea_edit', 'search_idea_page', 'similar_ideas', 'unsubscribe_mail', 'user_rating_history']
     -- create_landing_pages: a published page, the waitlist join, the tier set by administrators
     || array['get_public_landing_page', 'join_waitlist', 'set_subscription_tier']
     -- idempotency_keys: a write's Idempotency-Key, claimed and answered for the caller alone
     || array['claim_idempotency_key', 'store_idempotent_answer']
     -- unrated_ideas_last: the leaderboard's total
     || array['idea_count']
     -- moderation_foundation: a write counted against the caller's own limits, from their own writes' triggers
     || array['enforce_write_limit']
     -- named_decks_stay: whether an idea or a pending edit names a deck, asked by the bucket's write policies
     || array['deck_in_use']
     -- reports_and_moderation: the administrators' decisions on reports, each checking the caller is one
     || array['dismiss_reports', 'hide_comment', 'send_idea_back', 'unhide_comment']
     -- write_limits_on_every_write: the limits, read and changed by administrators (the functions check)
     || array['admin_write_limits', 'set_write_limits']
     -- idea_trash: a delete to the trash (its author or an administrator), the trash listed and restored by administrators
     || array['admin_trash', 'restore_idea', 'trash_idea']
     -- member_suspension: suspend, lift, void ratings, read suspensions; each checks the caller is an administrator
     || array['lift_suspension', 'member_suspensions', 'suspend_member', 'void_ratings']
     -- landing_page_views: a view counted, a page's views and sign-ups per day for its owner or an administrator
     || array['count_landing_page_view', 'landing_page_stats']
     -- landing_preview: what a published page's preview image shows
     || array['get_landing_preview']
     -- roadmap_closes_the_loop: administrators put ideas on roadmap items and take them off (the functions check)
     || array['link_idea_to_roadmap', 'unlink_idea_from_roadmap']
     -- follows_and_roadmap_links: an idea's follower count and whether the caller follows it
     || array['idea_follow_state']
     -- merge_duplicates: a merge (the function checks the caller is an administrator), where a merged idea leads
     || array['merge_idea', 'merge_target_of']
   ) as f),
  'members can execute only the private definer functions granted to them'
);

-- The door: nothing is served but the api function. What GraphQL lists is what the calling role may select, RLS or
-- not, so with pg_graphql installed every table or view the function reads as anon or authenticated is on show at
-- /graphql/v1 (Security Advisor lints 0026 and 0027, which count every schema but Supabase's own); the product has
-- no GraphQL, and 20251126080000_one_door drops the extension. Without it, what matters is the Data API: any
-- privilege of anon or authenticated on a table or view of an exposed schema is a door of its own.
create function pg_temp.served_to_api_roles(p_graphql boolean, p_exposed text[])
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(format('%s.%s: %s', n.nspname, c.relname, r.role) order by n.nspname, c.relname, r.role),
                  '{}')
  from pg_catalog.pg_class as c
  join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
  cross join (values ('anon'), ('authenticated')) as r (role)
  where c.relkind in ('r', 'p', 'v', 'm', 'f')
    and ((p_graphql
          and c.relkind <> 'p'
          and n.nspname not like 'pg\_%'
          and n.nspname <> all (array['information_schema', 'auth', 'storage', 'extensions', 'graphql',
                                      'graphql_public', 'realtime', 'vault', 'pgsodium', 'pgsodium_masks', 'net',
                                      'cron', 'pgbouncer', 'supabase_functions', 'supabase_migrations'])
          and pg_catalog.has_any_column_privilege(r.role, c.oid, 'select'))
      or (n.nspname = any (p_exposed)
          and (pg_catalog.has_table_privilege(r.role, c.oid,
                 'select, insert, update, delete, truncate, references, trigger, maintain')
               or pg_catalog.has_any_column_privilege(r.role, c.oid, 'select, insert, update, references'))))
$$;
select is(
  pg_temp.served_to_api_roles(
    exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql'),
    current_setting('tests.exposed_schemas')::text[]),
  '{}'::text[],
  'no table or view is visible to GraphQL or served by the Data API to anon or authenticated'
);
-- The check itself: with pg_graphql, or with public exposed, the tables the function reads would be named.
select ok(
  'public.ideas: anon' = any (pg_temp.served_to_api_roles(true, '{}')),
  'were pg_graphql installed, a table anon may read would be named'
);
select ok(
  'private.audit_log: authenticated' = any (pg_temp.served_to_api_roles(false, '{private}')),
  'were a schema exposed, a table of it members hold a privilege on would be named'
);

-- Supabase's default privileges hand every table, sequence and function that postgres (who runs the migrations)
-- creates in public to anon and authenticated; 20251126080000_one_door revokes them, so each migration grants
-- what its feature needs and no more. Postgres's own EXECUTE for PUBLIC on a new function is kept (see that
-- migration). Default privileges of Supabase's own roles are not ours to change.
select is(
  (select coalesce(array_agg(offender order by offender), '{}')
   from (
     select format('%s in %s: %s to %s',
                   case d.defaclobjtype when 'r' then 'tables' when 'S' then 'sequences' when 'f' then 'functions'
                     when 'T' then 'types' else 'schemas' end,
                   coalesce(n.nspname, 'every schema'), a.privilege_type,
                   case a.grantee when 0 then 'public' else a.grantee::regrole::text end) as offender
     from pg_catalog.pg_default_acl as d
     left join pg_catalog.pg_namespace as n on n.oid = d.defaclnamespace
     cross join lateral pg_catalog.aclexplode(d.defaclacl) as a
     where d.defaclrole = 'postgres'::regrole
       and (d.defaclnamespace = 0 or n.nspname in ('public', 'private'))
       and (a.grantee in ('anon'::regrole, 'authenticated'::regrole) or (a.grantee = 0 and d.defaclnamespace <> 0))
   ) as offenders),
  '{}'::text[],
  'no default privilege gives anon or authenticated anything postgres creates in public or private'
);
-- The same, by creating: a new table, its sequence and a new function in public and in private are nobody's but
-- their owner's (and service_role's), until a migration grants them.
create table public.advisor_probe (id bigint generated always as identity primary key);
create table private.advisor_probe (id bigint generated always as identity primary key);
create function public.advisor_probe() returns int language sql set search_path = '' as $$ select 1 $$;
create function private.advisor_probe() returns int language sql set search_path = '' as $$ select 1 $$;
select is(
  (select coalesce(array_agg(offender order by offender), '{}')
   from (
     select format('%s.advisor_probe: %s', s, r) as offender
     from unnest(array['public', 'private']) as s
     cross join unnest(array['anon', 'authenticated']) as r
     where pg_catalog.has_table_privilege(r, format('%s.advisor_probe', s),
             'select, insert, update, delete, truncate, references, trigger, maintain')
     union all
     select format('%s.advisor_probe_id_seq: %s', s, r)
     from unnest(array['public', 'private']) as s
     cross join unnest(array['anon', 'authenticated']) as r
     where pg_catalog.has_sequence_privilege(r, format('%s.advisor_probe_id_seq', s), 'usage, select, update')
     union all
     select format('%s.advisor_probe(): %s', n.nspname, a.grantee::regrole)
     from pg_catalog.pg_proc as p
     join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
     cross join lateral pg_catalog.aclexplode(coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner))) as a
     where p.proname = 'advisor_probe' and n.nspname in ('public', 'private')
       and a.grantee in ('anon'::regrole, 'authenticated'::regrole)
   ) as offenders),
  '{}'::text[],
  'a new table, sequence or function in public or private is granted to neither anon nor authenticated'
);

-- The same, by calling: trigger functions and the review are refused to visitors before they run.
select tests.clear_authentication();
select throws_ok(
  $$ select private.review_idea('00000000-0000-4000-8000-00000000dead', 'approved') $$,
  '42501', 'permission denied for function review_idea',
  'visitors cannot call private.review_idea'
);
select throws_ok(
  $$ select private.admin_dashboard_stats() $$,
  '42501', 'permission denied for function admin_dashboard_stats',
  'visitors cannot call private.admin_dashboard_stats'
);
select throws_ok(
  $$ select private.handle_new_user() $$,
  '42501', 'permission denied for function handle_new_user',
  'visitors cannot call the sign-up trigger function'
);
select tests.reset_role();
select tests.create_supabase_user('advisor_member');
select tests.authenticate_as('advisor_member');
select throws_ok(
  $$ select private.sync_user_email() $$,
  '42501', 'permission denied for function sync_user_email',
  'members cannot call the e-mail sync trigger function'
);
select lives_ok(
  $$ select * from private.get_my_profile() $$,
  'members can call the private functions granted to them'
);

select * from finish();
rollback;
