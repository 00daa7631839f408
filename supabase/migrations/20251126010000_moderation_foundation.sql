/*
 * The three pieces every moderation rule builds on: an audit log nobody can rewrite, per-member write limits read
 * from one settings table, and account suspension. The rules that use them (which tables are limited, which
 * actions are audited, which writes a suspension refuses) come in the migrations after this one.
 *
 * Rules enforced here:
 *   - private.audit_log is append-only for everyone, administrators and the table's owner included: a trigger
 *     refuses every UPDATE, DELETE and TRUNCATE. Entries outlive their actor's account (no foreign key; the name
 *     is copied at the time). Only administrators read it; nobody writes it directly;
 *   - private.record_audit(action, target_type, target_id, before, after) is the one way in. It is not executable
 *     by anon or authenticated: it is called from security definer functions and triggers, in the transaction of
 *     the action it records, with the actor taken from auth.uid() (null for the schedule's own work);
 *   - private.write_limits holds every write limit: an action, a window and the most writes of that action one
 *     member may make in it. Administrators read and change it through the API; the defaults are below;
 *   - private.enforce_write_limit(action, scope) counts the caller's writes of that action (of one scope, such as
 *     one idea, when given) in each of its windows from private.write_log, and refuses the write past any bound
 *     with SQLSTATE PT429 (HTTP 429 from the Data API and from our API), a message that says when to try again
 *     and the seconds to wait as the error's DETAIL. Writes are counted in the ledger, not in the tables, so a
 *     deleted row gives no write back. A member's writes of one action are counted one after another (a
 *     transaction-scoped advisory lock), so concurrent writes cannot all slip under the bound. Callers without a
 *     member (the service role, the schedule) are not limited;
 *   - a suspended member (profiles.suspended_until in the future) keeps reading; private.refuse_suspended_writer()
 *     is the trigger function that refuses their writes with SQLSTATE PT403 (HTTP 403), naming the end date and the
 *     reason. The suspension columns are not readable by anon or authenticated: only administrators see them,
 *     through the API.
 *
 * Affects: private.audit_log, private.write_limits, private.write_log (new), public.profiles (two columns),
 * private.record_audit, private.enforce_write_limit, private.refuse_suspended_writer (new). Nothing destructive.
 */

/* Section - audit log */

create table private.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default pg_catalog.clock_timestamp(),
  -- No foreign key: an entry must survive its actor's account deletion. Null for the schedule's own work.
  actor_id uuid,
  actor_name text not null default '',
  -- '<thing>.<verb>', e.g. 'idea.approve', 'user.suspend', 'limits.update'.
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null check (target_type ~ '^[a-z_]+$'),
  target_id text not null,
  before jsonb,
  after jsonb
);
comment on table private.audit_log is
  'Every administrative action: who, what, on which row, before and after, when. Append-only.';

create index audit_log_at_idx on private.audit_log (at desc, id desc);
create index audit_log_actor_idx on private.audit_log (actor_id, at desc);
create index audit_log_target_idx on private.audit_log (target_type, target_id, at desc);
create index audit_log_action_idx on private.audit_log (action, at desc);

alter table private.audit_log enable row level security;
revoke all on private.audit_log from anon, authenticated;
grant select on private.audit_log to authenticated;
-- anon: no policy and no privilege.
-- authenticated, select: administrators only. No insert, update or delete privilege: entries are written by
-- private.record_audit alone and are never changed.
create policy "administrators can read the audit log" on private.audit_log
  for select to authenticated
  using ((select private.is_admin()));

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Audit entries cannot be changed or deleted.' using errcode = '42501';
end;
$$;
comment on function private.refuse_audit_change() is 'Keeps the audit log append-only, for its owner too.';
revoke execute on function private.refuse_audit_change() from public, anon, authenticated;

create trigger audit_log_append_only
  before update or delete on private.audit_log
  for each row execute function private.refuse_audit_change();
create trigger audit_log_no_truncate
  before truncate on private.audit_log
  for each statement execute function private.refuse_audit_change();

create function private.record_audit(
  p_action text,
  p_target_type text,
  p_target_id text,
  p_before jsonb default null,
  p_after jsonb default null
)
returns void
language sql
security invoker
set search_path = ''
as $$
  insert into private.audit_log (actor_id, actor_name, action, target_type, target_id, before, after)
  select (select auth.uid()),
         coalesce((select p.display_name from public.profiles as p where p.id = (select auth.uid())), ''),
         p_action, p_target_type, p_target_id, p_before, p_after;
$$;
comment on function private.record_audit(text, text, text, jsonb, jsonb) is
  'Appends one audit entry for the current caller; called by definer code in the action''s own transaction.';
revoke execute on function private.record_audit(text, text, text, jsonb, jsonb) from public, anon, authenticated;

/* Section - write limits */

create table private.write_limits (
  -- What is limited: 'idea' (new ideas), 'idea_edit' (edits of one idea), 'comment', 'landing_page', 'report'.
  action text not null check (action ~ '^[a-z_]+$'),
  -- The window the writes are counted in.
  per text not null check (per in ('minute', 'hour', 'day')),
  max_count integer not null check (max_count between 1 and 100000),
  -- How a message names the writes: 'You can submit at most 5 <label> an hour.'
  label text not null check (length(label) between 1 and 60),
  verb text not null check (length(verb) between 1 and 20),
  updated_at timestamptz not null default now(),
  primary key (action, per)
);
comment on table private.write_limits is
  'How many writes of each kind one member may make per minute, hour or day. Administrators change it.';

