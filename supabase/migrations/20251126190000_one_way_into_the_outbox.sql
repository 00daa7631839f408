/*
 * One way into the outbox. Mail was queued three ways: private.enqueue_mail over a set of members (the follow
 * fan-out), inserts of their own into public.mail_outbox (the roadmap fan-out and private.merge_idea, each restating
 * the rule), and private.enqueue_mail once per member (the weekly digest, 20 000 calls). Each path decided anew who
 * may be mailed, and only the digest left out suspended, banned and deleted accounts.
 *
 * Rules enforced here:
 *   - private.enqueue_mail(recipients uuid[], kind, data jsonb[]) queues the i-th data for the i-th recipient in one
 *     statement, and is where every mail ends: the one-member and the one-data-for-all forms call it. A mail is
 *     queued only for an account that has an address, is not deleted (auth.users.deleted_at), not banned by Auth
 *     (banned_until ahead) and not suspended (profiles.suspended_until ahead), and whose preference for the kind's
 *     topic is on; it carries the member's unsubscribe token (their preferences row made first if missing). A
 *     suspended member reads but is not written to: no mail of any kind until the suspension ends;
 *   - the roadmap fan-out, the merge and the digest queue through it: each queues for the same members and with the
 *     same data as before, minus those accounts;
 *   - a merge names the duplicate (merged_title) only to those who could see it: everyone when it was approved, its
 *     author and administrators when it was pending. Others read a neutral wording;
 *   - a merge's follows on the target are stamped with the ledger's merged_at, and the undo removes only follows
 *     with that stamp: a follow its member removed and made again after the merge stays.
 *
 * Affects: private.enqueue_mail(uuid[], text, jsonb[]) (new); private.enqueue_mail(uuid, text, jsonb) and
 * private.enqueue_mail(uuid[], text, jsonb) (restated: they call the new one; same signatures and answers);
 * private.tell_roadmap_change (restated in PL/pgSQL), private.merge_idea, private.undo_merge and
 * private.run_weekly_digest (restated). Nothing destructive.
 */

/* Section - the one way */

create function private.enqueue_mail(p_recipients uuid[], p_kind text, p_data jsonb[])
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
  -- The row is made on the first mail, so that every mail has a token to unsubscribe with.
  insert into public.mail_preferences (member_id)
  select distinct r.id from unnest(p_recipients) as r(id)
  where exists (select 1 from public.profiles as p where p.id = r.id)
  on conflict (member_id) do nothing;
  insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token)
  select r.id, u.email, p_kind, coalesce(r.data, '{}'::jsonb), m.unsubscribe_token
  from unnest(p_recipients, p_data) as r(id, data)
  join public.mail_preferences as m on m.member_id = r.id
  join public.profiles as p on p.id = r.id
  join auth.users as u on u.id = r.id
  where (to_jsonb(m) ->> topic)::boolean
    and coalesce(u.email, '') <> ''
    and u.deleted_at is null
    and (u.banned_until is null or u.banned_until <= now())
    and (p.suspended_until is null or p.suspended_until <= now());
  get diagnostics queued = row_count;
  return queued;
end;
$$;
comment on function private.enqueue_mail(uuid[], text, jsonb[]) is
  'Queues a mail of a kind for each recipient with its own data, in one statement, for those who may be mailed and want it; how many were queued.';
revoke execute on function private.enqueue_mail(uuid[], text, jsonb[]) from public, anon, authenticated, service_role;

