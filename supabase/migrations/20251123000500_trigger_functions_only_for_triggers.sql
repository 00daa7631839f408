/*
 * Trigger functions lose the EXECUTE privilege every role had on them.
 *
 * A new function is executable by PUBLIC; the `alter default privileges in schema private revoke execute ...
 * from public` of 20251101000100 does not change that, because per-schema default privileges can only add to
 * the global defaults, never take away. So visitors and members held EXECUTE on the trigger functions of
 * private, four of them security definer. Postgres refuses to call a trigger function outside a trigger, so
 * nothing could be done with it, but the grant said otherwise and an advisor counts it. A trigger fires its
 * function without checking EXECUTE (the privilege is checked once, by CREATE TRIGGER), so the triggers keep
 * working for every role that writes the tables, the Auth service included.
 *
 * Affects: EXECUTE on private.set_updated_at, handle_new_user, sync_user_email, check_idea_status_change,
 * resubmit_rejected_idea, check_rating_target, apply_rating_to_idea (revoked from public, anon, authenticated).
 * Nothing destructive.
 */

revoke execute on function private.set_updated_at() from public, anon, authenticated;
revoke execute on function private.handle_new_user() from public, anon, authenticated;
revoke execute on function private.sync_user_email() from public, anon, authenticated;
revoke execute on function private.check_idea_status_change() from public, anon, authenticated;
revoke execute on function private.resubmit_rejected_idea() from public, anon, authenticated;
revoke execute on function private.check_rating_target() from public, anon, authenticated;
revoke execute on function private.apply_rating_to_idea() from public, anon, authenticated;
