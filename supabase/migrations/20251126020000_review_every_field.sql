/*
 * Nothing public without review: an author's change to anything a visitor sees on an approved idea waits for review.
 *
 * Why: only the five material fields waited; competitors, funding, timeline, tags, website, social links and the
 * pitch deck went live at once, so an approved idea could be turned into an advert (a spam website, "BUY CHEAP
 * PILLS" as its competitors, an unreviewed PDF as its deck) without an administrator seeing it. Now every column a
 * member may update (the twelve of the column grant, which are also every content column of the public idea) goes
 * into the idea's pending edit and the idea keeps the approved version, its updated_at included.
 *
 * The pending edit is the whole proposed version: an author's update proposes the idea as the update leaves it
 * (the API's PUT sends the whole form, filled from the pending edit), and replaces an earlier proposal. An update
 * that leaves the idea exactly as approved withdraws the proposal. The proposed deck is only named here; its file
 * sits in the author's folder, which only the author and administrators may read (the bucket's policies let others
 * read a deck only when an approved idea names it), so it stays private until approved. The API removes files
 * nobody names any more once the transaction committed: the replaced proposal's at once, the old public deck when
 * the new one is approved (until then it is the one the public downloads), the proposed deck when it is rejected.
 *
 * The decision is written as a status change (pending -> approved or rejected, with the reason) before the row is
 * dropped in the same transaction: a row of idea_edits is always a pending edit, and AFTER UPDATE triggers on
 * idea_edits see each decision. Administrators' own edits still apply directly.
 *
 * Affects: public.idea_edits (seven columns of the proposed version, status, rejection_reason); trigger
 * ideas_divert_material_edit on public.ideas replaced by ideas_wait_for_review (after ideas_set_updated_at, so it
 * can keep updated_at); function private.divert_material_edit (replaced: every field, withdrawal);
 * private.review_idea_edit (replaced: applies every field, records the decision); trigger idea_edits_notify_admins
 * (now only for a pending edit). Existing pending edits get the idea's current values for the new columns: what
 * they proposed is unchanged. Nothing destructive.
 */

/* Section - idea_edits: the whole proposed version */

alter table public.idea_edits
  add column competitors text,
  add column funding_needed bigint,
  add column timeline text,
  add column tags text[],
  add column website_url text,
  add column social_media jsonb,
  add column pitch_deck_path text,
  add column status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  add column rejection_reason text check (char_length(rejection_reason) <= 1000);

update public.idea_edits as e
set competitors = i.competitors, funding_needed = i.funding_needed, timeline = i.timeline, tags = i.tags,
    website_url = i.website_url, social_media = i.social_media, pitch_deck_path = i.pitch_deck_path
from public.ideas as i
where i.id = e.idea_id;

-- The same bounds as public.ideas: an approved edit must fit the idea it replaces.
alter table public.idea_edits
  alter column competitors set not null,
  alter column funding_needed set not null,
  alter column timeline set not null,
  alter column tags set not null,
  alter column website_url set not null,
  alter column social_media set not null,
  add constraint idea_edits_competitors_check check (char_length(competitors) <= 1000),
  add constraint idea_edits_funding_needed_check check (funding_needed between 0 and 1000000000000),
  add constraint idea_edits_timeline_check check (char_length(timeline) <= 200),
  add constraint idea_edits_tags_check check (private.are_valid_tags(tags)),
  add constraint idea_edits_website_url_check check (private.is_http_url(website_url)),
  add constraint idea_edits_social_media_check
    check (private.are_valid_links(social_media, array['twitter', 'linkedin', 'instagram'])),
  -- Only a file in the author's own folder, as for the idea itself.
  add constraint idea_edits_pitch_deck_path_check check (
    pitch_deck_path is null
    or (char_length(pitch_deck_path) <= 1024 and pitch_deck_path like author_id::text || '/_%')
  );

comment on table public.idea_edits is
  'An author''s proposed version of an approved idea (every field, tags, links and deck), waiting for review.';
comment on column public.idea_edits.status is
  'pending while the row exists; a decision sets approved or rejected just before the row is dropped.';
comment on column public.idea_edits.pitch_deck_path is
  'The proposed deck (null: none). Private until approved: only the idea''s own column makes a deck public.';

/* Section - the author's update goes aside */

