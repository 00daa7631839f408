/*
 * Approve and reject share one review function: both lock the idea, check that it is pending, and record the
 * decision with its reviewer and time; only the new status and the reason differ. private.review_idea() does
 * that once; approve_idea() and reject_idea() stay, with the same names, arguments, results, messages and
 * error codes, as thin wrappers the API keeps calling.
 *
 * Error codes (the API maps them): 42501 not an administrator, P0002 no such idea, 55000 the idea is not pending,
 * 22023 a decision other than approved or rejected.
 *
 * Affects: function private.review_idea (new, security definer: members, administrators included, have no write
 * privilege on status); functions private.approve_idea and private.reject_idea (now security invoker wrappers
 * of review_idea, grants kept). Nothing destructive.
 */

create function private.review_idea(p_idea_id uuid, p_decision text, p_reason text default null)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  verb text := case p_decision when 'approved' then 'approve' when 'rejected' then 'reject' end;
  current_status text;
begin
  if verb is null then
    raise exception 'Unknown review decision %', p_decision using errcode = '22023';
  end if;
  perform private.require_admin(verb || ' ideas');
  select status into current_status from public.ideas where id = p_idea_id for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if current_status <> 'pending' then
    raise exception 'Only pending ideas can be %; this idea is %', p_decision, current_status using errcode = '55000';
  end if;
  return query
  update public.ideas
  set status = p_decision,
      -- A reason only explains a rejection; a blank one is no reason.
      rejection_reason = case when p_decision = 'rejected' then nullif(btrim(p_reason), '') end,
      reviewed_at = now(),
      reviewed_by = (select auth.uid())
  where id = p_idea_id
  returning *;
end;
$$;
comment on function private.review_idea(uuid, text, text) is
  'An administrator''s decision (approved or rejected, with an optional reason) on a pending idea.';

revoke execute on function private.review_idea(uuid, text, text) from public, anon;
grant execute on function private.review_idea(uuid, text, text) to authenticated, service_role;

create or replace function private.approve_idea(p_idea_id uuid)
returns setof public.ideas
language sql
security invoker
set search_path = ''
as $$
  select * from private.review_idea(p_idea_id, 'approved');
$$;

create or replace function private.reject_idea(p_idea_id uuid, p_reason text default null)
returns setof public.ideas
language sql
security invoker
set search_path = ''
as $$
  select * from private.review_idea(p_idea_id, 'rejected', p_reason);
$$;
