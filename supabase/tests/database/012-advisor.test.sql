-- Our own security and performance advisor: each assertion fails, naming the offenders, when one of the problems
-- Supabase's Security and Performance Advisors warn of comes back into the schema.
--
-- Exposed schemas are those the Data API serves, `[api] schemas` in supabase/config.toml: public and
-- graphql_public. A test cannot read that file, so the list is written here; change both together.
-- Schemas we own: public and private (the migrations) and tests (the helpers of 000-setup-tests-hooks.sql).
-- pgTAP itself lives in extensions and is not ours: its functions call each other unqualified and pin nothing.
begin;
select plan(16);

select set_config('tests.exposed_schemas', '{public,graphql_public}', true);
select set_config('tests.owned_schemas', '{public,private,tests}', true);

-- Security definer functions: in an exposed schema, anyone with the anon key or a user token can call them
-- through /rest/v1/rpc with their owner's rights (Security Advisor lints 0028 and 0029).
select is(
  (select coalesce(array_agg(
             format('%s.%s(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid))
             order by n.nspname, p.proname), '{}')
   from pg_catalog.pg_proc as p
   join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where n.nspname = any (current_setting('tests.exposed_schemas')::text[])
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
   where n.nspname = any (current_setting('tests.exposed_schemas')::text[])
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
   where n.nspname = any (current_setting('tests.exposed_schemas')::text[])
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
     -- reports_and_moderation: the administrators' decisions on reports, each checking the caller is one
     || array['dismiss_reports', 'hide_comment', 'send_idea_back', 'unhide_comment']
     -- write_limits_on_every_write: the limits, read and changed by administrators (the functions check)
     || array['admin_write_limits', 'set_write_limits']
   ) as f),
  'members can execute only the private definer functions granted to them'
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
