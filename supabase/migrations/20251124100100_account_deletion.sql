/*
 * Members delete their own account (DELETE /api/me; docs/product-spec.md, "Delete my account").
 *
 * What: private.delete_my_account(), which the /api function calls as the caller. It deletes the caller's
 * comments, then the caller's auth.users row; the foreign keys take the rest with it: the profile, and from the
 * profile the member's ideas (with their ratings, comments, pending edits and notifications), the ratings the
 * member gave, notifications, mail preferences and outbox rows, the comment rate-limit row; ideas the member
 * reviewed as an administrator keep their decision and lose the reviewer (reviewed_by set null).
 *
 * Why a security-definer function: the API runs each request as the caller, and no API role may write auth.users
 * (owned by Supabase Auth; postgres holds DELETE on it, on hosted Supabase and in the local bootstrap alike).
 * Deleting the row in SQL, in the same transaction as the last-administrator check, needs no service-role key in
 * the function and leaves no window in which the profile is gone but the login still works, or the other way
 * round. GoTrue itself deletes a user with the same DELETE (its sessions, identities and refresh tokens go by
 * their foreign keys), so Auth sees the account as gone at once: refresh tokens stop working; an access token
 * already issued verifies until it expires, and the API refuses it because its profile is gone.
 *
 * Rules enforced here, whoever calls:
 *   - one deletes only one's own account: the function takes no id, it deletes auth.uid()'s; visitors may not
 *     execute it, and a call without a user is refused (42501);
 *   - the last administrator cannot delete their account (55000), even when two administrators delete at once:
 *     every administrator row is locked first, as private.demote_user does;
 *   - the member's comments go with the account: a comment with replies by others is emptied, as when its author
 *     deletes it, so the replies keep their place; comments are deleted explicitly because their author_id is
 *     "on delete set null" (an emptied comment keeps no author);
 *   - every idea the member rated keeps exact scores: each rating leaves through the rating trigger of
 *     20251123000600_trust_in_scores.sql, which subtracts it from the sums, sums of squares and histogram bands
 *     (checked against a recomputation in pgTAP 029-account-deletion), so that trigger needs no change.
 * Files: the member's pitch decks and avatars stay out of this function. Storage refuses a direct DELETE of
 * storage.objects (and would keep the bytes); the /api function removes them through Storage as the caller once
 * this has committed (supabase/functions/api/routes/users/users.handlers.ts).
 *
 * Affects: function private.delete_my_account() (new), executable by authenticated and service_role.
 * Nothing destructive when applied.
 */

create function private.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_is_admin boolean;
begin
  if caller is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  -- Lock every administrator row so that two administrators deleting at once cannot both see another remain.
  perform 1 from public.profiles where is_admin order by id for update;
  select p.is_admin into caller_is_admin from public.profiles as p where p.id = caller;
  if not found then
    raise exception 'User profile not found' using errcode = 'P0002';
  end if;
  if caller_is_admin and (select count(*) from public.profiles where is_admin) <= 1 then
    raise exception 'The last administrator cannot delete their account. Make another member an administrator first.'
      using errcode = '55000';
  end if;
  delete from public.comments where author_id = caller;
  delete from auth.users where id = caller;
end;
$$;

comment on function private.delete_my_account() is
  'Deletes the caller''s account and everything that is theirs, except Storage files; never the last administrator.';

revoke execute on function private.delete_my_account() from public, anon;
grant execute on function private.delete_my_account() to authenticated, service_role;
