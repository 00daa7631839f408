/*
 * Rating an idea the caller may not see is refused exactly like rating a missing one.
 *
 * Why: a pending or rejected idea of another member answered 'Only approved ideas can be rated' while an unknown id
 * answered 'Idea not found', so the difference told a member or visitor that a hidden idea exists. Comments already
 * refuse a hidden idea as missing; ratings now do too. Whoever may see the idea (its author, an administrator)
 * still gets the specific refusal ('You cannot rate your own idea.', 'Only approved ideas can be rated').
 *
 * Affects: private.check_rating_target (replaced; same trigger, P0002 'Idea not found' also for an idea the caller
 * may not see). No policy changes. Nothing destructive.
 */

create or replace function private.check_rating_target()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  select i.author_id, i.status into target from public.ideas as i where i.id = new.idea_id;
  if not found
    or not private.can_see_idea(target.status, target.author_id, (select auth.uid()), (select private.is_admin())) then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if target.author_id = new.user_id then
    raise exception 'You cannot rate your own idea.' using errcode = '42501';
  end if;
  if target.status <> 'approved' then
    raise exception 'Only approved ideas can be rated' using errcode = '55000';
  end if;
  return new;
end;
$$;
