/*
 * An administrator's review item ("New idea waiting for review", "Edited idea waiting for review", "Idea sent back
 * for review") leaves every administrator's unread count once any one of them handled it.
 *
 * Why: each administrator gets their own copy of these items, and only the one who decided read theirs; the others
 * kept counting work that no longer waited (the demo administrator had dozens after seeding). The database marks
 * them read with the decision, in the same transaction, so no answer ever counts a handled item as unread:
 *   - an idea leaving 'pending' (approved or rejected) or moving to the trash handles its submission items, and a
 *     trashed idea's edit item too (a hard delete removes the items with the idea, by the foreign key);
 *   - an edit leaving 'pending' (approved or rejected), or withdrawn while pending, handles its edit items.
 * Items already handled when this runs are marked read too. Each marked item records `handled` in its data.
 *
 * Affects: public.ideas and public.idea_edits (one trigger each), private.mark_review_items_handled,
 * private.handle_idea_review_items, private.handle_edit_review_items (new); unread rows of public.notifications
 * whose review is over become read. No table, column or policy changes.
 */

create function private.mark_review_items_handled(p_idea_id uuid, p_kinds text[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notifications
  set read_at = now(), data = data || '{"handled": true}'::jsonb
  where idea_id = p_idea_id and kind = any (p_kinds) and read_at is null;
$$;
comment on function private.mark_review_items_handled(uuid, text[]) is
  'Marks read, for every recipient, the unread items of the given kinds about an idea whose review is over.';
revoke execute on function private.mark_review_items_handled(uuid, text[]) from public, anon, authenticated;

create function private.handle_idea_review_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.deleted_at is not null then
    perform private.mark_review_items_handled(new.id, array['idea_submitted', 'idea_resubmitted', 'idea_edited']);
  else
    perform private.mark_review_items_handled(new.id, array['idea_submitted', 'idea_resubmitted']);
  end if;
  return null;
end;
$$;
comment on function private.handle_idea_review_items() is
  'Trigger function: an idea reviewed or trashed leaves no administrator an unread item asking for its review.';
revoke execute on function private.handle_idea_review_items() from public, anon, authenticated;

create trigger ideas_handle_review_items
  after update of status, deleted_at on public.ideas
  for each row
  when (
    (old.status = 'pending' and new.status <> 'pending')
    or (old.deleted_at is null and new.deleted_at is not null)
  )
  execute function private.handle_idea_review_items();

create function private.handle_edit_review_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.mark_review_items_handled(old.idea_id, array['idea_edited']);
  return null;
end;
$$;
comment on function private.handle_edit_review_items() is
  'Trigger function: an edit decided or withdrawn leaves no administrator an unread item asking for its review.';
revoke execute on function private.handle_edit_review_items() from public, anon, authenticated;

-- A decision sets the status and then deletes the row; the update handles the items, the delete finds none left.
create trigger idea_edits_handle_review_items_decided
  after update of status on public.idea_edits
  for each row
  when (old.status = 'pending' and new.status <> 'pending')
  execute function private.handle_edit_review_items();

create trigger idea_edits_handle_review_items_withdrawn
  after delete on public.idea_edits
  for each row
  when (old.status = 'pending')
  execute function private.handle_edit_review_items();

-- Items whose review was over before this migration.
update public.notifications as n
set read_at = now(), data = n.data || '{"handled": true}'::jsonb
from public.ideas as i
where i.id = n.idea_id and n.read_at is null
  and (
    (n.kind in ('idea_submitted', 'idea_resubmitted') and (i.status <> 'pending' or i.deleted_at is not null))
    or (
      n.kind = 'idea_edited'
      and (
        i.deleted_at is not null
        or not exists (select 1 from public.idea_edits as e where e.idea_id = i.id and e.status = 'pending')
      )
    )
  );
