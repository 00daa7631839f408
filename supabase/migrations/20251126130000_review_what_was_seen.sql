/*
 * What a security review of the moderation work found, closed:
 *
 *   - a decision applies what the administrator saw: private.review_idea and private.review_idea_edit take the
 *     version the review card showed (ideas.updated_at of a pending idea, idea_edits.submitted_at of an edit) and
 *     refuse with 55000 (the API's 409) when the author changed it since; without it they decide as before. The
 *     versions are compared to the millisecond, the precision they travel through JSON with;
 *   - an edit of an idea in the trash is missing to its decision (P0002 'Idea not found'), and so are the comments
 *     and the reports of such an idea: rejecting the edit, hiding a comment or dismissing reports would otherwise
 *     succeed on content nobody can see;
 *   - the landing pages of an idea in the trash are missing to updates and deletes too, not only to reads, and so
 *     are the pending edits of such an idea;
 *   - saving a pending edit moves only its author's version (`member:<id>`), not the idea's public one: a visitor
 *     read an unreviewed save off the idea's ETag (the edit's row and the idea's unchanged one both moved it).
 *     Administrators' answers are not conditional;
 *   - the suspension's exemption for leaving is a transaction-local flag set by private.delete_my_account, naming
 *     the member who leaves, instead of a match on the call stack's text;
 *   - the purge queues the decks of the purged ideas' pending edits as well as their public decks.
 *
 * Affects: private.review_idea and private.review_idea_edit (each dropped and created again with a fourth,
 * defaulted parameter: an overload beside the old signature would make the old calls ambiguous), private.hide_comment,
 * private.dismiss_reports, private.refuse_suspended_writer, private.delete_my_account, private.purge_trash
 * (replaced); two restrictive policies on public.landing_pages and one on public.idea_edits (new); the
 * bump_read_versions trigger on public.idea_edits (created again), private.bump_idea_read_versions (replaced: an
 * unchanged row moves nothing). Nothing destructive.
 */

/* Section - decisions on what was seen */

drop function private.review_idea(uuid, text, text);

/*
 * Error codes (the API maps them): 42501 not an administrator, P0002 no such idea, 55000 not pending or changed
 * since p_seen, 22023 a decision other than approved or rejected.
 */
create function private.review_idea(
  p_idea_id uuid, p_decision text, p_reason text default null, p_seen timestamptz default null
)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  verb text := case p_decision when 'approved' then 'approve' when 'rejected' then 'reject' end;
  current_status text;
  current_version timestamptz;
begin
  if verb is null then
    raise exception 'Unknown review decision %', p_decision using errcode = '22023';
  end if;
  perform private.require_admin(verb || ' ideas');
  select status, updated_at into current_status, current_version
  from public.ideas where id = p_idea_id and deleted_at is null for update;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  if current_status <> 'pending' then
    raise exception 'Only pending ideas can be %; this idea is %', p_decision, current_status using errcode = '55000';
  end if;
  if private.changed_since(current_version, p_seen) then
    raise exception 'This idea changed since you opened it. Review it again.' using errcode = '55000';
  end if;
  return query
  update public.ideas
  set status = p_decision,
      -- A reason only explains a rejection; a blank one is no reason.
      rejection_reason = case when p_decision = 'rejected' then nullif(btrim(p_reason), '') end,
      reviewed_at = now(),
      reviewed_by = (select auth.uid())
  where id = p_idea_id
  returning *;
end;
$$;
comment on function private.review_idea(uuid, text, text, timestamptz) is
  'An administrator''s decision (approved or rejected, with an optional reason) on a pending idea, refused when it changed since p_seen.';

revoke execute on function private.review_idea(uuid, text, text, timestamptz) from public, anon;
grant execute on function private.review_idea(uuid, text, text, timestamptz) to authenticated, service_role;

-- Versions travel through JSON in milliseconds: a finer difference is the same version.
create function private.changed_since(p_version timestamptz, p_seen timestamptz)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_seen is not null and date_trunc('milliseconds', p_version) <> date_trunc('milliseconds', p_seen)
$$;
comment on function private.changed_since(timestamptz, timestamptz) is
  'Whether a row''s version differs from the one a reviewer saw (none seen: never), to the millisecond.';

revoke execute on function private.changed_since(timestamptz, timestamptz) from public, anon;
grant execute on function private.changed_since(timestamptz, timestamptz) to authenticated, service_role;

drop function private.review_idea_edit(uuid, text, text);

/*
 * Error codes (the API maps them): 42501 not an administrator, P0002 no pending edit for this idea (or the idea is
 * in the trash), 55000 the edit changed since p_seen, 22023 a decision other than approved or rejected.
 */
