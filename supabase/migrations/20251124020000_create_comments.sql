/*
 * Comments: members discuss approved ideas (docs/product-spec.md sections 3, 5 and 6).
 *
 * Rules enforced here, whoever writes:
 *   - plain text of 1 to 2000 characters after trimming (check constraint);
 *   - only on approved ideas; a reply's parent is a top-level comment of the same idea (one level deep);
 *   - at most 5 comments per member in any minute, counted in the member's row of private.comment_posts under
 *     its lock, so two concurrent posts cannot both see 4, and deleting a comment gives no post back;
 *   - members write as themselves, edit only the text of their own comments (edited_at is set by the trigger);
 *   - members delete their own, administrators any; a comment that has replies is not removed but emptied:
 *     body and author become null and deleted_at is set, so no one, admins included, can read them any more.
 *     When the last reply of such a comment goes, the emptied comment goes too;
 *   - everyone, visitors too, reads the comments of approved ideas, and nothing of any other idea's comments.
 * ideas.comment_count counts the comments that are not deleted, changed by one per comment written under the
 * idea row's lock (as the rating sums), so it stays exact under concurrency without counting rows.
 * The columns idea_id, author_id and parent_id are what a notification trigger needs.
 *
 * Affects: public.comments and private.comment_posts (new), public.ideas.comment_count (new, 0 for existing ideas), trigger functions
 * private.check_comment_insert, private.set_comment_edited, private.delete_or_empty_comment,
 * private.drop_emptied_parent, private.apply_comment_to_idea (new). Nothing destructive.
 */

/* Section - tables */

alter table public.ideas add column comment_count integer not null default 0 check (comment_count >= 0);
comment on column public.ideas.comment_count is 'Comments on the idea that are not deleted; kept by a trigger.';

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references public.ideas (id) on delete cascade,
  -- Null once the comment is deleted (emptied) or its author's account is gone.
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  parent_id uuid references public.comments (id) on delete cascade,
  body text,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  constraint comments_body_length check (char_length(btrim(body)) between 1 and 2000),
  constraint comments_body_until_deleted check ((body is null) = (deleted_at is not null)),
  constraint comments_not_own_parent check (parent_id <> id)
);
comment on table public.comments is
  'Plain-text comments on approved ideas, one level of replies; a deleted comment with replies stays emptied.';

alter table public.comments enable row level security;

-- Listing an idea's top-level comments oldest first, and a page's replies.
create index comments_idea_id_created_at_idx on public.comments (idea_id, created_at, id) where parent_id is null;
create index comments_idea_id_idx on public.comments (idea_id);
create index comments_parent_id_idx on public.comments (parent_id, created_at);
create index comments_author_id_idx on public.comments (author_id);

-- The times of each member's posts in the last minute, for the rate limit: at most 5 kept per member, O(1) per
-- post. Not in an exposed schema and granted to no API role: only the comment trigger writes it.
create table private.comment_posts (
  member_id uuid primary key references public.profiles (id) on delete cascade,
  posted_at timestamptz[] not null
);
comment on table private.comment_posts is 'When each member last posted comments (the last minute), for the rate limit.';

revoke all on public.comments from anon, authenticated;
grant select (id, idea_id, author_id, parent_id, body, created_at, edited_at, deleted_at)
  on public.comments to anon, authenticated;
grant insert (idea_id, author_id, parent_id, body) on public.comments to authenticated;
grant update (body) on public.comments to authenticated;
grant delete on public.comments to authenticated;
grant all on public.comments to service_role;

/* Section - triggers */

-- Security definer: it reads the idea's status and a parent the caller may not see, and counts the caller's
-- comments whatever the policies say.
create function private.check_comment_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  idea_status text;
  parent record;
  recent integer;
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
  -- The member's row of recent posts is locked until the transaction ends, so concurrent posts of one member
  -- count one after another. Kept apart from the comments so that deleting a comment gives no post back.
  insert into private.comment_posts as p (member_id, posted_at)
  values (new.author_id, array[pg_catalog.clock_timestamp()])
  on conflict (member_id) do update
    set posted_at = (
      select coalesce(array_agg(t order by t), '{}')
      from unnest(p.posted_at) as t
      where t > pg_catalog.clock_timestamp() - interval '1 minute'
    ) || pg_catalog.clock_timestamp()
  returning pg_catalog.cardinality(p.posted_at) into recent;
  if recent > 5 then
    -- PT429: the Data API answers this code with HTTP 429, and so does our API.
    raise exception 'You can post at most 5 comments a minute. Please wait a moment and try again.'
      using errcode = 'PT429';
  end if;
  -- The clock, not the transaction's start: a post that waited for the lock is dated when it was written.
  new.created_at := pg_catalog.clock_timestamp();
  new.edited_at := null;
  new.deleted_at := null;
  return new;
