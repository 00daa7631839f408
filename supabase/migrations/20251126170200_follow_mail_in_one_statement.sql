/*
 * A followed idea's mail in one statement for all its followers: the fan-outs of follow_events wrote their
 * notifications with one insert each but called private.enqueue_mail once per follower who asked for mail, and at
 * 10 000 followers those calls were most of a comment's time.
 *
 * Rules enforced here (unchanged in what they decide):
 *   - a mail of a kind is queued only for members whose preference for its topic is on, only to an address, with
 *     the member's unsubscribe token; a member without preferences gets their row first, as with one recipient;
 *   - a new comment and a new approved version mail the followers follow_events names, nobody else.
 *
 * Affects: private.enqueue_mail(uuid[], text, jsonb) (new: the same rule for a set of members);
 * private.notify_followers_of_comment and private.notify_followers_of_change (restated: they pass their recipients
 * at once). Nothing destructive.
 */

/* Section - mail to many */

create function private.enqueue_mail(p_recipients uuid[], p_kind text, p_data jsonb)
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
  -- As for one recipient: the row is made on the first mail, so that every mail has a token to unsubscribe with.
  insert into public.mail_preferences (member_id)
  select distinct r.id from unnest(p_recipients) as r(id)
  where exists (select 1 from public.profiles as p where p.id = r.id)
  on conflict (member_id) do nothing;
  insert into public.mail_outbox (recipient_id, to_address, kind, data, unsubscribe_token)
  select m.member_id, u.email, p_kind, coalesce(p_data, '{}'::jsonb), m.unsubscribe_token
  from public.mail_preferences as m
  join auth.users as u on u.id = m.member_id and coalesce(u.email, '') <> ''
  where m.member_id = any(p_recipients) and (to_jsonb(m) ->> topic)::boolean;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
comment on function private.enqueue_mail(uuid[], text, jsonb) is
  'Queues a mail of a kind for each of the members whose preference allows it, in one statement; how many were queued.';
revoke execute on function private.enqueue_mail(uuid[], text, jsonb) from public, anon, authenticated;

/* Section - the fan-outs, their mail at once */

create or replace function private.notify_followers_of_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  idea record;
  parent_author uuid;
  item jsonb;
  recipients uuid[];
begin
  select i.author_id, i.title into idea
  from public.ideas as i
  where i.id = new.idea_id and i.status = 'approved' and i.deleted_at is null;
  if not found then
    return null;
  end if;
  if new.parent_id is not null then
    select c.author_id into parent_author from public.comments as c where c.id = new.parent_id;
  end if;
  item := jsonb_build_object(
    'title', idea.title,
    'by', (select p.display_name from public.profiles as p where p.id = new.author_id),
    'comment_id', new.id
  );
  -- The grouping of private.notify, for every follower in one statement.
  insert into public.notifications as n (recipient_id, kind, idea_id, data)
  select f.member_id, 'followed_idea_comments', new.idea_id, item
  from public.follows as f
  where f.idea_id = new.idea_id
    and f.member_id <> new.author_id
    and f.member_id <> idea.author_id
    and f.member_id is distinct from parent_author
  on conflict (recipient_id, idea_id) where kind = 'followed_idea_comments' and read_at is null
  do update set count = n.count + 1, data = excluded.data, updated_at = now();
  select array_agg(f.member_id) into recipients
  from public.follows as f
  join public.mail_preferences as m on m.member_id = f.member_id and m.followed_ideas
  where f.idea_id = new.idea_id
    and f.member_id <> new.author_id
    and f.member_id <> idea.author_id
    and f.member_id is distinct from parent_author;
  perform private.enqueue_mail(recipients, 'follow_update',
    item || jsonb_build_object('event', 'comments', 'idea_id', new.idea_id, 'excerpt', left(new.body, 140)));
  return null;
end;
$$;

create or replace function private.notify_followers_of_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  edit_author uuid := case when new.reviewed_at is distinct from old.reviewed_at then new.author_id end;
  recipients uuid[];
begin
  insert into public.notifications (recipient_id, kind, idea_id, data)
  select f.member_id, 'followed_idea_changed', new.id, jsonb_build_object('title', new.title)
  from public.follows as f
  where f.idea_id = new.id
    and f.member_id is distinct from actor
    and f.member_id is distinct from edit_author;
  select array_agg(f.member_id) into recipients
  from public.follows as f
  join public.mail_preferences as m on m.member_id = f.member_id and m.followed_ideas
  where f.idea_id = new.id
    and f.member_id is distinct from actor
    and f.member_id is distinct from edit_author;
  perform private.enqueue_mail(recipients, 'follow_update',
    jsonb_build_object('event', 'changed', 'idea_id', new.id, 'title', new.title));
  return null;
end;
$$;
