/*
 * An administrator merges a duplicate idea (the source) into the idea it repeats (the target), and can undo it from
 * the trash (docs/decisions.md, "Merging duplicate ideas").
 *
 * Rules enforced here:
 *   - private.merge_idea(source, target), administrators only. Refused: an idea into itself, a source or target
 *     already merged, a rejected source, a target that is not approved (409); an unknown or trashed idea (404). A
 *     pending source is allowed: a duplicate caught in the review queue is the common case;
 *   - the source's ratings move to the target, except a rating by someone who rated the target too (the target keeps
 *     theirs) and a rating by the target's author (nobody rates their own idea): those are deleted. The moves go
 *     through the ratings' trigger, so the target's sums, squares and histograms stay exact;
 *   - the source's comments move with their replies, its followers follow the target (a follower of both once);
 *   - the source goes to the trash with merged_into and merged_at set: it is out of every list and read, and
 *     private.merge_target_of tells the API where its address now leads;
 *   - both authors and the source's followers get an idea_merged notification (not the administrator who merged);
 *     followers who asked for mail about followed ideas get a follow_update mail. Both are one insert each;
 *   - the merge is audited (idea.merge) and leaves a ledger row (private.idea_merges) naming what moved;
 *   - restoring the source from the trash (private.restore_idea) undoes the merge: the moved ratings and comments
 *     still on the target go back, the followers the merge added to the target leave it and follow the source again.
 *     Ratings the merge deleted stay deleted; notifications stay;
 *   - a rating takes its idea's row lock before it is written (the lock the scores' update takes anyway), and a
 *     rating of a merged idea lands on the idea it was merged into: a rating racing a merge is moved or lands on the
 *     target, never lost on the trashed source. Both ideas are locked in id order, so two merges cannot deadlock.
 *
 * Affects: public.ideas (merged_into, merged_at, an index); private.idea_merges (new); private.merge_idea,
 * private.undo_merge, private.merge_target_of (new); private.check_rating_target and private.restore_idea
 * (restated). Nothing destructive.
 */

/* Section - the mark */

alter table public.ideas
  add column merged_into uuid references public.ideas (id) on delete set null,
  add column merged_at timestamptz;
comment on column public.ideas.merged_into is 'The idea this one was merged into; set with deleted_at by a merge.';
comment on column public.ideas.merged_at is 'When the idea was merged into another; null while it is not merged.';
create index ideas_merged_into_idx on public.ideas (merged_into) where merged_into is not null;

/* Section - the ledger */

create table private.idea_merges (
  source_id uuid primary key references public.ideas (id) on delete cascade,
  target_id uuid not null references public.ideas (id) on delete cascade,
  merged_at timestamptz not null default now(),
  moved_ratings uuid[] not null,
  moved_comments uuid[] not null,
  followers uuid[] not null,
  added_followers uuid[] not null
);
comment on table private.idea_merges is
  'What each merge moved, so that restoring the merged idea from the trash can move it back.';
create index idea_merges_target_idx on private.idea_merges (target_id);
alter table private.idea_merges enable row level security;
revoke all on private.idea_merges from anon, authenticated;
-- anon, authenticated: no policy and no privilege. Written and read by private.merge_idea and private.undo_merge.

/* Section - ratings racing a merge */

create or replace function private.check_rating_target()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
begin
  -- The row lock the scores' update takes, taken before the rating is written: a merge holding it has moved every
  -- rating it could see, and a rating that waited for it follows the idea to where it was merged.
  for hop in 1..10 loop
    select i.author_id, i.status, i.deleted_at, i.merged_into into target
    from public.ideas as i where i.id = new.idea_id for no key update;
    exit when not found or target.merged_into is null or tg_op <> 'INSERT';
    new.idea_id := target.merged_into;
  end loop;
  if target.author_id is null
    or target.deleted_at is not null
    or not private.can_see_idea(target.status, target.author_id, (select auth.uid()), (select private.is_admin())) then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if target.author_id = new.user_id then
    raise exception 'You cannot rate your own idea.' using errcode = '42501';
  end if;
  if target.status <> 'approved' then
    raise exception 'Only approved ideas can be rated' using errcode = '55000';
  end if;
  return new;
end;
$$;

/* Section - merge */

