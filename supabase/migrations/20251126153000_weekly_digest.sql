/*
 * The weekly digest: once a week, to each member who turned it on, the week's best new ideas in their categories,
 * what happened on the ideas they follow, and the roadmap items that moved (docs/decisions.md, "The weekly digest").
 *
 * Why here: the selection reads every member's follows, ratings and comments at once, which only the database does
 * in seconds for tens of thousands of members, and "exactly once per member and week" must hold even when two
 * runs race, which a key in the same transaction as the outbox row decides.
 *
 * Rules enforced here:
 *   - a digest goes only to a member whose weekly_digest switch is on, whose account is not deleted, banned or
 *     suspended (profiles.suspended_until in the future) and who has an address; through private.enqueue_mail, so
 *     the preference and the unsubscribe token are the outbox's usual ones;
 *   - "their categories" are those of the ideas a member submitted, rated, commented on or follows; a member who
 *     did none of these gets every category;
 *   - the ideas are those approved during the week (reviewed_at), not in the trash, best adjusted (trusted) score
 *     first, at most 5; followed activity is the other members' visible comments of the week and whether the idea
 *     changed (updated_at), on ideas the member still sees, at most 10; the roadmap part lists the items whose
 *     status changed during the week (created, moved, shipped), the same for everyone, at most 10;
 *   - nothing is written for a member when all three lists are empty;
 *   - a member gets at most one digest per week: private.digest_sent holds (week, member), written in the same
 *     statement as the outbox rows, and a run of a week waits for any other run of that week to finish, so a
 *     second run, even a concurrent one, writes nothing for members already served;
 *   - the week starts on a Monday (UTC) and is the current one or one of the 12 before it: older ledger rows are
 *     removed, so an older week could not be told apart from one never sent;
 *   - only the schedule runs it: pg_cron every Monday at 07:00 UTC for the week just ended where the extension is
 *     installed (hosted Supabase), the local stack's own schedule otherwise (POST /api/internal/run-digest).
 *
 * Affects: private.digest_sent (new), private.run_weekly_digest (new), a pg_cron job where pg_cron is installed.
 * Nothing destructive.
 */

/* Section - the ledger */

create table private.digest_sent (
  week date not null,
  member_id uuid not null references public.profiles (id) on delete cascade,
  sent_at timestamptz not null default now(),
  constraint digest_sent_pkey primary key (week, member_id),
  constraint digest_sent_week_check check (extract(isodow from week) = 1)
);
comment on table private.digest_sent is
  'Which members got the digest of which week (the Monday it starts): a second run of the week skips them.';
-- A deleted member's rows go with their profile.
create index digest_sent_member_idx on private.digest_sent (member_id);

alter table private.digest_sent enable row level security;
revoke all on private.digest_sent from anon, authenticated;
-- anon, authenticated: no policy and no privilege. Written by private.run_weekly_digest only.

/* Section - the run */

create function private.run_weekly_digest(p_week date)
returns table (members integer, sent integer)
language plpgsql
set search_path = ''
as $$
declare
  today constant date := (now() at time zone 'UTC')::date;
  oldest constant date := date_trunc('week', now() at time zone 'UTC')::date - 7 * 12;
  week_start constant timestamptz := p_week::timestamp at time zone 'UTC';
  week_end constant timestamptz := (p_week + 7)::timestamp at time zone 'UTC';
