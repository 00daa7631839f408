-- Merges, after the security review of one way into the outbox:
--   - a pending duplicate's title, written by the first merge into every recipient's idea_merged item and every
--     follower's unsent merge mail, is taken out for those who could not see the duplicate. The audit log drives it
--     because it keeps every merge, undone or not; the function is kept so it can be run again (it only removes).
--   - undoing a merge keeps a follow of the target that another merge into the same target, still applied, also
--     holds the member for: that merge found the follow already there, so it did not list it as its own.

/* Section - the titles of pending duplicates */

create function private.forget_unseen_merge_titles()
returns void
language sql
security definer
set search_path = ''
as $$
  with m as (
    select (a.after ->> 'merged_into')::uuid as target_id, a.before ->> 'title' as title,
           a.before ->> 'status' as status, (a.before ->> 'author_id')::uuid as author_id
    from private.audit_log as a
    where a.action = 'idea.merge' and a.before ->> 'status' is distinct from 'approved'
  ),
  items as (
    update public.notifications as n set data = n.data - 'merged_title'
    from m, public.profiles as p
    where p.id = n.recipient_id
      and n.kind = 'idea_merged' and n.idea_id = m.target_id and n.data ->> 'merged_title' = m.title
      and not private.can_see_idea(m.status, m.author_id, n.recipient_id, p.is_admin)
  )
  update public.mail_outbox as o set data = o.data - 'merged_title'
  from m, public.profiles as p
  where p.id = o.recipient_id
    and o.sent_at is null and o.data ->> 'event' = 'merged'
    and o.data ->> 'idea_id' = m.target_id::text and o.data ->> 'merged_title' = m.title
    and not private.can_see_idea(m.status, m.author_id, o.recipient_id, p.is_admin);
$$;
comment on function private.forget_unseen_merge_titles() is
  'Takes a pending duplicate''s title out of merge items and unsent merge mails of those who could not see it.';
revoke all on function private.forget_unseen_merge_titles() from public, anon, authenticated, service_role;

select private.forget_unseen_merge_titles();

/* Section - the undo keeps follows another merge holds */

create or replace function private.undo_merge(p_source uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ledger private.idea_merges;
  source_status text;
begin
  delete from private.idea_merges where source_id = p_source returning * into ledger;
  if ledger.source_id is null then
    return;
  end if;
  select i.status into source_status from public.ideas as i where i.id = p_source;
  -- Only an approved idea can hold ratings (the ratings' trigger): a pending source's stay on the target.
  if source_status = 'approved' then
    update public.ratings set idea_id = p_source
    where idea_id = ledger.target_id and id = any (ledger.moved_ratings);
  end if;
  -- Replies written on the target under a moved comment go with it.
  update public.comments set idea_id = p_source
  where idea_id = ledger.target_id
    and (id = any (ledger.moved_comments) or parent_id = any (ledger.moved_comments));
  update public.ideas as i
  set comment_count = (select count(*) from public.comments as c where c.idea_id = i.id and c.deleted_at is null)
  where i.id in (p_source, ledger.target_id);
  -- Those who stopped following the target since are not made to follow the source again.
  insert into public.follows (idea_id, member_id)
  select p_source, f.member_id from public.follows as f
  where f.idea_id = ledger.target_id and f.member_id = any (ledger.followers)
  on conflict do nothing;
  -- Only the merge's own rows: a member who unfollowed the target and followed it again keeps that follow, and so
  -- does one another merge into the target brought along too (its ledger lists them as followers, not as added).
  -- (A merge made before the stamp rule stamped its follows with its transaction's start, which its ledger holds.)
  delete from public.follows
  where idea_id = ledger.target_id and member_id = any (ledger.added_followers) and created_at = ledger.merged_at
    and not exists (select 1 from private.idea_merges as o
                    where o.target_id = ledger.target_id and follows.member_id = any (o.followers));
end;
$$;