create function private.merge_idea(p_source uuid, p_target uuid)
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
  ledger.merged_at := now();
  with moved as (update public.ratings set idea_id = p_target where idea_id = p_source returning id)
  select coalesce(array_agg(id), '{}') into ledger.moved_ratings from moved;

  with moved as (update public.comments set idea_id = p_target where idea_id = p_source returning id)
  select coalesce(array_agg(id), '{}') into ledger.moved_comments from moved;
  update public.ideas as i
  set comment_count = (select count(*) from public.comments as c where c.idea_id = i.id and c.deleted_at is null)
  where i.id in (p_source, p_target);

  select coalesce(array_agg(f.member_id), '{}') into ledger.followers
  from public.follows as f where f.idea_id = p_source;
  with added as (
    insert into public.follows (idea_id, member_id)
    select p_target, m.id from unnest(ledger.followers) as m(id)
    on conflict do nothing
    returning member_id
  )
  select coalesce(array_agg(member_id), '{}') into ledger.added_followers from added;
  delete from public.follows where idea_id = p_source;

  update public.ideas
  set merged_into = p_target, merged_at = now(), deleted_at = now(), deleted_by = actor
  where id = p_source;
  insert into private.idea_merges select ledger.*;

  insert into public.notifications (recipient_id, kind, idea_id, data)
  select m.id, 'idea_merged', p_target, jsonb_build_object('title', target.title, 'merged_title', source.title)
  from (
    select target.author_id union select source.author_id union select unnest(ledger.followers)
  ) as m(id)
  where m.id is distinct from actor;

  -- private.enqueue_mail's rules for many recipients at once: an address, the topic switched on.
  insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token)
  select m.id, u.email, 'follow_update',
         jsonb_build_object('event', 'merged', 'idea_id', p_target, 'title', target.title,
                            'merged_title', source.title),
         p.unsubscribe_token
  from unnest(ledger.followers) as m(id)
  join public.mail_preferences as p on p.member_id = m.id and p.followed_ideas
  join auth.users as u on u.id = m.id and coalesce(u.email, '') <> ''
  where m.id is distinct from actor;

  perform private.record_audit('idea.merge', 'idea', p_source::text,
    jsonb_build_object('title', source.title, 'status', source.status, 'author_id', source.author_id,
                       'total_ratings', source.total_ratings, 'comment_count', source.comment_count),
    jsonb_build_object('merged_into', p_target, 'target_title', target.title,
                       'moved_ratings', cardinality(ledger.moved_ratings), 'dropped_ratings', dropped,
                       'moved_comments', cardinality(ledger.moved_comments),
                       'moved_followers', cardinality(ledger.followers)));
end;
$$;
comment on function private.merge_idea(uuid, uuid) is
  'An administrator merges a duplicate idea into another: ratings, comments and followers move, the duplicate goes to the trash.';
revoke execute on function private.merge_idea(uuid, uuid) from public, anon;
grant execute on function private.merge_idea(uuid, uuid) to authenticated, service_role;

/*
 * Moves back what a merge moved and is still on the target; called by private.restore_idea with both ideas locked
 * and the source already out of the trash (the ratings' trigger refuses a trashed idea).
 */
create function private.undo_merge(p_source uuid)
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
  delete from public.follows where idea_id = ledger.target_id and member_id = any (ledger.added_followers);
end;
$$;
comment on function private.undo_merge(uuid) is
  'Moves back to a restored merged idea the ratings, comments and followers its merge moved, where they still are.';
revoke execute on function private.undo_merge(uuid) from public, anon, authenticated;

create or replace function private.restore_idea(p_idea_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  trashed record;
  into_id uuid;
begin
  perform private.require_admin('restore ideas');
  select i.merged_into into into_id from public.ideas as i where i.id = p_idea_id;
  -- In id order, as a merge locks them.
  perform 1 from public.ideas as i where i.id in (p_idea_id, into_id) order by i.id for update;
  select i.deleted_at, i.deleted_by, i.merged_into into trashed
  from public.ideas as i where i.id = p_idea_id and i.deleted_at is not null;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  update public.ideas set deleted_at = null, deleted_by = null, merged_into = null, merged_at = null
  where id = p_idea_id;
  if trashed.merged_into is not null then
    perform private.undo_merge(p_idea_id);
  end if;
  perform private.record_audit('idea.restore', 'idea', p_idea_id::text,
    jsonb_build_object('deleted_at', trashed.deleted_at, 'deleted_by', trashed.deleted_by)
      || case when trashed.merged_into is null then '{}'::jsonb
              else jsonb_build_object('merged_into', trashed.merged_into) end,
    null);
end;
$$;
comment on function private.restore_idea(uuid) is
  'An administrator takes an idea out of the trash, as it was; a merged idea gets back what its merge moved.';

/* Section - where a merged idea's address leads */

create function private.merge_target_of(p_idea_id uuid)
returns table (id uuid, title text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  viewer uuid := (select auth.uid());
  admin boolean := (select private.is_admin());
  next_id uuid := p_idea_id;
  found_idea record;
begin
  -- A target may have been merged since: the chain is followed to a live idea.
  for hop in 1..10 loop
    select i.id, i.title, i.status, i.author_id, i.deleted_at, i.merged_into into found_idea
    from public.ideas as i where i.id = next_id;
    -- Only someone who could see the merged idea learns where it went.
    if not found or (hop = 1 and not private.can_see_idea(found_idea.status, found_idea.author_id, viewer, admin))
    then
      return;
    end if;
    if found_idea.merged_into is null then
      if hop > 1 and found_idea.deleted_at is null
         and private.can_see_idea(found_idea.status, found_idea.author_id, viewer, admin) then
        return query select found_idea.id, found_idea.title;
      end if;
      return;
    end if;
    next_id := found_idea.merged_into;
  end loop;
end;
$$;
comment on function private.merge_target_of(uuid) is
  'The live idea a merged idea now lives in (id, title), for whoever could see both; no row otherwise.';
revoke execute on function private.merge_target_of(uuid) from public;
grant execute on function private.merge_target_of(uuid) to anon, authenticated, service_role;
