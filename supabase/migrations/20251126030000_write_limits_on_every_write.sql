/*
 * Write limits on every write a member makes: new ideas, edits of one idea, comments and landing pages are counted
 * against private.write_limits (the foundation's table, ledger and check), by triggers, so a member writing through
 * the Data API meets the same bounds as one writing through /api. Administrators read and change the limits.
 *
 * Rules enforced here:
 *   - a member's new idea counts as 'idea' (5 an hour and 10 a day by default);
 *   - an author's update of their own idea counts as 'idea_edit' with the idea as its scope (10 a day for each
 *     idea), once per UPDATE, whether it applies at once or is moved aside for review: the trigger fires on the
 *     columns a member may update, so the bookkeeping other triggers write (comment counts, scores, status,
 *     trash) is never counted. An administrator's edit of someone else's idea is moderation, not counted;
 *   - a member's new comment counts as 'comment' (5 a minute and 200 a day). The comment's own per-minute counter
 *     (private.comment_posts) is gone: the limit is a row of private.write_limits like the others;
 *   - creating a landing page counts as 'landing_page' (10 a day);
 *   - the limit triggers are named write_limit_<table>: Postgres fires a table's BEFORE triggers in name order, so
 *     they run after refuse_suspended_writer (a suspended member hears 403, not 429) and after the checks that
 *     refuse a write for what it is (an idea that is not there answers 404, not 429). A refused write is rolled
 *     back with its ledger row, so only writes that happened are counted;
 *   - the refusal's message reads "an hour", and "1 minute" / "1 hour" in the singular (the foundation's check
 *     said "a hour" and "1 hours"); when a write reaches several bounds, the longest window's wait is named;
 *   - administrators list the limits (private.admin_write_limits) and change a limit's count
 *     (private.set_write_limits), each change recorded in the audit log as limits.update with the count before
 *     and after. Members and visitors can do neither, nor read the ledger.
 *
 * Affects: triggers write_limit_ideas, write_limit_comments, write_limit_landing_pages and their functions
 * private.limit_idea_write, private.limit_new_row (new); private.check_comment_insert (counter removed);
 * private.enforce_write_limit (message wording); private.admin_write_limits, private.set_write_limits (new).
 * Destructive: drops private.comment_posts (the old per-minute counter; its rows only ever covered the last minute).
 */

/* Section - the check's wording */

create or replace function private.enforce_write_limit(p_action text, p_scope uuid default null)
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
  wait_units integer;
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
    -- The longest window first: when several bounds are reached, the longest wait is the true one.
    order by ('1 ' || l.per)::interval desc
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
      wait_units := case
        when wait_seconds < 60 then wait_seconds
        when wait_seconds < 3600 then ceil(wait_seconds / 60.0)::integer
        else ceil(wait_seconds / 3600.0)::integer
      end;
      -- PT429: the Data API and our API answer 429. DETAIL carries the seconds for a Retry-After header.
      raise exception 'You can % at most % % %. Please try again in % %.',
        rule.verb, rule.max_count, rule.label, case rule.per when 'hour' then 'an hour' else 'a ' || rule.per end,
        wait_units,
        case
          when wait_seconds < 60 then 'second'
          when wait_seconds < 3600 then 'minute'
          else 'hour'
        end || case when wait_units = 1 then '' else 's' end
        using errcode = 'PT429', detail = wait_seconds::text;
    end if;
  end loop;
  insert into private.write_log (member_id, action, scope_id, at) values (member, p_action, p_scope, now_at);
end;
$$;

/* Section - the limit triggers */

create function private.limit_new_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enforce_write_limit(tg_argv[0]);
  return new;
end;
$$;
comment on function private.limit_new_row() is
  'Trigger function: counts a member''s new row as one write of the action named in the trigger''s argument.';
revoke execute on function private.limit_new_row() from public, anon, authenticated;

create function private.limit_idea_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.enforce_write_limit('idea');
  elsif old.author_id = (select auth.uid()) then
    perform private.enforce_write_limit('idea_edit', old.id);
  end if;
  return new;
