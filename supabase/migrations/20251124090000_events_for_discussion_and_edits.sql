/*
 * The events of the discussion and of re-review reach people: in-app notifications and opt-in mail.
 *
 * Why: comments, pending edits of approved ideas, notifications and the mail outbox were built side by side; this
 * joins them. Each event is written by the database in the transaction of the change that causes it:
 *   - a comment on an idea notifies its author (and mails them if they opted in to 'comments on my ideas');
 *   - a reply notifies the author of the comment it answers (mail if opted in to 'replies to me'); the idea's author
 *     hears of it as a comment too, unless they wrote the reply or the comment it answers;
 *   - an administrator's decision on a pending edit notifies and mails the author ('edit approved', the idea now
 *     shows it; 'edit rejected', with the reason), under the author's 'review outcomes' preference;
 *   - every administrator hears of an approved idea's edit waiting for review, and of a rejected idea sent back to
 *     review by its author's edit (a new idea was already announced on insert).
 * Nobody is told of their own action. Comments and pending edits also move the read version, so the conditional
 * answers (ETag, 304) of the comment list and of an author's own idea change with them.
 * The roadmap's 'Email notifications & digests' moves to in progress: notifications and mail are live, digests
 * are not.
 *
 * Affects: the kind check of public.notifications (widened); functions private.notify_comment_posted,
 * private.notify_idea_edited, private.notify_idea_resubmitted (new, trigger functions) and
 * private.review_idea_edit (replaced: same signature, answers and errors, plus the author's events); triggers on
 * public.comments, public.idea_edits and public.ideas (new); one roadmap row's status. Nothing destructive.
 */

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'idea_approved', 'idea_rejected', 'new_ratings', 'promoted', 'demoted', 'idea_submitted',
    'comment', 'reply', 'edit_approved', 'edit_rejected', 'idea_edited', 'idea_resubmitted'
  )
);

/* Section - comments and replies */

create function private.notify_comment_posted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  idea record;
  parent_author uuid;
  about jsonb;
begin
  select i.author_id, i.title into idea from public.ideas as i where i.id = new.idea_id;
  if new.parent_id is not null then
    select c.author_id into parent_author from public.comments as c where c.id = new.parent_id;
  end if;
  about := jsonb_build_object(
    'title', idea.title,
    'idea_id', new.idea_id,
    'comment_id', new.id,
    'by', (select p.display_name from public.profiles as p where p.id = new.author_id),
    'excerpt', left(new.body, 140)
  );
  if parent_author is not null and parent_author <> new.author_id then
    perform private.notify(parent_author, 'reply', new.idea_id, about);
    perform private.enqueue_mail(parent_author, 'reply', about);
  end if;
  if idea.author_id <> new.author_id and idea.author_id is distinct from parent_author then
    perform private.notify(idea.author_id, 'comment', new.idea_id, about);
    perform private.enqueue_mail(idea.author_id, 'comment', about);
  end if;
  return null;
end;
$$;
revoke execute on function private.notify_comment_posted() from public, anon, authenticated;

create trigger comments_notify_posted
  after insert on public.comments
  for each row execute function private.notify_comment_posted();

/* Section - pending edits and resubmissions, for administrators */

create function private.notify_idea_edited()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(p.id, 'idea_edited', new.idea_id, jsonb_build_object('title', i.title))
  from public.profiles as p, public.ideas as i
  where i.id = new.idea_id and p.is_admin and p.id <> new.author_id;
  return null;
end;
$$;
revoke execute on function private.notify_idea_edited() from public, anon, authenticated;

create trigger idea_edits_notify_admins
  after insert or update on public.idea_edits
  for each row execute function private.notify_idea_edited();

create function private.notify_idea_resubmitted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(p.id, 'idea_resubmitted', new.id, jsonb_build_object('title', new.title))
  from public.profiles as p
  where p.is_admin and p.id <> new.author_id;
  return null;
end;
$$;
revoke execute on function private.notify_idea_resubmitted() from public, anon, authenticated;

-- No column list: the author's edit does not set status; the resubmit trigger does, and a column list only sees
-- the columns an UPDATE names.
create trigger ideas_notify_resubmitted
  after update on public.ideas
  for each row when (old.status = 'rejected' and new.status = 'pending')
  execute function private.notify_idea_resubmitted();

/* Section - the decision on a pending edit, now with the author's events */

/*
 * Error codes (the API maps them): 42501 not an administrator, P0002 no pending edit for this idea, 22023 a
 * decision other than approved or rejected.
 */
create or replace function private.review_idea_edit(p_idea_id uuid, p_decision text, p_reason text default null)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  verb text := case p_decision when 'approved' then 'approve' when 'rejected' then 'reject' end;
  edit public.idea_edits;
  reason text := nullif(btrim(p_reason), '');
  about jsonb;
begin
  if verb is null then
    raise exception 'Unknown review decision %', p_decision using errcode = '22023';
  end if;
  perform private.require_admin(verb || ' edits');
  select * into edit from public.idea_edits where idea_id = p_idea_id for update;
  if not found then
    raise exception 'No edit of this idea is waiting for review' using errcode = 'P0002';
  end if;
  delete from public.idea_edits where idea_id = p_idea_id;
  if p_decision = 'approved' then
    -- The caller is an administrator, so the divert trigger lets this update through; ratings are untouched.
    update public.ideas
    set title = edit.title, description = edit.description, category = edit.category,
        target_market = edit.target_market, business_model = edit.business_model,
        reviewed_at = now(), reviewed_by = (select auth.uid())
    where id = p_idea_id;
    about := jsonb_build_object('idea_id', p_idea_id, 'title', edit.title, 'decision', 'edit_approved');
    perform private.notify(edit.author_id, 'edit_approved', p_idea_id, about);
  else
    about := jsonb_build_object(
      'idea_id', p_idea_id,
      'title', (select i.title from public.ideas as i where i.id = p_idea_id),
      'decision', 'edit_rejected',
      'reason', reason
    );
    perform private.notify(edit.author_id, 'edit_rejected', p_idea_id, about);
  end if;
  perform private.enqueue_mail(edit.author_id, 'review_outcome', about);
  return query select * from public.ideas where id = p_idea_id;
end;
$$;

/* Section - conditional answers */

create trigger bump_read_version
after insert or update or delete or truncate on public.comments
for each statement execute function private.bump_read_version();

create trigger bump_read_version
after insert or update or delete or truncate on public.idea_edits
for each statement execute function private.bump_read_version();

/* Section - the roadmap */

update public.roadmap_items set status = 'in_progress'
where label = 'Email notifications & digests' and status = 'planned';