create function private.review_idea_edit(
  p_idea_id uuid, p_decision text, p_reason text default null, p_seen timestamptz default null
)
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
  perform 1 from public.ideas where id = p_idea_id and deleted_at is null;
  if not found then
    raise exception 'Idea not found' using errcode = 'P0002';
  end if;
  select * into edit from public.idea_edits where idea_id = p_idea_id and status = 'pending' for update;
  if not found then
    raise exception 'No edit of this idea is waiting for review' using errcode = 'P0002';
  end if;
  if private.changed_since(edit.submitted_at, p_seen) then
    raise exception 'This idea changed since you opened it. Review it again.' using errcode = '55000';
  end if;
  -- The decision as a status change first (what AFTER UPDATE triggers on idea_edits record), then the row goes.
  update public.idea_edits
  set status = p_decision, rejection_reason = case when p_decision = 'rejected' then left(reason, 1000) end
  where idea_id = p_idea_id;
  delete from public.idea_edits where idea_id = p_idea_id;
  if p_decision = 'approved' then
    -- The caller is an administrator, so the divert trigger lets this update through; ratings are untouched.
    update public.ideas
    set title = edit.title, description = edit.description, category = edit.category,
        target_market = edit.target_market, business_model = edit.business_model, competitors = edit.competitors,
        funding_needed = edit.funding_needed, timeline = edit.timeline, tags = edit.tags,
        website_url = edit.website_url, social_media = edit.social_media, pitch_deck_path = edit.pitch_deck_path,
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
comment on function private.review_idea_edit(uuid, text, text, timestamptz) is
  'An administrator''s decision on an approved idea''s pending edit: approved applies every field, rejected drops it; refused when it changed since p_seen.';

revoke execute on function private.review_idea_edit(uuid, text, text, timestamptz) from public, anon;
grant execute on function private.review_idea_edit(uuid, text, text, timestamptz) to authenticated, service_role;

/* Section - an edit, a comment or reports of an idea in the trash are missing to moderation */

