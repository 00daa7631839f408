/*
 * Reports and what administrators do with them: members report an idea or a comment, administrators dismiss the
 * reports, hide a comment or send an approved idea back to review, and every reporter is told the outcome.
 *
 * Rules enforced here:
 *   - a signed-in member reports an approved idea or a comment they can see, once per idea or comment, with a
 *     reason (spam, abuse, off_topic, other) and a note of at most 500 characters, required for 'other';
 *   - what the caller cannot see is refused exactly as a missing idea or comment (P0002 'Idea not found',
 *     'Comment not found'): the insert trigger runs as the caller, so the policies of ideas and comments decide;
 *   - one's own idea or comment cannot be reported (42501, as one's own idea cannot be rated); a second report
 *     of the same target is refused (23505 reports_one_per_member_per_target) before it counts against the limit;
 *   - reports count against the 'report' write limit (private.enforce_write_limit, 20 a day by default) and a
 *     suspended member cannot report (the trigger refuse_suspended_writer, named to fire first);
 *   - a reporter reads their own reports, administrators all; nobody changes or deletes one directly: the
 *     administrators' definer functions below close a target's open reports as dismissed or actioned;
 *   - a hidden comment's text leaves public.comments for private.hidden_comments, which only its author and
 *     administrators read, with the administrator's reason: everyone else reads no text at all (the API shows
 *     'Removed by a moderator'). A hidden comment cannot be edited; unhiding puts the text back unchanged;
 *   - an administrator sends an approved idea back to review: it is pending again, out of public view, and its
 *     author is told why (check_idea_status_change allows approved -> pending only to that function, which names
 *     the idea in a transaction-local setting);
 *   - every decision is written in its own transaction with its audit entry (report.dismiss, comment.hide,
 *     comment.unhide; idea.send_back comes from the ideas' audit trigger) and the reporters' notifications.
 *
 * Affects: public.reports, private.hidden_comments (new); public.comments.hidden_at (new column) and its body
 * constraint (a hidden comment has no body either); the comments_set_edited trigger's condition (hiding is not
 * an edit); public.notifications.kind (four kinds added to whatever the check allows now);
 * private.check_idea_status_change (approved -> pending added); functions private.check_report_insert,
 * private.refuse_hidden_comment_edit, private.forget_hidden_text, private.close_reports, private.dismiss_reports,
 * private.hide_comment, private.unhide_comment, private.send_idea_back (new). Nothing destructive.
 */

/* Section - reports */

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  -- The idea reported, or the idea of the comment reported (the trigger fills it in for a comment).
  idea_id uuid not null references public.ideas (id) on delete cascade,
  comment_id uuid references public.comments (id) on delete cascade,
  target_type text not null generated always as (case when comment_id is null then 'idea' else 'comment' end) stored,
  target_id uuid not null generated always as (coalesce(comment_id, idea_id)) stored,
  reason text not null check (reason in ('spam', 'abuse', 'off_topic', 'other')),
  note text not null default '' check (char_length(note) <= 500),
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null,
  constraint reports_other_has_note check (reason <> 'other' or char_length(btrim(note)) >= 1),
  constraint reports_resolved_once_closed check ((status = 'open') = (resolved_at is null)),
  constraint reports_one_per_member_per_target unique (reporter_id, target_id)
);
comment on table public.reports is
  'Members'' reports of ideas and comments, one per member and target; administrators close them.';

alter table public.reports enable row level security;

-- The queue: a target's open reports, newest first.
create index reports_open_target_idx on public.reports (target_id, created_at desc) where status = 'open';
create index reports_open_created_idx on public.reports (created_at desc) where status = 'open';
create index reports_idea_id_idx on public.reports (idea_id);
create index reports_comment_id_idx on public.reports (comment_id) where comment_id is not null;
create index reports_resolved_by_idx on public.reports (resolved_by) where resolved_by is not null;

revoke all on public.reports from anon, authenticated;
grant select on public.reports to authenticated;
grant insert (idea_id, comment_id, reason, note) on public.reports to authenticated;
grant all on public.reports to service_role;

-- SELECT(reports) authenticated: one's own reports (the 'Reported' state), and every report for administrators.
create policy "members read their own reports, administrators all"
  on public.reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));