create or replace function private.enqueue_mail(p_recipients uuid[], p_kind text, p_data jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipients uuid[];
  mails jsonb[];
begin
  -- A member named twice gets it once, as before.
  select array_agg(r.id), array_agg(p_data) into recipients, mails
  from (select distinct r.id from unnest(p_recipients) as r(id)) as r;
  return private.enqueue_mail(recipients, p_kind, mails);
end;
$$;

create or replace function private.enqueue_mail(p_recipient uuid, p_kind text, p_data jsonb)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.enqueue_mail(array[p_recipient], p_kind, array[p_data]) = 0 then
    return null;
  end if;
  -- The row the call above just wrote, in this session.
  return pg_catalog.currval(pg_catalog.pg_get_serial_sequence('public.mail_outbox', 'id'));
end;
$$;
comment on function private.enqueue_mail(uuid, text, jsonb) is
  'Queues a mail of a kind for a member who may be mailed and wants it; the outbox id, or null.';

/* Section - the roadmap fan-out */

create or replace function private.tell_roadmap_change(p_item_id bigint, p_idea_id uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipients uuid[];
  mails jsonb[];
begin
  with item as (
    select r.id, r.label, r.status from public.roadmap_items as r where r.id = p_item_id
  ),
  audience as materialized (
    select a.idea_id, a.member_id, a.title from private.roadmap_audience(p_item_id, p_idea_id) as a
  ),
  notified as (
    insert into public.notifications (recipient_id, kind, idea_id, data)
    select a.member_id, 'roadmap_changed', a.idea_id,
           jsonb_build_object('title', a.title, 'roadmap_item_id', item.id, 'label', item.label, 'status', item.status)
    from audience as a cross join item
  )
  -- Those who turned mail about followed ideas on; a member without a preferences row has it off.
  select array_agg(a.member_id),
         array_agg(jsonb_build_object('event', 'roadmap', 'idea_id', a.idea_id, 'title', a.title,
                                      'label', item.label, 'status', item.status))
    into recipients, mails
  from audience as a
  cross join item
  join public.mail_preferences as p on p.member_id = a.member_id and p.followed_ideas;
  perform private.enqueue_mail(recipients, 'follow_update', mails);
end;
$$;

/* Section - the merge */

create or replace function private.merge_idea(p_source uuid, p_target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  source record;
  target record;
  actor uuid := (select auth.uid());
  dropped integer;
  ledger private.idea_merges;
  recipients uuid[];
  mails jsonb[];
begin
  perform private.require_admin('merge ideas');
  if p_source = p_target then
    raise exception 'An idea cannot be merged into itself.' using errcode = '55000';
  end if;
  -- Both rows in id order: two merges of the same ideas wait for each other instead of deadlocking.
  perform 1 from public.ideas as i where i.id in (p_source, p_target) order by i.id for update;
  select i.id, i.title, i.status, i.author_id, i.deleted_at, i.merged_into, i.total_ratings, i.comment_count
    into source from public.ideas as i where i.id = p_source;
  select i.id, i.title, i.status, i.author_id, i.deleted_at, i.merged_into
    into target from public.ideas as i where i.id = p_target;
  if source.id is null or target.id is null then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if source.merged_into is not null or target.merged_into is not null then
    raise exception 'This idea was already merged into another.' using errcode = '55000';
  end if;
  if source.deleted_at is not null or target.deleted_at is not null then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if target.status <> 'approved' then
    raise exception 'An idea can be merged only into an approved idea.' using errcode = '55000';
  end if;
  if source.status = 'rejected' then
    raise exception 'A rejected idea cannot be merged.' using errcode = '55000';
  end if;

  -- A rater of both keeps the target's rating; the target's author cannot rate their own idea.
  delete from public.ratings as r
  where r.idea_id = p_source
    and (r.user_id = target.author_id
         or exists (select 1 from public.ratings as t where t.idea_id = p_target and t.user_id = r.user_id));
  get diagnostics dropped = row_count;
  ledger.source_id := p_source;
  ledger.target_id := p_target;
  -- The clock, not the transaction's start: the follows below carry it, and a follow made earlier in the same
  -- transaction must not pass for one of the merge's.
  ledger.merged_at := pg_catalog.clock_timestamp();
  with moved as (update public.ratings set idea_id = p_target where idea_id = p_source returning id)
  select coalesce(array_agg(id), '{}') into ledger.moved_ratings from moved;

  with moved as (update public.comments set idea_id = p_target where idea_id = p_source returning id)
  select coalesce(array_agg(id), '{}') into ledger.moved_comments from moved;
  update public.ideas as i
  set comment_count = (select count(*) from public.comments as c where c.idea_id = i.id and c.deleted_at is null)
  where i.id in (p_source, p_target);

  select coalesce(array_agg(f.member_id), '{}') into ledger.followers
  from public.follows as f where f.idea_id = p_source;
  -- Stamped with the merge, so that the undo removes these rows and not a follow made again since.
  with added as (
    insert into public.follows (idea_id, member_id, created_at)
    select p_target, m.id, ledger.merged_at from unnest(ledger.followers) as m(id)
    on conflict do nothing
    returning member_id
  )
  select coalesce(array_agg(member_id), '{}') into ledger.added_followers from added;
  delete from public.follows where idea_id = p_source;

  update public.ideas
  set merged_into = p_target, merged_at = now(), deleted_at = now(), deleted_by = actor
  where id = p_source;
  insert into private.idea_merges select ledger.*;

  -- A pending duplicate's title is told only to those who could see it (its author, administrators).
  insert into public.notifications (recipient_id, kind, idea_id, data)
  select m.id, 'idea_merged', p_target,
         jsonb_build_object('title', target.title)
           || case when private.can_see_idea(source.status, source.author_id, m.id, p.is_admin)
                   then jsonb_build_object('merged_title', source.title) else '{}'::jsonb end
  from (
    select target.author_id union select source.author_id union select unnest(ledger.followers)
  ) as m(id)
  join public.profiles as p on p.id = m.id
  where m.id is distinct from actor;

  select array_agg(m.id),
         array_agg(jsonb_build_object('event', 'merged', 'idea_id', p_target, 'title', target.title)
                     || case when private.can_see_idea(source.status, source.author_id, m.id, p.is_admin)
                             then jsonb_build_object('merged_title', source.title) else '{}'::jsonb end)
    into recipients, mails
  from unnest(ledger.followers) as m(id)
  join public.profiles as p on p.id = m.id
  join public.mail_preferences as mp on mp.member_id = m.id and mp.followed_ideas
  where m.id is distinct from actor;
  perform private.enqueue_mail(recipients, 'follow_update', mails);

  perform private.record_audit('idea.merge', 'idea', p_source::text,
    jsonb_build_object('title', source.title, 'status', source.status, 'author_id', source.author_id,
                       'total_ratings', source.total_ratings, 'comment_count', source.comment_count),
    jsonb_build_object('merged_into', p_target, 'target_title', target.title,
                       'moved_ratings', cardinality(ledger.moved_ratings), 'dropped_ratings', dropped,
                       'moved_comments', cardinality(ledger.moved_comments),
                       'moved_followers', cardinality(ledger.followers)));
end;
$$;

create or replace function private.undo_merge(p_source uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ledger private.idea_merges;
  source_status text;
begin
  delete from private.idea_merges where source_id = p_source returning * into ledger;
  if ledger.source_id is null then
    return;
  end if;
  select i.status into source_status from public.ideas as i where i.id = p_source;
  -- Only an approved idea can hold ratings (the ratings' trigger): a pending source's stay on the target.
  if source_status = 'approved' then
    update public.ratings set idea_id = p_source
    where idea_id = ledger.target_id and id = any (ledger.moved_ratings);
  end if;
  -- Replies written on the target under a moved comment go with it.
  update public.comments set idea_id = p_source
  where idea_id = ledger.target_id
    and (id = any (ledger.moved_comments) or parent_id = any (ledger.moved_comments));
  update public.ideas as i
  set comment_count = (select count(*) from public.comments as c where c.idea_id = i.id and c.deleted_at is null)
  where i.id in (p_source, ledger.target_id);
  -- Those who stopped following the target since are not made to follow the source again.
  insert into public.follows (idea_id, member_id)
  select p_source, f.member_id from public.follows as f
  where f.idea_id = ledger.target_id and f.member_id = any (ledger.followers)
  on conflict do nothing;
  -- Only the merge's own rows: a member who unfollowed the target and followed it again keeps that follow. (A
  -- merge made before this rule stamped its follows with its transaction's start, which its ledger holds too.)
  delete from public.follows
  where idea_id = ledger.target_id and member_id = any (ledger.added_followers) and created_at = ledger.merged_at;
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
    -- Who may be mailed, as private.enqueue_mail decides it: chosen here too, so that no digest is built (nor
    -- counted, nor written to the ledger) for an account that would get none.
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