create or replace function private.hide_comment(p_comment_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target record;
  why text := btrim(coalesce(p_reason, ''));
begin
  perform private.require_admin('hide comments');
  select c.idea_id, c.author_id, c.body, c.deleted_at, c.hidden_at, i.title into target
  from public.comments as c join public.ideas as i on i.id = c.idea_id and i.deleted_at is null
  where c.id = p_comment_id
  for update of c;
  if not found or target.deleted_at is not null then
    raise exception 'Comment not found' using errcode = 'P0002';
  end if;
  if target.hidden_at is not null then
    raise exception 'This comment is already hidden.' using errcode = '55000';
  end if;
  insert into private.hidden_comments (comment_id, body, reason, hidden_by)
  values (p_comment_id, target.body, why, (select auth.uid()));
  update public.comments set body = null, hidden_at = now() where id = p_comment_id;
  perform private.record_audit(
    'comment.hide', 'comment', p_comment_id::text,
    jsonb_build_object('hidden', false), jsonb_build_object('hidden', true, 'reason', why)
  );
  perform private.close_reports(p_comment_id, 'actioned', target.title, target.idea_id);
  if target.author_id is not null then
    perform private.notify(
      target.author_id, 'comment_hidden', target.idea_id, jsonb_build_object('title', target.title, 'reason', why)
    );
  end if;
end;
$$;

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
  from public.reports as r join public.ideas as i on i.id = r.idea_id and i.deleted_at is null
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

/* Section - the landing pages and pending edits of an idea in the trash */

-- UPDATE(landing_pages) authenticated, restrictive: only the pages of ideas the caller can see, before and after.
create policy "landing pages of hidden ideas cannot change" on public.landing_pages
  as restrictive
  for update to authenticated
  using (exists (select 1 from public.ideas as i where i.id = landing_pages.idea_id))
  with check (exists (select 1 from public.ideas as i where i.id = landing_pages.idea_id));

-- DELETE(landing_pages) authenticated, restrictive: a page deleted while its idea is in the trash would be lost to
-- the idea's restore.
create policy "landing pages of hidden ideas cannot be deleted" on public.landing_pages
  as restrictive
  for delete to authenticated
  using (exists (select 1 from public.ideas as i where i.id = landing_pages.idea_id));

-- SELECT(idea_edits) authenticated, restrictive: only the edits of ideas the caller can see, read under the ideas'
-- own policies (an idea in the trash is seen by nobody).
create policy "edits of hidden ideas are missing" on public.idea_edits
  as restrictive
  for select to authenticated
  using (exists (select 1 from public.ideas as i where i.id = idea_edits.idea_id));

/* Section - a pending edit's save is its author's news only */

-- The author's save still updates the idea's row, to the same values (the divert trigger puts them back): a row
-- that did not change moves no version.
create or replace function private.bump_idea_read_versions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[] := array_remove(array[old.id, new.id], null);
  shown_by_raters boolean := tg_op <> 'UPDATE'
    or old.title is distinct from new.title
    or old.status is distinct from new.status
    or (old.deleted_at is null) <> (new.deleted_at is null);
begin
  if tg_op = 'UPDATE' and old is not distinct from new then
    return null;
  end if;
  perform private.bump_read_versions(
    array['lists', 'idea:' || old.id, 'idea:' || new.id, 'profile:' || old.author_id, 'profile:' || new.author_id,
          case when shown_by_raters then 'profiles' end]
    || array(select 'page:' || lp.slug from public.landing_pages as lp
             where lp.idea_id = any (ids) and lp.published_at is not null)
  );
  return null;
end
$$;

drop trigger bump_read_versions on public.idea_edits;

create trigger bump_read_versions after insert or update or delete on public.idea_edits
for each row execute function private.bump_row_read_versions('member:', 'author_id');

/* Section - leaving while suspended, by a flag */

create or replace function private.refuse_suspended_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid := (select auth.uid());
  until_at timestamptz;
  reason text;
begin
  if member is null then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Storage holds every bucket: only the two a member writes to are theirs to be refused.
  if tg_table_schema = 'storage' then
    if tg_op = 'DELETE' then
      if old.bucket_id not in ('pitch-decks', 'avatars') then return old; end if;
    elsif new.bucket_id not in ('pitch-decks', 'avatars') then
      return new;
    end if;
  end if;
  -- A share lock held to the commit: a suspension (an update of this row) waits for this write, and a write that
  -- comes after a suspension reads it.
  select p.suspended_until, p.suspension_reason into until_at, reason
  from public.profiles as p where p.id = member for share;
  if until_at is null or until_at <= now() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Leaving is allowed: what the member's account deletion removes, directly or by cascade. The flag is set by
  -- private.delete_my_account for its own transaction and names who leaves, so it exempts nobody else.
  if current_setting('ideaboard.leaving', true) = member::text then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- PT403: our API answers 403 account_suspended; DETAIL carries the end, HINT the reason. Storage maps only
  -- 42501 to its 403.
  raise exception 'Your account is suspended until %. Reason: %.',
    to_char(until_at at time zone 'UTC', 'FMDD FMMonth YYYY, HH24:MI "UTC"'),
    coalesce(nullif(reason, ''), 'no reason given')
    using errcode = case when tg_table_schema = 'storage' then '42501' else 'PT403' end,
          detail = to_char(until_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          hint = reason;
end;
$$;
comment on function private.refuse_suspended_writer() is
  'Trigger function: refuses any write by a member whose suspension has not ended, except their account deletion.';
revoke execute on function private.refuse_suspended_writer() from public, anon, authenticated;

create or replace function private.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_is_admin boolean;
begin
  if caller is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  -- Lock every administrator row so that two administrators deleting at once cannot both see another remain.
  perform 1 from public.profiles where is_admin order by id for update;
  select p.is_admin into caller_is_admin from public.profiles as p where p.id = caller;
  if not found then
    raise exception 'User profile not found' using errcode = 'P0002';
  end if;
  if caller_is_admin and (select count(*) from public.profiles where is_admin) <= 1 then
    raise exception 'The last administrator cannot delete their account. Make another member an administrator first.'
      using errcode = '55000';
  end if;
  -- A suspended member may still leave: private.refuse_suspended_writer lets this transaction's writes through.
  perform set_config('ideaboard.leaving', caller::text, true);
  delete from public.comments where author_id = caller;
  delete from auth.users where id = caller;
end;
$$;

/* Section - the purge takes the pending edits' decks too */

create or replace function private.purge_trash(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  gone record;
  purged integer := 0;
begin
  -- A pending edit's proposed deck goes with its idea (by cascade), so it is queued before.
  insert into private.purged_decks (path)
  select e.pitch_deck_path
  from public.idea_edits as e join public.ideas as i on i.id = e.idea_id
  where i.deleted_at is not null and i.deleted_at <= p_now - private.trash_retention()
    and e.pitch_deck_path is not null
  on conflict (path) do nothing;
  for gone in
    delete from public.ideas as i
    where i.deleted_at is not null and i.deleted_at <= p_now - private.trash_retention()
    returning i.id, i.title, i.author_id, i.deleted_at, i.deleted_by, i.pitch_deck_path
  loop
    if gone.pitch_deck_path is not null then
      insert into private.purged_decks (path) values (gone.pitch_deck_path) on conflict (path) do nothing;
    end if;
    perform private.record_audit('idea.purge', 'idea', gone.id::text,
      jsonb_build_object('title', gone.title, 'author_id', gone.author_id, 'deleted_at', gone.deleted_at,
                         'deleted_by', gone.deleted_by), null);
    purged := purged + 1;
  end loop;
  return purged;
end;
$$;
