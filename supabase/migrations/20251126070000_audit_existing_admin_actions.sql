/*
 * The administrative actions that existed before the audit log now leave an entry in it, written by triggers on
 * the tables they change, in the action's own transaction (an action rolled back leaves no entry).
 *
 * Rules enforced here, each only when the actor (auth.uid()) is an administrator; the service role, the schedule
 * and members record nothing:
 *   - ideas: a status change records idea.approve (to approved), idea.reject (to rejected) or idea.send_back
 *     (approved back to pending), with the status before and after and the rejection reason;
 *   - ideas: an administrator's change of another member's idea records idea.edit with the content columns that
 *     changed (listed below: bookkeeping columns such as totals, timestamps or a trash mark never count), each
 *     before and after. An administrator's edit of their own idea is a member's edit, not an administrative act;
 *   - idea_edits: an administrator's decision on a pending edit (its status from pending to approved or rejected,
 *     written just before the row goes) records edit.approve, with every content column the edit changes on the
 *     idea before and after, or edit.reject with the reason. Applying the approved edit to the idea is part of that
 *     decision, not a separate idea.edit;
 *   - profiles: is_admin records user.promote or user.demote (an administrator demoting themselves too: they were
 *     one when they acted); subscription_tier records user.tier;
 *   - roadmap_items: insert, update (the changed fields) and delete record roadmap.create, roadmap.update and
 *     roadmap.delete. A move swaps two positions in three updates; only its last step (the moved item leaving the
 *     spare negative position) is recorded, as one position change;
 *   - comments: an administrator's delete of another member's comment records comment.delete, whether the row
 *     goes or is emptied because it has replies. Cascades (an idea or a parent going) record nothing;
 *   - before and after hold only the fields that changed, text cut to 200 characters.
 *
 * The trigger functions are security definer (owner postgres): private.record_audit is not executable by anon or
 * authenticated, and neither are these functions.
 *
 * Affects: new functions private.audit_bound, private.audit_diff, private.audit_idea_content,
 * private.audit_idea_change, private.audit_edit_decision, private.audit_profile_change,
 * private.audit_roadmap_change, private.audit_comment_delete; new triggers on public.ideas, public.idea_edits,
 * public.profiles, public.roadmap_items, public.comments. Nothing destructive.
 */

/* Section - helpers */

