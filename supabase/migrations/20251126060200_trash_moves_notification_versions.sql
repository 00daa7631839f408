/*
 * Moving an idea to the trash or back moves on the notification version of everyone with an item about it.
 *
 * Why: a notification's link to an idea is read under the ideas' policies (no link to an idea in the trash), but
 * GET /api/notifications answers 304 while the reader's version (private.notification_versions) stands still, and
 * neither the trash nor a restore changes a notification row. The version moves here, so the next read is fresh.
 *
 * Affects: public.ideas (one trigger), private.move_notification_versions_of_idea (new). Nothing destructive.
 */

create function private.move_notification_versions_of_idea()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_versions as v (recipient_id)
  select distinct n.recipient_id from public.notifications as n where n.idea_id = new.id
  order by 1
  on conflict (recipient_id) do update set version = v.version + 1;
  return null;
end;
$$;
comment on function private.move_notification_versions_of_idea() is
  'Trigger function: the readers of notifications about an idea moved to or out of the trash read them afresh.';
revoke execute on function private.move_notification_versions_of_idea() from public, anon, authenticated;

create trigger ideas_trash_moves_notification_versions
  after update of deleted_at on public.ideas
  for each row
  when ((old.deleted_at is null) <> (new.deleted_at is null))
  execute function private.move_notification_versions_of_idea();