-- INSERT(reports) authenticated: members report as themselves; the trigger checks the target and the limit.
create policy "members report as themselves"
  on public.reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));

-- anon: no policy and no privilege. UPDATE, DELETE: no policy; reports are closed by the definer functions below.

-- Security invoker on purpose: the target is read through the caller's own policies, so whatever the caller may
-- not see (another member's pending idea, a comment of one) is missing here, however the visibility rule changes.
create function private.check_report_insert()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  target_name text := case when new.comment_id is null then 'idea' else 'comment' end;
  author uuid;
  shown boolean := true;
  published boolean := true;
  gone timestamptz;
begin
  if new.comment_id is not null then
    select c.idea_id, c.author_id, c.deleted_at, c.hidden_at is null into new.idea_id, author, gone, shown
    from public.comments as c where c.id = new.comment_id;
    if not found or gone is not null then
      raise exception 'Comment not found' using errcode = 'P0002';
    end if;
  else
    select i.author_id, i.status = 'approved' into author, published from public.ideas as i where i.id = new.idea_id;
    if not found then
      raise exception 'Idea not found' using errcode = 'P0002';
    end if;
  end if;
  if author = new.reporter_id then
    raise exception 'You cannot report your own %.', target_name using errcode = '42501';
  end if;
  if exists (
    select 1 from public.reports as r
    where r.reporter_id = new.reporter_id and r.target_id = coalesce(new.comment_id, new.idea_id)
  ) then
    raise exception 'You have already reported this %.', target_name
      using errcode = '23505', constraint = 'reports_one_per_member_per_target';
  end if;
  -- Only administrators see an idea that is not published, and there is nothing to report in it.
  if not published then
    raise exception 'Only published ideas can be reported.' using errcode = '55000';
  end if;
  if not shown then
    raise exception 'This comment was already removed by a moderator.' using errcode = '55000';
  end if;
  perform private.enforce_write_limit('report');
  new.status := 'open';
  new.created_at := pg_catalog.clock_timestamp();
  new.resolved_at := null;
  new.resolved_by := null;
  return new;
end;
$$;
revoke execute on function private.check_report_insert() from public, anon, authenticated;

-- Named so that it fires after refuse_suspended_writer (same-kind triggers fire in name order): a suspended
-- member is told of the suspension, not of a limit.
create trigger reports_check_insert
  before insert on public.reports
  for each row execute function private.check_report_insert();

create trigger refuse_suspended_writer
  before insert or update or delete on public.reports
  for each row execute function private.refuse_suspended_writer();

/* Section - hidden comments */

alter table public.comments add column hidden_at timestamptz;
comment on column public.comments.hidden_at is
  'When an administrator hid the comment; its text is then in private.hidden_comments.';
alter table public.comments drop constraint comments_body_until_deleted;
alter table public.comments add constraint comments_body_until_removed
  check ((body is null) = (deleted_at is not null or hidden_at is not null));
grant select (hidden_at) on public.comments to anon, authenticated;

create table private.hidden_comments (
  comment_id uuid primary key references public.comments (id) on delete cascade,
  body text not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 500),
  hidden_by uuid references public.profiles (id) on delete set null,
  hidden_at timestamptz not null default now()
);
comment on table private.hidden_comments is
  'The text of each comment an administrator hid, and why: read by its author and administrators only.';

create index hidden_comments_hidden_by_idx on private.hidden_comments (hidden_by) where hidden_by is not null;

alter table private.hidden_comments enable row level security;
revoke all on private.hidden_comments from anon, authenticated;
-- anon: the privilege without a policy, so the discussion's read (which joins this table) answers no row to a
-- visitor instead of failing.
grant select on private.hidden_comments to anon, authenticated;
grant all on private.hidden_comments to service_role;

-- SELECT(hidden_comments) authenticated: the comment's author (their text and the reason), and administrators.
create policy "authors and administrators read hidden comments"
  on private.hidden_comments for select to authenticated
  using (
    (select private.is_admin())
    or exists (select 1 from public.comments as c where c.id = comment_id and c.author_id = (select auth.uid()))
  );

-- Hiding and unhiding write body themselves: neither is an author's edit.
drop trigger comments_set_edited on public.comments;
create trigger comments_set_edited
  before update of body on public.comments
  for each row when (new.deleted_at is null and new.hidden_at is null and old.hidden_at is null)
  execute function private.set_comment_edited();

