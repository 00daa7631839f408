/*
 * Following ideas, the events: who starts following by taking part, and what followers hear of.
 *
 * Rules enforced here:
 *   - submitting an idea, rating one or commenting on one makes the member follow it, unless they turned
 *     auto-follow off (public.follow_settings, one row per member who changed it; no row means on); only the
 *     member reads or changes their own setting;
 *   - followers of an idea everyone can see (approved, not in the trash) are told, in the app and by mail when
 *     their followed_ideas preference is on:
 *       - when its approved version changes (an administrator approves the author's edit, or edits it directly):
 *         one followed_idea_changed item each;
 *       - of a new comment: one followed_idea_comments item per follower and idea while it is unread, its count
 *         raised by each further comment (like new_ratings), naming the latest comment;
 *   - nobody is told of their own action; the idea's author and the parent comment's author are not told of a
 *     comment twice (they get their comment or reply item), nor is the author of an approved edit told of it twice
 *     (they get edit_approved);
 *   - each event is written with one statement for all its followers, in the transaction of the event.
 *
 * Affects: public.follow_settings (new); private.auto_follow, private.notify_followers_of_comment and
 * private.notify_followers_of_change (new); private.notify (restated: followed_idea_comments items are grouped);
 * notifications_one_unread_followed_comments_idx (new); triggers on public.ideas, public.ratings and
 * public.comments. Nothing destructive.
 */

/* Section - the auto-follow setting */

create table public.follow_settings (
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  auto_follow boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint follow_settings_pkey primary key (member_id)
);
comment on table public.follow_settings is
  'A member''s following settings; a member without a row has the defaults (auto-follow on).';
comment on column public.follow_settings.auto_follow is
  'Whether submitting, rating or commenting on an idea makes the member follow it.';

alter table public.follow_settings enable row level security;

-- select, authenticated: a member reads their own setting (nobody else learns it).
create policy "follow_settings: members read their own" on public.follow_settings
  for select to authenticated
  using (member_id = (select auth.uid()));

-- insert, authenticated: a member makes their own row.
create policy "follow_settings: members create their own" on public.follow_settings
  for insert to authenticated
  with check (member_id = (select auth.uid()));

-- update, authenticated: a member changes their own row.
create policy "follow_settings: members change their own" on public.follow_settings
  for update to authenticated
  using (member_id = (select auth.uid()))
  with check (member_id = (select auth.uid()));

-- No delete policy: the row goes with the account.
grant select on public.follow_settings to authenticated;
grant insert (member_id, auto_follow), update (auto_follow) on public.follow_settings to authenticated;

create trigger follow_settings_set_updated_at before update on public.follow_settings
  for each row execute function private.set_updated_at();

/* Section - following by taking part */

/*
 * The trigger's arguments name the new row's idea and member columns. Definer: the member's own insert policy would
 * do, but the row is written for whoever wrote the triggering row, administrators and seeds included.
 */
create function private.auto_follow()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_data jsonb := to_jsonb(new);
  idea uuid := (row_data ->> tg_argv[0])::uuid;
  member uuid := (row_data ->> tg_argv[1])::uuid;
begin
  insert into public.follows (idea_id, member_id)
  select idea, member
  where coalesce((select s.auto_follow from public.follow_settings as s where s.member_id = member), true)
  on conflict do nothing;
  return null;
end;
$$;
comment on function private.auto_follow() is
  'Trigger function: the writer of a new idea, rating or comment follows the idea, unless they turned auto-follow off.';
revoke execute on function private.auto_follow() from public, anon, authenticated;

create trigger ideas_auto_follow after insert on public.ideas
  for each row execute function private.auto_follow('id', 'author_id');
create trigger ratings_auto_follow after insert on public.ratings
  for each row execute function private.auto_follow('idea_id', 'user_id');
create trigger comments_auto_follow after insert on public.comments
  for each row execute function private.auto_follow('idea_id', 'author_id');

/* Section - grouped comment items */

-- One unread comments item per follower and idea: a further comment raises its count.
create unique index notifications_one_unread_followed_comments_idx on public.notifications (recipient_id, idea_id)
  where kind = 'followed_idea_comments' and read_at is null;

