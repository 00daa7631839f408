/*
 * Who may be mailed, decided in one place. The rule was written three times: in private.enqueue_mail, in the weekly
 * digest's choice of its members and in the mail worker's claim (supabase/functions/api/routes/mail/mail.sql.ts).
 * Three copies of a rule that keeps mail from people who must not get it can drift apart; now each of them reads
 * the view private.mailable_accounts.
 *
 * A view rather than a function: every caller is set-based (a fan-out's recipients, the digest's 20 000 members,
 * the worker's due mails), and a view is planned into the caller's statement as the joins it replaces, where a
 * function called per row would run a query per recipient (a language sql function that pins its search_path,
 * which every function here must, is not inlined).
 *
 * Rules enforced here: an account may be mailed when it has an address (auth.users.email neither null nor empty),
 * is not deleted (auth.users.deleted_at), not banned by Auth (banned_until not ahead) and not suspended
 * (profiles.suspended_until not ahead); a suspension or ban that has ended no longer stops it. The copies agreed
 * on all of it but the address: the worker's claim did not check it. The claim now takes the strictest, the whole
 * rule, so a due mail whose account has no address any more is given up for good like the others.
 * Whether the member wants a kind of mail stays with private.enqueue_mail (the topic's preference).
 *
 * Affects: private.mailable_accounts (new view; its owner, postgres, alone reads it: the worker's connection, the
 * digest's run and the definer private.enqueue_mail); private.enqueue_mail(uuid[], text, jsonb[]) and
 * private.run_weekly_digest(date) (restated with the view, same signatures and results). Nothing destructive.
 */

/* Section - the rule */

create view private.mailable_accounts as
select u.id, u.email
from auth.users as u
join public.profiles as p on p.id = u.id
where coalesce(u.email, '') <> ''
  and u.deleted_at is null
  and (u.banned_until is null or u.banned_until <= now())
  and (p.suspended_until is null or p.suspended_until <= now());
comment on view private.mailable_accounts is
  'The accounts that may be mailed, with their address: every way into and out of the outbox reads it.';
revoke all on private.mailable_accounts from public, anon, authenticated, service_role;

/* Section - the queueing */

create or replace function private.enqueue_mail(p_recipients uuid[], p_kind text, p_data jsonb[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  topic text := private.mail_topic(p_kind);
  queued integer;
begin
  if topic is null then
    raise exception 'Unknown mail kind %', p_kind using errcode = '22023';
  end if;
  if coalesce(cardinality(p_recipients), 0) = 0 then
    return 0;
  end if;
  if cardinality(p_data) is distinct from cardinality(p_recipients) then
    raise exception 'One mail''s data per recipient: % recipients, % data', cardinality(p_recipients),
      coalesce(cardinality(p_data), 0) using errcode = '22023';
  end if;
  -- The row is made on the first mail, so that every mail has a token to unsubscribe with; a member who has one
  -- costs a look-up, not an insert's conflict.
  insert into public.mail_preferences (member_id)
  select distinct r.id from unnest(p_recipients) as r(id)
  where not exists (select 1 from public.mail_preferences as m where m.member_id = r.id)
    and exists (select 1 from public.profiles as p where p.id = r.id)
  on conflict (member_id) do nothing;
  -- The topic is a column of mail_preferences (private.mail_topic names it): read as a column, not out of the row
  -- made into JSON for every recipient; planned for this call's arrays.
  execute format($sql$
    insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token)
    select r.id, a.email, $3, coalesce(r.data, '{}'::jsonb), m.unsubscribe_token
    from unnest($1, $2) as r(id, data)
    join public.mail_preferences as m on m.member_id = r.id
    join private.mailable_accounts as a on a.id = r.id
    where m.%I
    $sql$, topic)
  using p_recipients, p_data, p_kind;
  get diagnostics queued = row_count;
  return queued;
end;
$$;

/* Section - the digest */

create or replace function private.run_weekly_digest(p_week date)
returns table (members integer, sent integer)
language plpgsql
set search_path = ''
set work_mem = '64MB'
as $$
declare
  today constant date := (now() at time zone 'UTC')::date;
  oldest constant date := date_trunc('week', now() at time zone 'UTC')::date - 7 * 12;
  week_start constant timestamptz := p_week::timestamp at time zone 'UTC';
  week_end constant timestamptz := (p_week + 7)::timestamp at time zone 'UTC';
  wanting integer;
  digest_members uuid[];
  digest_data jsonb[];
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

  with recipients as (
    -- Who wants it among those who may be mailed: chosen before anything is built, so that no digest is built (nor
    -- counted, nor written to the ledger) for an account private.enqueue_mail would leave out.
    select p.member_id
    from public.mail_preferences as p
    join private.mailable_accounts as a on a.id = p.member_id
    where p.weekly_digest
  ),
  pending as (
    select r.member_id
    from recipients as r
    where not exists (select 1 from private.digest_sent as s where s.week = p_week and s.member_id = r.member_id)
  ),
  -- Every member's, then kept for those pending: one hash join over the ratings, grouped before the union sorts.
  touched as (
    select f.member_id, i.category from public.follows as f join public.ideas as i on i.id = f.idea_id
    union
    select i.author_id, i.category from public.ideas as i
    union
    select r.user_id, i.category from public.ratings as r join public.ideas as i on i.id = r.idea_id
    group by r.user_id, i.category
    union
    select c.author_id, i.category from public.comments as c join public.ideas as i on i.id = c.idea_id
  ),
  -- '{}' stands for every category.
  interests as (
    select m.member_id, coalesce(t.categories, '{}'::text[]) as categories
    from pending as m
    left join (
      select t.member_id, array_agg(t.category order by t.category) as categories
      from touched as t
      where t.member_id in (select p.member_id from pending as p)
      group by t.member_id
    ) as t on t.member_id = m.member_id
  ),
  -- Materialized, here and in best: inlined, they would be computed again for every member.
  week_ideas as materialized (
    select i.id, i.title, i.category, i.adjusted_score, i.total_ratings,
           row_number() over (partition by i.category order by i.adjusted_score desc, i.total_ratings desc, i.id)
             as rank_in_category
    from public.ideas as i
    where i.status = 'approved' and i.deleted_at is null and i.reviewed_at >= week_start and i.reviewed_at < week_end
  ),
  -- Computed once per distinct set of categories, not per member: the best 5 of a set are among the best 5 of
  -- each of its categories.
  best as materialized (
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
  -- Always run to completion, though nothing reads it; the lock above keeps it from meeting a row of another run.
  claimed as (
    insert into private.digest_sent (week, member_id)
    select p_week, d.member_id from digests as d
  )
  select (select count(*)::int from recipients), array_agg(d.member_id), array_agg(d.data)
    into wanting, digest_members, digest_data
  from digests as d;
  -- Every digest of the run in one statement, not a call per member.
  return query select wanting, private.enqueue_mail(digest_members, 'digest', digest_data);
end;
$$;