end;
$$;
comment on function private.limit_idea_write() is
  'Trigger function: counts a member''s new idea, and an author''s edit of their idea (per idea).';
revoke execute on function private.limit_idea_write() from public, anon, authenticated;

-- The columns a member may update (their column grant): the edit, never the bookkeeping of other triggers.
create trigger write_limit_ideas
  before insert or update of title, description, category, target_market, business_model, competitors,
    funding_needed, timeline, tags, website_url, social_media, pitch_deck_path
  on public.ideas
  for each row execute function private.limit_idea_write();

create trigger write_limit_comments
  before insert on public.comments
  for each row execute function private.limit_new_row('comment');

create trigger write_limit_landing_pages
  before insert on public.landing_pages
  for each row execute function private.limit_new_row('landing_page');

/* Section - comments: the old counter goes */

create or replace function private.check_comment_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  idea_status text;
  parent record;
begin
  select i.status into idea_status from public.ideas as i where i.id = new.idea_id;
  -- One answer for a missing idea and one the caller cannot see: nothing is learnt of hidden ideas.
  if idea_status is null or idea_status <> 'approved' then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if new.parent_id is not null then
    select c.idea_id, c.parent_id, c.deleted_at into parent from public.comments as c where c.id = new.parent_id;
    if not found or parent.idea_id <> new.idea_id then
      raise exception 'The comment you reply to was not found.' using errcode = 'P0002';
    end if;
    if parent.parent_id is not null then
      raise exception 'Replies go to a top-level comment: a reply cannot be answered.' using errcode = '55000';
    end if;
  end if;
  -- The posting rate is counted by the write_limit_comments trigger, after this one.
  new.created_at := pg_catalog.clock_timestamp();
  new.edited_at := null;
  new.deleted_at := null;
  return new;
end;
$$;

drop table private.comment_posts;

/* Section - administrators read and change the limits */

create function private.admin_write_limits()
returns table (action text, per text, max_count integer, label text, verb text, updated_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin('see the write limits');
  return query
  select l.action, l.per, l.max_count, l.label, l.verb, l.updated_at
  from private.write_limits as l
  order by l.action, array_position(array['minute', 'hour', 'day'], l.per);
end;
$$;
comment on function private.admin_write_limits() is 'Every write limit, for administrators.';
revoke execute on function private.admin_write_limits() from public, anon;
grant execute on function private.admin_write_limits() to authenticated;

-- p_limits: [{ "action": "idea", "per": "hour", "maxCount": 8 }, ...]; only existing limits change.
create function private.set_write_limits(p_limits jsonb)
returns table (action text, per text, max_count integer, label text, verb text, updated_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  wanted integer;
  before_count integer;
begin
  perform private.require_admin('change the write limits');
  if jsonb_typeof(p_limits) is distinct from 'array' then
    raise exception 'The limits must be a list.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(p_limits) loop
    wanted := (item ->> 'maxCount')::integer;
    select l.max_count into before_count
    from private.write_limits as l
    where l.action = item ->> 'action' and l.per = item ->> 'per'
    for update;
    if not found then
      raise exception 'There is no limit of % a %.', item ->> 'action', item ->> 'per' using errcode = 'P0002';
    end if;
    if before_count <> wanted then
      update private.write_limits as l set max_count = wanted, updated_at = now()
      where l.action = item ->> 'action' and l.per = item ->> 'per';
      perform private.record_audit(
        'limits.update', 'write_limit', (item ->> 'action') || '/' || (item ->> 'per'),
        jsonb_build_object('maxCount', before_count), jsonb_build_object('maxCount', wanted));
    end if;
  end loop;
  return query select * from private.admin_write_limits();
end;
$$;
comment on function private.set_write_limits(jsonb) is
  'An administrator''s change of write limits'' counts, each change recorded in the audit log.';
revoke execute on function private.set_write_limits(jsonb) from public, anon;
grant execute on function private.set_write_limits(jsonb) to authenticated;
