/*
 * Re-review of material edits: an author's change to what an approved idea IS goes back to review.
 *
 * Why: an author could turn an approved, rated idea into a different one (new title and description) and it went
 * live at once with the old ratings, score and rank. Now, when the author (not an administrator) changes the
 * title, description, category, target market or business model of an approved idea, the public keeps seeing the
 * approved version and the ratings stay: a BEFORE UPDATE trigger moves those five fields into the idea's pending
 * edit (one per idea; a second edit replaces the first) and leaves the idea's own columns as they were. Every
 * other field (competitors, funding, timeline, tags, website, social links, pitch deck) is not what the idea is
 * and applies at once. Administrators' edits apply directly, as before. An administrator approves the edit
 * (private.review_idea_edit: the fields are applied, the idea stays approved) or rejects it (the edit is
 * dropped, the approved version stays). Only the author and administrators can see a pending edit.
 *
 * Affects: public.idea_edits (new); trigger ideas_divert_material_edit on public.ideas (new, with its function
 * private.divert_material_edit, security definer because members hold no write privilege on idea_edits);
 * function private.review_idea_edit (new, security definer, for authenticated). Nothing destructive.
 */

/* Section - idea_edits */

create table public.idea_edits (
  idea_id uuid primary key references public.ideas (id) on delete cascade,
  author_id uuid not null references public.profiles (id) on delete cascade,
  -- The same bounds as public.ideas: an approved edit must fit the idea it replaces.
  title text not null check (char_length(btrim(title)) >= 5 and char_length(title) <= 100),
  description text not null check (char_length(btrim(description)) >= 50 and char_length(description) <= 2000),
  category text not null
    check (category in ('technology', 'healthcare', 'finance', 'education', 'entertainment', 'other')),
  target_market text not null check (char_length(btrim(target_market)) >= 10 and char_length(target_market) <= 500),
  business_model text not null
    check (char_length(btrim(business_model)) >= 10 and char_length(business_model) <= 500),
  submitted_at timestamptz not null default now()
);
comment on table public.idea_edits is
  'An author''s change to the material fields of an approved idea, waiting for an administrator''s review.';

alter table public.idea_edits enable row level security;

create index idea_edits_author_id_idx on public.idea_edits (author_id);
create index idea_edits_submitted_at_idx on public.idea_edits (submitted_at);

-- Written only by the trigger and the review function (both run as their owner): no API role writes it.
revoke all on public.idea_edits from anon, authenticated;
grant select on public.idea_edits to authenticated;
grant all on public.idea_edits to service_role;

-- SELECT(idea_edits) authenticated: the author sees their own pending edit, administrators every one.
create policy "authors read their pending edits, administrators all"
  on public.idea_edits for select to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

/* Section - the trigger */

create function private.divert_material_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select private.is_admin()) or new.author_id is distinct from (select auth.uid()) then
    return new;
  end if;
  if (new.title, new.description, new.category, new.target_market, new.business_model)
     is not distinct from (old.title, old.description, old.category, old.target_market, old.business_model) then
    -- Nothing material changed: an edit of the other fields leaves a waiting edit as it is.
    return new;
  end if;
  insert into public.idea_edits as e (idea_id, author_id, title, description, category, target_market, business_model)
  values (new.id, new.author_id, new.title, new.description, new.category, new.target_market, new.business_model)
  on conflict (idea_id) do update
    set title = excluded.title, description = excluded.description, category = excluded.category,
        target_market = excluded.target_market, business_model = excluded.business_model, submitted_at = now();
  new.title := old.title;
  new.description := old.description;
  new.category := old.category;
  new.target_market := old.target_market;
  new.business_model := old.business_model;
  return new;
end;
$$;
comment on function private.divert_material_edit() is
  'Moves an author''s change to the material fields of an approved idea into its pending edit.';

revoke execute on function private.divert_material_edit() from public, anon, authenticated;

-- Fires before ideas_set_updated_at (triggers fire in name order); only approved ideas that stay approved.
create trigger ideas_divert_material_edit
  before update of title, description, category, target_market, business_model
  on public.ideas
  for each row
  when (old.status = 'approved' and new.status = 'approved')
  execute function private.divert_material_edit();

/* Section - the review */

/*
 * Error codes (the API maps them): 42501 not an administrator, P0002 no pending edit for this idea, 22023 a
 * decision other than approved or rejected.
 */
create function private.review_idea_edit(p_idea_id uuid, p_decision text, p_reason text default null)
returns setof public.ideas
language plpgsql
security definer
set search_path = ''
as $$
declare
  verb text := case p_decision when 'approved' then 'approve' when 'rejected' then 'reject' end;
  edit public.idea_edits;
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
    -- The place for a 're-approved after an edit' event (notification, mail) to the author, edit.author_id.
  else
    -- The place for an 'edit rejected' event to the author, with nullif(btrim(p_reason), '') as the reason.
    null;
  end if;
  return query select * from public.ideas where id = p_idea_id;
end;
$$;
comment on function private.review_idea_edit(uuid, text, text) is
  'An administrator''s decision on an approved idea''s pending edit: approved applies it, rejected drops it.';

revoke execute on function private.review_idea_edit(uuid, text, text) from public, anon;
grant execute on function private.review_idea_edit(uuid, text, text) to authenticated, service_role;
