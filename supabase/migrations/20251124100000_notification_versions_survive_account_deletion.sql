/*
 * Deleting an account no longer fails on its notifications.
 *
 * What: private.bump_notification_version() (the trigger that raises a recipient's notification version on every
 * change to their items) skips a recipient whose profile is gone.
 * Why: deleting an account (auth.users, by Supabase Auth or by private.delete_my_account) cascades to the profile
 * and from it to the member's notifications; each deleted item fired this trigger, which inserted a version row
 * for a profile already deleted and broke the whole deletion with a foreign-key error (23503). A member who has
 * no profile any more has nobody polling their list, so there is no version to raise.
 * Affects: function private.bump_notification_version() (replaced; same trigger, same grants: none for API
 * roles). Nothing destructive.
 */

create or replace function private.bump_notification_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient uuid := coalesce(new.recipient_id, old.recipient_id);
begin
  if tg_op = 'DELETE' and not exists (select 1 from public.profiles as p where p.id = recipient) then
    return null;
  end if;
  insert into private.notification_versions as v (recipient_id)
  values (recipient)
  on conflict (recipient_id) do update set version = v.version + 1;
  return null;
end;
$$;