begin
  if p_week is null or extract(isodow from p_week) <> 1 then
    raise exception 'A digest week starts on a Monday; % is not one.', coalesce(p_week::text, 'null')
      using errcode = '22023';
  end if;
  if p_week > today or p_week < oldest then
    raise exception 'The digest runs for the current week or one of the 12 before it (from %), not %.', oldest, p_week
      using errcode = '22023';
  end if;
  -- Two runs of one week queue up here; each statement below then sees what the other committed.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('private.run_weekly_digest'), p_week - date '2000-01-03');
  delete from private.digest_sent as s where s.week < oldest;

  return query
  with recipients as (
    select p.member_id
    from public.mail_preferences as p
    join public.profiles as pr on pr.id = p.member_id
    join auth.users as u on u.id = p.member_id
    where p.weekly_digest
      and (pr.suspended_until is null or pr.suspended_until <= now())
      and coalesce(u.email, '') <> ''
      and u.deleted_at is null
      and (u.banned_until is null or u.banned_until <= now())
  ),
  pending as (
    select r.member_id
    from recipients as r
    where not exists (select 1 from private.digest_sent as s where s.week = p_week and s.member_id = r.member_id)
  ),
  touched as (
    select f.member_id, i.category
    from public.follows as f join pending as m on m.member_id = f.member_id join public.ideas as i on i.id = f.idea_id
    union
    select i.author_id, i.category
    from public.ideas as i join pending as m on m.member_id = i.author_id
    union
    select r.user_id, i.category
    from public.ratings as r join pending as m on m.member_id = r.user_id join public.ideas as i on i.id = r.idea_id
    union
    select c.author_id, i.category
    from public.comments as c join pending as m on m.member_id = c.author_id join public.ideas as i on i.id = c.idea_id
  ),
  -- '{}' stands for every category.
  interests as (
    select m.member_id, coalesce(t.categories, '{}'::text[]) as categories
    from pending as m
    left join (
      select t.member_id, array_agg(t.category order by t.category) as categories from touched as t group by t.member_id
    ) as t on t.member_id = m.member_id
  ),
  week_ideas as (
    select i.id, i.title, i.category, i.adjusted_score, i.total_ratings,
           row_number() over (partition by i.category order by i.adjusted_score desc, i.total_ratings desc, i.id)
             as rank_in_category
    from public.ideas as i
    where i.status = 'approved' and i.deleted_at is null and i.reviewed_at >= week_start and i.reviewed_at < week_end
  ),
  -- Computed once per distinct set of categories, not per member: the best 5 of a set are among the best 5 of
  -- each of its categories.
  best as (
    select s.categories,
           (select jsonb_agg(jsonb_build_object('id', w.id, 'title', w.title, 'category', w.category,
                                                'score', w.adjusted_score)
                             order by w.adjusted_score desc, w.total_ratings desc, w.id)
            from (select w.*
                  from week_ideas as w
                  where w.rank_in_category <= 5
                    and (cardinality(s.categories) = 0 or w.category = any (s.categories))
                  order by w.adjusted_score desc, w.total_ratings desc, w.id
                  limit 5) as w) as ideas
    from (select distinct i.categories from interests as i) as s
  ),
  week_comments as (
    select c.idea_id, c.author_id, count(*)::int as comments
    from public.comments as c
    where c.created_at >= week_start and c.created_at < week_end and c.deleted_at is null and c.hidden_at is null
    group by c.idea_id, c.author_id
  ),
  idea_comments as (
    select c.idea_id, sum(c.comments)::int as comments from week_comments as c group by c.idea_id
  ),
  activity as (
    select f.member_id, i.id, i.title,
           coalesce(ic.comments, 0) - coalesce(own.comments, 0) as comments,
           i.updated_at >= week_start and i.updated_at < week_end as changed
    from pending as m
    join public.follows as f on f.member_id = m.member_id
    join public.ideas as i
      on i.id = f.idea_id and i.deleted_at is null and (i.status = 'approved' or i.author_id = f.member_id)
    left join idea_comments as ic on ic.idea_id = i.id
    left join week_comments as own on own.idea_id = i.id and own.author_id = f.member_id
  ),
  followed as (
    select a.member_id,
           jsonb_agg(jsonb_build_object('id', a.id, 'title', a.title, 'comments', a.comments, 'changed', a.changed)
                     order by a.comments desc, a.title, a.id) as followed
    from (
      select a.*, row_number() over (partition by a.member_id order by a.comments desc, a.title, a.id) as place
      from activity as a
      where a.comments > 0 or a.changed
    ) as a
    where a.place <= 10
    group by a.member_id
  ),
  -- A status change is what the audit log records of an administrator's roadmap writes (creation included).
  roadmap as (
    select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'label', r.label, 'status', r.status)
                              order by r.position), '[]'::jsonb) as roadmap
    from (
      select ri.id, ri.label, ri.status, ri.position
      from public.roadmap_items as ri
      where (ri.shipped_at >= week_start and ri.shipped_at < week_end)
         or exists (
           select 1 from private.audit_log as a
           where a.target_type = 'roadmap_item' and a.target_id = ri.id::text
             and a.action in ('roadmap.create', 'roadmap.update') and a.after ? 'status'
             and a.at >= week_start and a.at < week_end)
      order by ri.position
      limit 10
    ) as r
  ),
  digests as (
    select m.member_id,
           jsonb_build_object('week', p_week, 'ideas', coalesce(b.ideas, '[]'::jsonb),
                              'followed', coalesce(f.followed, '[]'::jsonb), 'roadmap', rm.roadmap) as data
    from interests as m
    join best as b on b.categories = m.categories
    left join followed as f on f.member_id = m.member_id
    cross join roadmap as rm
    where b.ideas is not null or f.followed is not null or jsonb_array_length(rm.roadmap) > 0
  ),
  claimed as (
    insert into private.digest_sent (week, member_id)
    select p_week, d.member_id from digests as d
    on conflict do nothing
    returning member_id
  )
  select (select count(*)::int from recipients),
         count(private.enqueue_mail(c.member_id, 'digest', d.data))::int
  from claimed as c
  join digests as d on d.member_id = c.member_id;
end;
$$;
comment on function private.run_weekly_digest(date) is
  'Queues the digest of the week starting p_week (a Monday) for every member who wants it and has something to read and has not had it; the members who want it and the digests queued.';
revoke execute on function private.run_weekly_digest(date) from public, anon, authenticated;
grant execute on function private.run_weekly_digest(date) to service_role;

-- Mondays at 07:00 UTC on hosted Supabase, for the week that just ended; without pg_cron (the local stack) its own
-- schedule calls POST /api/internal/run-digest at the same time.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $cron$
      select cron.schedule('weekly-digest', '0 7 * * 1',
        'select private.run_weekly_digest((date_trunc(''week'', now() at time zone ''UTC'') - interval ''7 days'')::date)')
    $cron$;
  end if;
end;
$$;