create or replace function private.divert_material_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.is_admin()) or new.author_id is distinct from (select auth.uid()) then
    return new;
  end if;
  if (new.title, new.description, new.category, new.target_market, new.business_model, new.competitors,
      new.funding_needed, new.timeline, new.tags, new.website_url, new.social_media, new.pitch_deck_path)
     is not distinct from
     (old.title, old.description, old.category, old.target_market, old.business_model, old.competitors,
      old.funding_needed, old.timeline, old.tags, old.website_url, old.social_media, old.pitch_deck_path) then
    -- The author proposes the approved version itself: nothing is left to review.
    delete from public.idea_edits where idea_id = new.id;
  else
    insert into public.idea_edits as e (
      idea_id, author_id, title, description, category, target_market, business_model, competitors,
      funding_needed, timeline, tags, website_url, social_media, pitch_deck_path
    ) values (
      new.id, new.author_id, new.title, new.description, new.category, new.target_market, new.business_model,
      new.competitors, new.funding_needed, new.timeline, new.tags, new.website_url, new.social_media,
      new.pitch_deck_path
    )
    on conflict (idea_id) do update
      set title = excluded.title, description = excluded.description, category = excluded.category,
          target_market = excluded.target_market, business_model = excluded.business_model,
          competitors = excluded.competitors, funding_needed = excluded.funding_needed,
          timeline = excluded.timeline, tags = excluded.tags, website_url = excluded.website_url,
          social_media = excluded.social_media, pitch_deck_path = excluded.pitch_deck_path, submitted_at = now()
      -- Saving the same proposal again is no new edit: administrators are not told twice.
      where (e.title, e.description, e.category, e.target_market, e.business_model, e.competitors,
             e.funding_needed, e.timeline, e.tags, e.website_url, e.social_media, e.pitch_deck_path)
            is distinct from
            (excluded.title, excluded.description, excluded.category, excluded.target_market,
             excluded.business_model, excluded.competitors, excluded.funding_needed, excluded.timeline,
             excluded.tags, excluded.website_url, excluded.social_media, excluded.pitch_deck_path);
  end if;
  new.title := old.title;
  new.description := old.description;
  new.category := old.category;
  new.target_market := old.target_market;
  new.business_model := old.business_model;
  new.competitors := old.competitors;
  new.funding_needed := old.funding_needed;
  new.timeline := old.timeline;
  new.tags := old.tags;
  new.website_url := old.website_url;
  new.social_media := old.social_media;
  new.pitch_deck_path := old.pitch_deck_path;
  -- The public idea did not change: no new 'updated' date either.
  new.updated_at := old.updated_at;
  return new;
end;
$$;
comment on function private.divert_material_edit() is
  'Moves an author''s change to any field of an approved idea into its pending edit (the whole proposed version).';

revoke execute on function private.divert_material_edit() from public, anon, authenticated;

drop trigger ideas_divert_material_edit on public.ideas;

-- Named to fire after ideas_set_updated_at (same-kind triggers fire in name order), so it can undo that trigger's
-- date; only approved ideas that stay approved, and every column a member may update.
create trigger ideas_wait_for_review
  before update of title, description, category, target_market, business_model, competitors, funding_needed,
    timeline, tags, website_url, social_media, pitch_deck_path
  on public.ideas
  for each row
  when (old.status = 'approved' and new.status = 'approved')
  execute function private.divert_material_edit();

/* Section - administrators hear of pending edits only */

drop trigger idea_edits_notify_admins on public.idea_edits;

-- A decision updates the row's status too: that is no edit waiting.
create trigger idea_edits_notify_admins
  after insert or update on public.idea_edits
  for each row
  when (new.status = 'pending')
  execute function private.notify_idea_edited();

/* Section - the decision */

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
  select * into edit from public.idea_edits where idea_id = p_idea_id and status = 'pending' for update;
  if not found then
    raise exception 'No edit of this idea is waiting for review' using errcode = 'P0002';
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
comment on function private.review_idea_edit(uuid, text, text) is
  'An administrator''s decision on an approved idea''s pending edit: approved applies every field, rejected drops it.';

revoke execute on function private.review_idea_edit(uuid, text, text) from public, anon;
grant execute on function private.review_idea_edit(uuid, text, text) to authenticated, service_role;