create function private.refuse_hidden_comment_edit()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  raise exception 'A comment hidden by a moderator cannot be edited.' using errcode = '55000';
end;
$$;
revoke execute on function private.refuse_hidden_comment_edit() from public, anon, authenticated;

create trigger comments_refuse_hidden_edit
  before update of body on public.comments
  for each row when (old.hidden_at is not null and new.hidden_at is not null and old.deleted_at is null
                     and new.deleted_at is null)
  execute function private.refuse_hidden_comment_edit();

-- A deleted comment keeps no text anywhere, hidden or not. Security definer: its author has no right on the table.
create function private.forget_hidden_text()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.hidden_comments as h where h.comment_id = new.id;
  return null;
end;
$$;
revoke execute on function private.forget_hidden_text() from public, anon, authenticated;

create trigger comments_forget_hidden_text
  after update of deleted_at on public.comments
  for each row when (old.deleted_at is null and new.deleted_at is not null and new.hidden_at is not null)
  execute function private.forget_hidden_text();

/* Section - notifications */

-- Added to whatever the check allows when this runs, so kinds other migrations add are kept.
do $$
declare
  allowed text[];
begin
  select array_agg(distinct m[1]) into allowed
  from pg_catalog.pg_constraint as k,
       regexp_matches(pg_catalog.pg_get_constraintdef(k.oid), '''([a-z_]+)''', 'g') as m
  where k.conrelid = 'public.notifications'::regclass and k.conname = 'notifications_kind_check';
  allowed := allowed || array['report_dismissed', 'report_actioned', 'idea_sent_back', 'comment_hidden'];
  alter table public.notifications drop constraint notifications_kind_check;
  -- Written as the original was (array['...', ...]), so the next migration can read it the same way.
  execute format(
    'alter table public.notifications add constraint notifications_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ' order by k) from (select distinct unnest(allowed) as k) as kinds)
  );
end;
$$;

/* Section - administrators' decisions */