end;
$$;

create trigger comments_check_insert
  before insert on public.comments
  for each row execute function private.check_comment_insert();

create function private.set_comment_edited()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.deleted_at is not null then
    raise exception 'A deleted comment cannot be edited.' using errcode = '55000';
  end if;
  if new.body is distinct from old.body then
    new.edited_at := now();
  end if;
  return new;
end;
$$;

-- Only members' edits of the text: the emptying below writes body and deleted_at itself.
create trigger comments_set_edited
  before update of body on public.comments
  for each row when (new.deleted_at is null)
  execute function private.set_comment_edited();

-- A comment with replies is emptied instead of removed, so the replies keep their context. Security definer:
-- the deleting administrator has no UPDATE right on other people's comments.
create function private.delete_or_empty_comment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A cascade from the idea or from the parent removes everything.
  if pg_catalog.pg_trigger_depth() > 1 then
    return old;
  end if;
  if old.parent_id is null and exists (select 1 from public.comments as r where r.parent_id = old.id) then
    update public.comments set body = null, author_id = null, deleted_at = now() where id = old.id;
    return null;
  end if;
  return old;
end;
$$;

create trigger comments_delete_or_empty
  before delete on public.comments
  for each row execute function private.delete_or_empty_comment();

-- Security definer: the reply's author may not delete the emptied parent.
create function private.drop_emptied_parent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.comments as c
  where c.id = old.parent_id
    and c.deleted_at is not null
    and not exists (select 1 from public.comments as r where r.parent_id = c.id);
  return null;
end;
$$;

create trigger comments_drop_emptied_parent
  after delete on public.comments
  for each row when (old.parent_id is not null)
  execute function private.drop_emptied_parent();

-- O(1) per comment, under the idea row's lock. Security definer: members cannot write ideas.comment_count.
create function private.apply_comment_to_idea()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    update public.ideas set comment_count = comment_count + 1 where id = new.idea_id;
  elsif tg_op = 'UPDATE' and old.deleted_at is null and new.deleted_at is not null then
    update public.ideas set comment_count = comment_count - 1 where id = new.idea_id;
  elsif tg_op = 'DELETE' and old.deleted_at is null then
    update public.ideas set comment_count = comment_count - 1 where id = old.idea_id;
  end if;
  return null;
end;
$$;

create trigger comments_apply_to_idea
  after insert or update of deleted_at or delete on public.comments
  for each row execute function private.apply_comment_to_idea();

-- Trigger functions are called by their triggers only (see 20251123000500).
revoke execute on function private.check_comment_insert() from public, anon, authenticated;
revoke execute on function private.set_comment_edited() from public, anon, authenticated;
revoke execute on function private.delete_or_empty_comment() from public, anon, authenticated;
revoke execute on function private.drop_emptied_parent() from public, anon, authenticated;
revoke execute on function private.apply_comment_to_idea() from public, anon, authenticated;

/* Section - policies */

-- SELECT(comments) anon: the discussion of published ideas.
create policy "visitors can read comments of approved ideas"
  on public.comments for select to anon
  using (exists (select 1 from public.ideas as i where i.id = idea_id and i.status = 'approved'));

-- SELECT(comments) authenticated: the same; an idea's author or an admin sees no comment of a hidden idea.
create policy "members can read comments of approved ideas"
  on public.comments for select to authenticated
  using (exists (select 1 from public.ideas as i where i.id = idea_id and i.status = 'approved'));

-- INSERT(comments) authenticated: members post as themselves; the trigger checks idea, parent and rate.
create policy "members can comment as themselves"
  on public.comments for insert to authenticated
  with check (author_id = (select auth.uid()));

-- UPDATE(comments) authenticated: the text of one's own comment (the only column granted).
create policy "members can edit their own comments"
  on public.comments for update to authenticated
  using (author_id = (select auth.uid()))
  with check (author_id = (select auth.uid()));

-- DELETE(comments) authenticated: one's own comment, or any comment for administrators.
create policy "members delete their own comments, admins any"
  on public.comments for delete to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));
