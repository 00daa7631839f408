/*
 * A comment posted while its idea is being merged waits for the merge, then lands where the discussion went.
 *
 * Why: a merge locks both ideas and moves every comment of the duplicate in one statement. A comment inserted at the
 * same moment passed its checks against the idea as it was (approved, not in the trash), committed after the merge
 * and stayed on the duplicate, now in the trash: its author got 201 for a comment nobody could read, and the purge
 * would remove it after 30 days. Ratings already take the idea's row lock before their checks (merge_duplicates).
 *
 * Rule enforced here: a new comment takes its idea's row lock (the mode an update of the idea's comment count takes
 * anyway, so comments on one idea wait for nothing they did not wait for already) before any other check, so it
 * waits for a merge, a move to the trash or a review decision in flight and is then checked against the idea as
 * that left it: the comment and refuse-trashed checks read the idea afresh (they are volatile functions) and answer
 * 'Idea not found' for a merged or trashed idea, as for a missing one. The trigger is named to sort, and so fire,
 * before every other BEFORE INSERT trigger of public.comments.
 *
 * Affects: private.lock_comment_idea (new), trigger comments_0_lock_idea on public.comments (new). Nothing
 * destructive.
 */

create function private.lock_comment_idea()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Definer: the caller may not lock another member's idea row, and the policies would hide a pending one.
  perform 1 from public.ideas as i where i.id = new.idea_id for no key update;
  return new;
end;
$$;
comment on function private.lock_comment_idea() is
  'Takes a new comment''s idea row lock before its checks, so it waits for a merge or a trash move in flight.';
revoke all on function private.lock_comment_idea() from public;

create trigger comments_0_lock_idea before insert on public.comments
  for each row execute function private.lock_comment_idea();
