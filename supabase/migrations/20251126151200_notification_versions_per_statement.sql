/*
 * A fan-out raises each recipient's notification counter once per statement, not once per row. The roadmap's
 * status change writes one notification to each of 10 000 followers in one insert; the row trigger then ran 10 000
 * upserts of private.notification_versions one by one, about half the statement's time (bench 'roadmap'). A
 * statement trigger reads the inserted rows as a transition table and raises every recipient's counter in one
 * upsert. Updates (marking read, a rating group's count) and deletes keep the row trigger.
 *
 * Rules enforced here: every insert of notifications still raises each recipient's counter in its transaction (by
 * the number of their new items: the counter only has to change and only ever grows).
 *
 * Affects: private.bump_inserted_notification_versions (new); trigger notifications_bump_version on
 * public.notifications (now for update or delete) and notifications_bump_version_on_insert (new). Nothing
 * destructive.
 */

create function private.bump_inserted_notification_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.notification_versions as v (recipient_id, version)
  select i.recipient_id, count(*) from inserted as i group by i.recipient_id
  on conflict (recipient_id) do update set version = v.version + excluded.version;
  return null;
end;
$$;
comment on function private.bump_inserted_notification_versions() is
  'Trigger function: raises the counter of every recipient of the statement''s new notifications, in one upsert.';
revoke all on function private.bump_inserted_notification_versions() from public, anon, authenticated, service_role;

drop trigger notifications_bump_version on public.notifications;

create trigger notifications_bump_version after update or delete on public.notifications
  for each row execute function private.bump_notification_version();

create trigger notifications_bump_version_on_insert after insert on public.notifications
  referencing new table as inserted
  for each statement execute function private.bump_inserted_notification_versions();
