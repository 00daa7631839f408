/*
 * Security-definer functions leave the schema the Data API exposes.
 *
 * Hosted Supabase serves every function of an exposed schema (`[api] schemas` in config.toml: public) at
 * /rest/v1/rpc/<name>, callable by anyone holding the anon key or a user token, around the /api function. A
 * security-definer function there runs with its owner's rights for whoever calls it; Supabase's Security Advisor
 * warns of exactly that. The functions below keep their names, arguments, bodies and grants and move to `private`,
 * which the Data API does not expose; the /api function calls them as the caller (`private.approve_idea(...)`),
 * so each one still checks who is calling and every rule still decides in Postgres.
 *
 * Affects: functions admin_dashboard_stats, admin_pending_ideas, approve_idea, reject_idea, admin_list_users,
 * promote_user, demote_user, get_idea_ratings, get_my_profile (schema public -> private). Nothing destructive;
 * callers of the old public names must use the new schema.
 */

alter function public.admin_dashboard_stats() set schema private;
alter function public.admin_pending_ideas() set schema private;
alter function public.approve_idea(uuid) set schema private;
alter function public.reject_idea(uuid, text) set schema private;
alter function public.admin_list_users(text, integer, integer) set schema private;
alter function public.promote_user(uuid) set schema private;
alter function public.demote_user(uuid) set schema private;
alter function public.get_idea_ratings(uuid) set schema private;
alter function public.get_my_profile() set schema private;