alter table private.write_limits enable row level security;
revoke all on private.write_limits from anon, authenticated;
-- anon, authenticated: no policy and no privilege. The API reads and changes it for administrators through
-- definer functions, and the limit check below reads it as its owner.

insert into private.write_limits (action, per, max_count, label, verb) values
  ('idea', 'hour', 5, 'ideas', 'submit'),
  ('idea', 'day', 10, 'ideas', 'submit'),
  ('idea_edit', 'day', 10, 'edits of one idea', 'make'),
  ('comment', 'minute', 5, 'comments', 'post'),
  ('comment', 'day', 200, 'comments', 'post'),
  ('landing_page', 'day', 10, 'landing pages', 'create'),
  ('report', 'day', 20, 'reports', 'send');

create table private.write_log (
  member_id uuid not null references auth.users (id) on delete cascade,
  action text not null,
  -- The row the limit is per (the idea of an edit), or null for a per-member limit.
  scope_id uuid,
  at timestamptz not null default pg_catalog.clock_timestamp()
);
comment on table private.write_log is
  'Each limited write of each member, kept one day: what the write limits count.';

create index write_log_member_action_at_idx on private.write_log (member_id, action, at);
create index write_log_at_idx on private.write_log (at);

alter table private.write_log enable row level security;
revoke all on private.write_log from anon, authenticated;
-- anon, authenticated: no policy and no privilege. Written and read only by private.enforce_write_limit.

create function private.enforce_write_limit(p_action text, p_scope uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  now_at timestamptz := pg_catalog.clock_timestamp();
  rule record;
  counted integer;
  oldest timestamptz;
  wait_seconds integer;
begin
  if member is null then
    return;
  end if;
  -- One member's writes of one action are counted one at a time.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(member::text || '/' || p_action, 0));
  -- The ledger keeps one day: drop a bounded batch of older rows as writes come in.
  delete from private.write_log as w
  where w.ctid in (select o.ctid from private.write_log as o where o.at < now_at - interval '1 day' limit 100);
  for rule in
    select l.per, l.max_count, l.label, l.verb, ('1 ' || l.per)::interval as span
    from private.write_limits as l where l.action = p_action
  loop
    select count(*), min(w.at) into counted, oldest
    from (
      select w.at from private.write_log as w
      where w.member_id = member and w.action = p_action and w.scope_id is not distinct from p_scope
        and w.at > now_at - rule.span
      order by w.at desc
      limit rule.max_count
    ) as w;
    if counted >= rule.max_count then
      wait_seconds := greatest(1, ceil(extract(epoch from oldest + rule.span - now_at)))::integer;
      -- PT429: the Data API and our API answer 429. DETAIL carries the seconds for a Retry-After header.
      raise exception 'You can % at most % % a %. Please try again in %.',
        rule.verb, rule.max_count, rule.label, rule.per,
        case
          when wait_seconds < 60 then wait_seconds || case when wait_seconds = 1 then ' second' else ' seconds' end
          when wait_seconds < 3600 then ceil(wait_seconds / 60.0)::integer || ' minutes'
          else ceil(wait_seconds / 3600.0)::integer || ' hours'
        end
        using errcode = 'PT429', detail = wait_seconds::text;
    end if;
  end loop;
  insert into private.write_log (member_id, action, scope_id, at) values (member, p_action, p_scope, now_at);
end;
$$;
comment on function private.enforce_write_limit(text, uuid) is
  'Counts one write of the caller against every limit of the action; raises PT429 past a bound.';
revoke execute on function private.enforce_write_limit(text, uuid) from public, anon;
grant execute on function private.enforce_write_limit(text, uuid) to authenticated;

/* Section - suspension */

alter table public.profiles
  add column suspended_until timestamptz,
  add column suspension_reason text not null default '' check (length(suspension_reason) <= 500);
comment on column public.profiles.suspended_until is
  'While in the future, the member reads but cannot write. Shown to administrators only.';
-- The column grants of anon and authenticated name their columns, so the two new ones stay unreadable to them.

create function private.refuse_suspended_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  until_at timestamptz;
  reason text;
begin
  select p.suspended_until, p.suspension_reason into until_at, reason
  from public.profiles as p
  where p.id = (select auth.uid()) and p.suspended_until > now();
  if found then
    -- PT403: the Data API and our API answer 403. DETAIL carries the end for the API's answer.
    raise exception 'Your account is suspended until %. Reason: %.',
      to_char(until_at at time zone 'UTC', 'FMDD FMMonth YYYY, HH24:MI "UTC"'),
      coalesce(nullif(reason, ''), 'no reason given')
      using errcode = 'PT403', detail = to_char(until_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            hint = reason;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
comment on function private.refuse_suspended_writer() is
  'Trigger function: refuses any write by a member whose suspension has not ended.';
revoke execute on function private.refuse_suspended_writer() from public, anon, authenticated;
