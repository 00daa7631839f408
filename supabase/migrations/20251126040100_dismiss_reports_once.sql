/*
 * Two dismissals of the same reports at once: the second one waits for the first one's row locks, then finds no
 * open report left and closed none, yet answered success and wrote an audit entry of nothing
 * (tests/resilience/reports.test.ts). It now counts what it closed, under those locks, and refuses with
 * 'No open reports on this content.' (P0002, 404) when that is nothing, rolling its audit entry back with it.
 *
 * Affects: private.dismiss_reports (replaced; same signature, grants kept). Nothing destructive.
 */

create or replace function private.dismiss_reports(p_target_id uuid)
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
  if found then
    -- The idea's page is only worth a link while it is public.
    closed := private.close_reports(
      p_target_id, 'dismissed', target.title, case when target.status = 'approved' then target.idea_id end
    );
  end if;
  -- What was open when read may have been closed meanwhile by another decision: only what this one closed counts.
  if coalesce(closed, 0) = 0 then
    raise exception 'No open reports on this content.' using errcode = 'P0002';
  end if;
  perform private.record_audit(
    'report.dismiss', target.target_type, p_target_id::text,
    jsonb_build_object('open_reports', closed), jsonb_build_object('open_reports', 0, 'dismissed', closed)
  );
  return closed;
end;
$$;