-- Not a definer: called only by the definer functions below, in their transaction. Closes the target's open
-- reports and tells each reporter; the number closed.
create function private.close_reports(p_target_id uuid, p_status text, p_title text, p_idea_id uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  closed record;
  counted integer := 0;
begin
  for closed in
    update public.reports as r
    set status = p_status, resolved_at = now(), resolved_by = (select auth.uid())
    where r.target_id = p_target_id and r.status = 'open'
    returning r.reporter_id
  loop
    perform private.notify(
      closed.reporter_id, case p_status when 'dismissed' then 'report_dismissed' else 'report_actioned' end,
      p_idea_id, jsonb_build_object('title', p_title)
    );
    counted := counted + 1;
  end loop;
  return counted;
end;
$$;
revoke execute on function private.close_reports(uuid, text, text, uuid) from public, anon, authenticated;

create function private.dismiss_reports(p_target_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  closed integer;
begin
  perform private.require_admin('dismiss reports');
  select r.target_type, r.idea_id, i.title, i.status into target
  from public.reports as r join public.ideas as i on i.id = r.idea_id
  where r.target_id = p_target_id and r.status = 'open'
  limit 1;
  if not found then
    raise exception 'No open reports on this content.' using errcode = 'P0002';
  end if;
  -- The idea's page is only worth a link while it is public.
  closed := private.close_reports(
    p_target_id, 'dismissed', target.title, case when target.status = 'approved' then target.idea_id end
  );
  perform private.record_audit(
    'report.dismiss', target.target_type, p_target_id::text,
    jsonb_build_object('open_reports', closed), jsonb_build_object('open_reports', 0, 'dismissed', closed)
  );
  return closed;
end;
$$;
comment on function private.dismiss_reports(uuid) is
  'An administrator closes the open reports of an idea or comment as dismissed; each reporter is told.';
revoke execute on function private.dismiss_reports(uuid) from public, anon;
grant execute on function private.dismiss_reports(uuid) to authenticated;

create function private.hide_comment(p_comment_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  why text := btrim(coalesce(p_reason, ''));
begin
  perform private.require_admin('hide comments');
  select c.idea_id, c.author_id, c.body, c.deleted_at, c.hidden_at, i.title into target
  from public.comments as c join public.ideas as i on i.id = c.idea_id
  where c.id = p_comment_id
  for update of c;
  if not found or target.deleted_at is not null then
    raise exception 'Comment not found' using errcode = 'P0002';
  end if;
  if target.hidden_at is not null then
    raise exception 'This comment is already hidden.' using errcode = '55000';
  end if;
  insert into private.hidden_comments (comment_id, body, reason, hidden_by)
  values (p_comment_id, target.body, why, (select auth.uid()));
  update public.comments set body = null, hidden_at = now() where id = p_comment_id;
  perform private.record_audit(
    'comment.hide', 'comment', p_comment_id::text,
    jsonb_build_object('hidden', false), jsonb_build_object('hidden', true, 'reason', why)
  );
  perform private.close_reports(p_comment_id, 'actioned', target.title, target.idea_id);
  if target.author_id is not null then
    perform private.notify(
      target.author_id, 'comment_hidden', target.idea_id, jsonb_build_object('title', target.title, 'reason', why)
    );
  end if;
end;
$$;
comment on function private.hide_comment(uuid, text) is
  'An administrator hides a comment (its text kept for its author), with a reason; its open reports are actioned.';
revoke execute on function private.hide_comment(uuid, text) from public, anon;
grant execute on function private.hide_comment(uuid, text) to authenticated;

create function private.unhide_comment(p_comment_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  perform private.require_admin('unhide comments');
  select c.deleted_at, c.hidden_at, h.body, h.reason into target
  from public.comments as c left join private.hidden_comments as h on h.comment_id = c.id
  where c.id = p_comment_id
  for update of c;
  if not found or target.deleted_at is not null then
    raise exception 'Comment not found' using errcode = 'P0002';
  end if;
  if target.hidden_at is null then
    raise exception 'This comment is not hidden.' using errcode = '55000';
  end if;
  update public.comments set body = target.body, hidden_at = null where id = p_comment_id;
  delete from private.hidden_comments where comment_id = p_comment_id;
  perform private.record_audit(
    'comment.unhide', 'comment', p_comment_id::text,
    jsonb_build_object('hidden', true, 'reason', target.reason), jsonb_build_object('hidden', false)
  );
end;
$$;
comment on function private.unhide_comment(uuid) is 'An administrator shows a hidden comment again, as it was.';
revoke execute on function private.unhide_comment(uuid) from public, anon;
grant execute on function private.unhide_comment(uuid) to authenticated;

create or replace function private.check_idea_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not (
    (old.status = 'pending' and new.status in ('approved', 'rejected'))
    or (old.status = 'rejected' and new.status = 'pending')
    -- Only private.send_idea_back, which names the idea for its own transaction.
    or (old.status = 'approved' and new.status = 'pending'
        and coalesce(pg_catalog.current_setting('ideaboard.sending_back', true), '') = old.id::text)
  ) then
    raise exception 'An idea cannot go from % to %', old.status, new.status
      using errcode = '55000', hint = 'Only pending ideas can be approved or rejected.';
  end if;
  return new;
end;
$$;

create function private.send_idea_back(p_idea_id uuid, p_reason text default null)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  current record;
  why text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  perform private.require_admin('send ideas back to review');
  select i.status, i.title, i.author_id into current from public.ideas as i where i.id = p_idea_id for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if current.status <> 'approved' then
    raise exception 'Only approved ideas can be sent back to review; this idea is %', current.status
      using errcode = '55000';
  end if;
  perform pg_catalog.set_config('ideaboard.sending_back', p_idea_id::text, true);
  return query
  update public.ideas
  set status = 'pending', rejection_reason = null, reviewed_at = null, reviewed_by = null
  where id = p_idea_id
  returning *;
  perform pg_catalog.set_config('ideaboard.sending_back', '', true);
  perform private.close_reports(p_idea_id, 'actioned', current.title, null);
  perform private.notify(
    current.author_id, 'idea_sent_back', p_idea_id, jsonb_build_object('title', current.title, 'reason', why)
  );
end;
$$;
comment on function private.send_idea_back(uuid, text) is
  'An administrator takes an approved idea out of public view for another review; its author is told why.';
revoke execute on function private.send_idea_back(uuid, text) from public, anon;
grant execute on function private.send_idea_back(uuid, text) to authenticated;