create or replace function private.notify(p_recipient uuid, p_kind text, p_idea_id uuid, p_data jsonb default '{}')
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_kind = 'new_ratings' then
    insert into public.notifications as n (recipient_id, kind, idea_id, data)
    values (p_recipient, p_kind, p_idea_id, coalesce(p_data, '{}'::jsonb))
    on conflict (recipient_id, idea_id) where kind = 'new_ratings' and read_at is null
    do update set count = n.count + 1, data = excluded.data, updated_at = now();
  elsif p_kind = 'followed_idea_comments' then
    insert into public.notifications as n (recipient_id, kind, idea_id, data)
    values (p_recipient, p_kind, p_idea_id, coalesce(p_data, '{}'::jsonb))
    on conflict (recipient_id, idea_id) where kind = 'followed_idea_comments' and read_at is null
    do update set count = n.count + 1, data = excluded.data, updated_at = now();
  else
    insert into public.notifications (recipient_id, kind, idea_id, data)
    values (p_recipient, p_kind, p_idea_id, coalesce(p_data, '{}'::jsonb));
  end if;
end;
$$;
comment on function private.notify(uuid, text, uuid, jsonb) is
  'Writes one notification item (rating items and followed ideas'' comment items are grouped per idea while unread). For database triggers only.';

/* Section - followers hear of a new comment */

create function private.notify_followers_of_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  idea record;
  parent_author uuid;
  item jsonb;
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
  -- Mail only to those who asked for it: the join leaves everyone else out before a mail is considered.
  perform private.enqueue_mail(
    f.member_id, 'follow_update',
    item || jsonb_build_object('event', 'comments', 'idea_id', new.idea_id, 'excerpt', left(new.body, 140))
  )
  from public.follows as f
  join public.mail_preferences as m on m.member_id = f.member_id and m.followed_ideas
  where f.idea_id = new.idea_id
    and f.member_id <> new.author_id
    and f.member_id <> idea.author_id
    and f.member_id is distinct from parent_author;
  return null;
end;
$$;
comment on function private.notify_followers_of_comment() is
  'Trigger function: tells the followers of an approved idea of a new comment (grouped item, mail by preference).';
revoke execute on function private.notify_followers_of_comment() from public, anon, authenticated;

-- After the comment's own items, named so that it runs after comments_auto_follow: the commenter is left out anyway.
create trigger comments_notify_followers after insert on public.comments
  for each row execute function private.notify_followers_of_comment();

/* Section - followers hear of a new approved version */

/*
 * Only an administrator changes an approved idea's fields (an author's change becomes a pending edit, and the
 * divert trigger puts the old values back), so every update that reaches here is a new approved version. An
 * approved edit also sets a new review date: its author hears of it by edit_approved.
 */
create function private.notify_followers_of_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  edit_author uuid := case when new.reviewed_at is distinct from old.reviewed_at then new.author_id end;
begin
  insert into public.notifications (recipient_id, kind, idea_id, data)
  select f.member_id, 'followed_idea_changed', new.id, jsonb_build_object('title', new.title)
  from public.follows as f
  where f.idea_id = new.id
    and f.member_id is distinct from actor
    and f.member_id is distinct from edit_author;
  perform private.enqueue_mail(
    f.member_id, 'follow_update', jsonb_build_object('event', 'changed', 'idea_id', new.id, 'title', new.title)
  )
  from public.follows as f
  join public.mail_preferences as m on m.member_id = f.member_id and m.followed_ideas
  where f.idea_id = new.id
    and f.member_id is distinct from actor
    and f.member_id is distinct from edit_author;
  return null;
end;
$$;
comment on function private.notify_followers_of_change() is
  'Trigger function: tells the followers of an approved idea that its approved version changed (mail by preference).';
revoke execute on function private.notify_followers_of_change() from public, anon, authenticated;

create trigger ideas_notify_followers_of_change after update of title, description, category, target_market,
  business_model, competitors, funding_needed, timeline, tags, website_url, social_media, pitch_deck_path
  on public.ideas
  for each row
  when (
    old.status = 'approved' and new.status = 'approved' and new.deleted_at is null
    and (old.title, old.description, old.category, old.target_market, old.business_model, old.competitors,
         old.funding_needed, old.timeline, old.tags, old.website_url, old.social_media, old.pitch_deck_path)
        is distinct from
        (new.title, new.description, new.category, new.target_market, new.business_model, new.competitors,
         new.funding_needed, new.timeline, new.tags, new.website_url, new.social_media, new.pitch_deck_path)
  )
  execute function private.notify_followers_of_change();
