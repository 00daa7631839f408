/*
 * The ground that following ideas, roadmap items that carry ideas, merged duplicates and the weekly digest stand
 * on: who follows what, which roadmap item an idea belongs to, the notification kinds and mail topics those events
 * need. The events themselves (who is told of what, and when) come with the migrations after this one.
 *
 * Rules enforced here:
 *   - a member follows an idea they can see (the ideas' own policies decide, so a pending idea only its author and
 *     administrators see can be followed by them alone), once; they stop following by deleting their row;
 *   - who follows what is visible only to the follower and to administrators; everyone who can see an idea can
 *     read how many follow it (private.idea_follow_state, which answers nothing for an idea the caller cannot see);
 *   - an idea belongs to at most one roadmap item (ideas.roadmap_item_id); only the database's definer functions
 *     write it (no role holds a column privilege on it), and removing the item unlinks its ideas;
 *   - a roadmap item that reaches 'done' keeps the date it shipped (roadmap_items.shipped_at);
 *   - mail about followed ideas and the weekly digest are two more topics of public.mail_preferences, both off until
 *     the member turns them on, and unsubscribing knows them.
 *
 * Affects: public.follows (new), private.idea_follow_state (new); public.ideas.roadmap_item_id and
 * public.roadmap_items.shipped_at (new columns); public.notifications' kind check (four kinds added, the whole list
 * restated); public.mail_preferences.followed_ideas and weekly_digest (new columns); private.mail_topic and
 * private.unsubscribe_mail (restated with the new topics). Nothing destructive.
 */

/* Section - follows */

create table public.follows (
  idea_id uuid not null references public.ideas (id) on delete cascade,
  member_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint follows_pkey primary key (idea_id, member_id)
);
comment on table public.follows is
  'Who follows which idea: followers hear of its changes, discussion, roadmap moves and merges.';

-- A member's list, newest first (GET /api/me/follows); the primary key serves an idea's followers.
create index follows_member_idx on public.follows (member_id, created_at desc);

alter table public.follows enable row level security;

-- select, authenticated: a member sees their own follows; administrators see all (nobody else learns who follows).
create policy "members read their own follows; administrators read all" on public.follows
  for select to authenticated
  using (member_id = (select auth.uid()) or (select private.is_admin()));

-- insert, authenticated: a member follows for themselves, an idea the ideas' policies let them see.
create policy "members follow ideas they can see" on public.follows
  for insert to authenticated
  with check (member_id = (select auth.uid()) and exists (select 1 from public.ideas as i where i.id = idea_id));

-- delete, authenticated: a member stops following for themselves only.
create policy "members unfollow for themselves" on public.follows
  for delete to authenticated
  using (member_id = (select auth.uid()));

-- No update policy and no update privilege: a follow is made or removed, never changed.
grant select, delete on public.follows to authenticated;
grant insert (idea_id) on public.follows to authenticated;

-- An idea's answer counts its followers: the idea's page changes with them.
create trigger bump_read_versions after insert or delete or update on public.follows
  for each row execute function private.bump_row_read_versions('idea:', 'idea_id');

-- A suspended member cannot start following (reading and unfollowing stay open, as for their other rows).
create trigger refuse_suspended_writer before insert on public.follows
  for each row execute function private.refuse_suspended_writer();

/*
 * How many follow an idea and whether the caller does. Definer, because the policies above hide other members'
 * rows; it answers no row at all for an idea the caller cannot see, so it tells nothing a missing idea would not.
 */
create function private.idea_follow_state(p_idea_id uuid)
returns table (followers integer, following boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*)::int from public.follows as f where f.idea_id = i.id),
         exists (select 1 from public.follows as f where f.idea_id = i.id and f.member_id = auth.uid())
  from public.ideas as i
  where i.id = p_idea_id
    and i.deleted_at is null
    and private.can_see_idea(i.status, i.author_id, auth.uid(), private.is_admin());
$$;
comment on function private.idea_follow_state(uuid) is
  'Follower count of an idea the caller can see, and whether the caller follows it; no row otherwise.';
revoke all on function private.idea_follow_state(uuid) from public;
grant execute on function private.idea_follow_state(uuid) to anon, authenticated, service_role;

/* Section - ideas on the roadmap */

alter table public.ideas
  add column roadmap_item_id bigint references public.roadmap_items (id) on delete set null;
comment on column public.ideas.roadmap_item_id is
  'The roadmap item the idea is part of, if any; written by administrators'' definer functions only.';
create index ideas_roadmap_item_idx on public.ideas (roadmap_item_id) where roadmap_item_id is not null;

alter table public.roadmap_items add column shipped_at timestamptz;
comment on column public.roadmap_items.shipped_at is 'When the item reached done; null while it is not done.';

/* Section - notification kinds */

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'idea_approved', 'idea_rejected', 'new_ratings', 'promoted', 'demoted', 'idea_submitted',
    'comment', 'reply', 'edit_approved', 'edit_rejected', 'idea_edited', 'idea_resubmitted',
    'report_dismissed', 'report_actioned', 'idea_sent_back', 'comment_hidden', 'suspended',
    'followed_idea_changed', 'followed_idea_comments', 'roadmap_changed', 'idea_merged'
  )
);

/* Section - mail topics */

alter table public.mail_preferences
  add column followed_ideas boolean not null default false,
  add column weekly_digest boolean not null default false;
comment on column public.mail_preferences.followed_ideas is
  'Mail about ideas the member follows: changes, new comments, roadmap moves, merges.';
comment on column public.mail_preferences.weekly_digest is 'The weekly digest; off until the member turns it on.';
-- Members set their own switches, as they set the first three (the policies keep them to their own row).
grant insert (followed_ideas, weekly_digest), update (followed_ideas, weekly_digest)
  on public.mail_preferences to authenticated;

create or replace function private.mail_topic(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind
    when 'review_outcome' then 'review_outcomes'
    when 'comment' then 'comments_on_my_ideas'
    when 'reply' then 'replies_to_me'
    when 'follow_update' then 'followed_ideas'
    when 'digest' then 'weekly_digest'
  end;
$$;

create or replace function private.unsubscribe_mail(p_token uuid, p_topic text default null)
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  topics constant text[] :=
    array['review_outcomes', 'comments_on_my_ideas', 'replies_to_me', 'followed_ideas', 'weekly_digest'];
  found_member uuid;
begin
  if p_topic is not null
     and p_topic not in ('review_outcomes', 'comments_on_my_ideas', 'replies_to_me', 'followed_ideas', 'weekly_digest')
  then
    raise exception 'Unknown mail topic %', p_topic using errcode = '22023';
  end if;
  update public.mail_preferences
  set review_outcomes = case when p_topic is null or p_topic = 'review_outcomes' then false else review_outcomes end,
      comments_on_my_ideas =
        case when p_topic is null or p_topic = 'comments_on_my_ideas' then false else comments_on_my_ideas end,
      replies_to_me = case when p_topic is null or p_topic = 'replies_to_me' then false else replies_to_me end,
      followed_ideas = case when p_topic is null or p_topic = 'followed_ideas' then false else followed_ideas end,
      weekly_digest = case when p_topic is null or p_topic = 'weekly_digest' then false else weekly_digest end
  where unsubscribe_token = p_token
  returning member_id into found_member;
  if found_member is null then
    return null;
  end if;
  return case when p_topic is null then topics else array[p_topic] end;
end;
$$;