create function private.audit_bound(p_value jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  -- Long texts (descriptions, comment bodies, links) would make the log a copy of the tables.
  return case jsonb_typeof(p_value)
    when 'string' then
      case when length(p_value #>> '{}') > 200 then to_jsonb(left(p_value #>> '{}', 200) || '…') else p_value end
    when 'array' then
      (select coalesce(jsonb_agg(private.audit_bound(e.value) order by e.n), '[]'::jsonb)
       from jsonb_array_elements(p_value) with ordinality as e(value, n))
    when 'object' then
      (select coalesce(jsonb_object_agg(o.key, private.audit_bound(o.value)), '{}'::jsonb)
       from jsonb_each(p_value) as o(key, value))
    else p_value
  end;
end;
$$;
comment on function private.audit_bound(jsonb) is 'A value as the audit log keeps it: every text cut to 200 characters.';
revoke execute on function private.audit_bound(jsonb) from public, anon, authenticated;

create function private.audit_diff(
  p_old jsonb,
  p_new jsonb,
  p_columns text[],
  out before jsonb,
  out after jsonb
)
language sql
immutable
set search_path = ''
as $$
  select jsonb_object_agg(c.name, private.audit_bound(p_old -> c.name)),
         jsonb_object_agg(c.name, private.audit_bound(p_new -> c.name))
  from unnest(p_columns) as c(name)
  where (p_old -> c.name) is distinct from (p_new -> c.name);
$$;
comment on function private.audit_diff(jsonb, jsonb, text[]) is
  'The named columns that differ between two rows, before and after (both null when none does).';
revoke execute on function private.audit_diff(jsonb, jsonb, text[]) from public, anon, authenticated;

-- What a visitor or the review sees of an idea: the columns an author may change, all of which an edit proposes.
-- Nothing the database keeps for itself (totals, timestamps, the trash mark) is an edit.
create function private.audit_idea_content(p_old jsonb, p_new jsonb, out before jsonb, out after jsonb)
language sql
immutable
set search_path = ''
as $$
  select d.before, d.after
  from private.audit_diff(p_old, p_new, array[
    'title', 'description', 'category', 'target_market', 'business_model', 'competitors', 'funding_needed',
    'timeline', 'tags', 'website_url', 'social_media', 'pitch_deck_path'
  ]) as d;
$$;
comment on function private.audit_idea_content(jsonb, jsonb) is
  'The content columns of an idea that differ between two versions, before and after.';
revoke execute on function private.audit_idea_content(jsonb, jsonb) from public, anon, authenticated;

/* Section - ideas */

create function private.audit_idea_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  review_action text;
  changed record;
begin
  if not (select private.is_admin()) then
    return null;
  end if;
  if old.status is distinct from new.status then
    review_action := case
      when new.status = 'approved' then 'idea.approve'
      when new.status = 'rejected' then 'idea.reject'
      when old.status = 'approved' and new.status = 'pending' then 'idea.send_back'
    end;
    if review_action is not null then
      perform private.record_audit(
        review_action, 'idea', new.id::text,
        jsonb_build_object('status', old.status),
        jsonb_strip_nulls(jsonb_build_object('status', new.status, 'reason', left(new.rejection_reason, 200)))
      );
    end if;
  end if;
  -- The approved edit's application was recorded with its decision (edit.approve); an administrator's edit of
  -- their own idea is a member's edit.
  if coalesce(pg_catalog.current_setting('ideaboard.audit_applying_edit', true), '') = new.id::text then
    perform pg_catalog.set_config('ideaboard.audit_applying_edit', '', true);
    return null;
  end if;
  if new.author_id is not distinct from (select auth.uid()) then
    return null;
  end if;
  select c.before, c.after into changed from private.audit_idea_content(to_jsonb(old), to_jsonb(new)) as c;
  if changed.before is not null then
    perform private.record_audit('idea.edit', 'idea', new.id::text, changed.before, changed.after);
  end if;
  return null;
end;
$$;
comment on function private.audit_idea_change() is
  'Trigger function: records an administrator''s review decision on an idea or change of its content.';
revoke execute on function private.audit_idea_change() from public, anon, authenticated;

-- Ratings update every idea's totals and the trash its mark: naming the columns keeps this trigger off those paths.
create trigger audit_idea_change
  after update of status, title, description, category, target_market, business_model, competitors, funding_needed,
    timeline, tags, website_url, social_media, pitch_deck_path on public.ideas
  for each row
  execute function private.audit_idea_change();

/* Section - idea edits */

create function private.audit_edit_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed record;
begin
  if not (select private.is_admin()) then
    return null;
  end if;
  if new.status = 'approved' then
    select c.before, c.after into changed
    from public.ideas as i, private.audit_idea_content(to_jsonb(i), to_jsonb(new)) as c
    where i.id = new.idea_id;
    perform private.record_audit('edit.approve', 'idea_edit', new.idea_id::text,
      jsonb_build_object('status', old.status) || coalesce(changed.before, '{}'::jsonb),
      jsonb_build_object('status', new.status) || coalesce(changed.after, '{}'::jsonb));
    -- The idea's update that follows applies this edit: it is this decision, not another edit.
    perform pg_catalog.set_config('ideaboard.audit_applying_edit', new.idea_id::text, true);
  else
    perform private.record_audit('edit.reject', 'idea_edit', new.idea_id::text,
      jsonb_build_object('status', old.status),
      jsonb_strip_nulls(jsonb_build_object('status', new.status, 'reason', left(new.rejection_reason, 200))));
  end if;
  return null;
end;
$$;
comment on function private.audit_edit_decision() is
  'Trigger function: records an administrator''s decision on an idea''s pending edit.';
revoke execute on function private.audit_edit_decision() from public, anon, authenticated;

create trigger audit_edit_decision
  after update of status on public.idea_edits
  for each row when (old.status = 'pending' and new.status in ('approved', 'rejected'))
  execute function private.audit_edit_decision();

/* Section - members */

create function private.audit_profile_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An administrator who demotes themselves is no longer one once the row is changed: they were when they acted.
  if not (case when new.id = (select auth.uid()) then old.is_admin else (select private.is_admin()) end) then
    return null;
  end if;
  if old.is_admin is distinct from new.is_admin then
    perform private.record_audit(
      case when new.is_admin then 'user.promote' else 'user.demote' end, 'user', new.id::text,
      jsonb_build_object('is_admin', old.is_admin), jsonb_build_object('is_admin', new.is_admin)
    );
  end if;
  if old.subscription_tier is distinct from new.subscription_tier then
    perform private.record_audit(
      'user.tier', 'user', new.id::text,
      jsonb_build_object('subscription_tier', old.subscription_tier),
      jsonb_build_object('subscription_tier', new.subscription_tier)
    );
  end if;
  return null;
end;
$$;
comment on function private.audit_profile_change() is
  'Trigger function: records an administrator''s promotion, demotion or tier change of a member.';
revoke execute on function private.audit_profile_change() from public, anon, authenticated;

create trigger audit_profile_change
  after update of is_admin, subscription_tier on public.profiles
  for each row
  when (old.is_admin is distinct from new.is_admin or old.subscription_tier is distinct from new.subscription_tier)
  execute function private.audit_profile_change();

/* Section - roadmap */

create function private.audit_roadmap_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  fields constant text[] := array['quarter', 'theme', 'label', 'status'];
  changed record;
begin
  if not (select private.is_admin()) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.record_audit('roadmap.create', 'roadmap_item', new.id::text, null,
      private.audit_bound(jsonb_build_object('quarter', new.quarter, 'theme', new.theme, 'label', new.label,
                                             'status', new.status)));
  elsif tg_op = 'DELETE' then
    perform private.record_audit('roadmap.delete', 'roadmap_item', old.id::text,
      private.audit_bound(jsonb_build_object('quarter', old.quarter, 'theme', old.theme, 'label', old.label,
                                             'status', old.status)), null);
  else
    select d.before, d.after into changed from private.audit_diff(to_jsonb(old), to_jsonb(new), fields) as d;
    -- A move: the item steps aside to the negative of its position, the other item takes it, and the item
    -- leaves the negative spot for the other's. Only that last step names the move, from where it really was.
    if old.position < 0 and new.position >= 0 then
      changed.before := coalesce(changed.before, '{}'::jsonb) || jsonb_build_object('position', -old.position);
      changed.after := coalesce(changed.after, '{}'::jsonb) || jsonb_build_object('position', new.position);
    end if;
    if changed.before is not null then
      perform private.record_audit('roadmap.update', 'roadmap_item', new.id::text, changed.before, changed.after);
    end if;
  end if;
  return null;
end;
$$;
comment on function private.audit_roadmap_change() is
  'Trigger function: records an administrator''s addition, change, move or removal of a roadmap item.';
revoke execute on function private.audit_roadmap_change() from public, anon, authenticated;

create trigger audit_roadmap_change
  after insert or update or delete on public.roadmap_items
  for each row execute function private.audit_roadmap_change();

/* Section - comments */

create function private.audit_comment_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.deleted_at is not null
     or old.author_id is not distinct from (select auth.uid())
     or not (select private.is_admin()) then
    return null;
  end if;
  -- A row that goes under a cascade (its idea or its parent deleted) was not deleted by anyone's choice.
  if tg_op = 'DELETE' and pg_catalog.pg_trigger_depth() > 1 then
    return null;
  end if;
  perform private.record_audit('comment.delete', 'comment', old.id::text,
    jsonb_build_object('body', private.audit_bound(to_jsonb(old.body)), 'author_id', old.author_id,
                       'idea_id', old.idea_id),
    null);
  return null;
end;
$$;
comment on function private.audit_comment_delete() is
  'Trigger function: records an administrator''s deletion of another member''s comment.';
revoke execute on function private.audit_comment_delete() from public, anon, authenticated;

-- A comment with replies is emptied (deleted_at set) instead of removed: that update is the deletion.
create trigger audit_comment_delete
  after delete on public.comments
  for each row execute function private.audit_comment_delete();
create trigger audit_comment_emptied
  after update of deleted_at on public.comments
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function private.audit_comment_delete();
