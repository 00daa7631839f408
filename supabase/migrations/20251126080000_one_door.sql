/*
 * One door: the `api` function is the only way to the data. The SPA never calls the Data API (PostgREST at
 * /rest/v1) or GraphQL (/graphql/v1), so neither should show anything: supabase/config.toml turns the Data API off
 * (`[api] enabled = false`; on a hosted project the dashboard's setting, see docs/architecture.md section 7), and
 * this migration removes GraphQL and the default grants that would hand every future table to the API roles.
 *
 * Rules enforced here:
 *   - pg_graphql is dropped where it is installed. Hosted projects have it (schema graphql); the Docker-less local
 *     stack has not, hence `if exists`. GraphQL lists every table, view and column the calling role may select,
 *     whatever RLS then filters, so with it every table the function reads as anon or authenticated was on show
 *     at /graphql/v1 (the Security Advisor's pg_graphql_anon_table_exposed and
 *     pg_graphql_authenticated_table_exposed). Without the extension there is no /graphql/v1 at all;
 *   - Supabase's default privileges of postgres (who runs the migrations and owns what they create) no longer give
 *     anon or authenticated anything on a table, sequence or function created in public or private: a later
 *     migration grants exactly what its feature needs, as every migration already does. service_role keeps its
 *     defaults (its key never leaves the server, and it bypasses RLS anyway);
 *   - kept on purpose: the grants and policies of the existing tables for anon and authenticated. The function
 *     runs each request as one of these roles (`set_config('role', ...)` in _shared/db.ts), so they are what it
 *     relies on; with no Data API and no GraphQL, the function is the only one who can use them;
 *   - also kept: Postgres's own default EXECUTE on a new function for PUBLIC. It can only be taken away for every
 *     schema at once, which would also take it from the functions the pgTAP suite creates after the migrations
 *     (pgTAP itself, the files' helpers). An invoker function runs with its caller's rights; a definer function
 *     revokes it in its migration, and 012-advisor fails on any definer function the API roles may call unlisted.
 *
 * Affects: extension pg_graphql (dropped where present); default privileges of postgres in schemas public and
 * private for anon and authenticated (revoked). No table, row or existing grant changes.
 */

drop extension if exists pg_graphql;

alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated;
-- None today; revoked too, so a project whose private schema was given them is brought to the same state.
alter default privileges for role postgres in schema private revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema private revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema private revoke all on functions from anon, authenticated;
