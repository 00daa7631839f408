/*
 * The leaderboard's total without counting the ideas on every read.
 *
 * Why: private.idea_count (migration 20251125010000) counted the matching ideas on each request: at 80 000
 * approved ideas that reads every one of them, 70-90 ms, where the page itself takes about 1 ms. The number of
 * ideas per status and category is now kept in private.idea_totals by triggers on public.ideas, and the count
 * without a search term reads at most six of its rows. A member's own pending or rejected ideas are still counted
 * (their author index holds a few), and so are a search's matches (planned with the pattern, as the search is).
 *
 * Rules enforced here:
 *   - private.idea_totals holds, per status and category, exactly how many ideas there are: statement triggers
 *     add what an INSERT or COPY wrote and take away what a DELETE removed (one row per status and category, in
 *     key order, whatever the number of ideas), a row trigger moves an idea whose status or category changed, and
 *     TRUNCATE empties it. A bulk load that skips triggers (session_replication_role = replica) calls
 *     private.recount_idea_totals() afterwards;
 *   - nobody reads or writes it directly (RLS on, no policy, no privilege for anon or authenticated): the counts
 *     reach callers only through private.idea_count, which gives a visitor or member the approved ideas' totals
 *     and an administrator every status's, as the ideas' SELECT policies would.
 *
 * Affects: private.idea_totals (new, filled from public.ideas), private.keep_idea_totals and its four triggers on
 * public.ideas, private.recount_idea_totals (new), private.idea_count (replaced; same arguments and answer). Nothing
 * destructive.
 */

create table private.idea_totals (
  status text not null,
  category text not null,
  ideas bigint not null check (ideas >= 0),
  primary key (status, category)
);
comment on table private.idea_totals is 'How many ideas there are per status and category: the leaderboard''s totals.';

alter table private.idea_totals enable row level security;
revoke all on private.idea_totals from anon, authenticated;
-- anon: no policy. Visitors read the approved ideas' totals through private.idea_count only.
-- authenticated: no policy. Members read totals through private.idea_count only, which hides the other statuses'
-- from all but administrators; only the triggers below write.

/* Section - keeping the totals */

create function private.recount_idea_totals()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.idea_totals;
  insert into private.idea_totals (status, category, ideas)
  select i.status, i.category, count(*) from public.ideas as i group by 1, 2;
$$;
comment on function private.recount_idea_totals() is
  'Counts the ideas per status and category again: after a bulk load that skipped the triggers.';
revoke execute on function private.recount_idea_totals() from public, anon, authenticated;

-- One function for the four triggers below: what changes in the totals follows from the event.
create function private.keep_idea_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into private.idea_totals as t (status, category, ideas)
    select n.status, n.category, count(*) from new_ideas as n group by 1, 2 order by 1, 2
    on conflict (status, category) do update set ideas = t.ideas + excluded.ideas;
  elsif tg_op = 'DELETE' then
    update private.idea_totals as t set ideas = t.ideas - o.ideas
    from (select status, category, count(*) as ideas from old_ideas group by 1, 2 order by 1, 2) as o
    where t.status = o.status and t.category = o.category;
  elsif tg_op = 'UPDATE' then
    -- The two rows in key order, so two moves in opposite directions cannot wait on each other.
    if (old.status, old.category) < (new.status, new.category) then
      update private.idea_totals set ideas = ideas - 1 where status = old.status and category = old.category;
    end if;
    insert into private.idea_totals as t (status, category, ideas) values (new.status, new.category, 1)
    on conflict (status, category) do update set ideas = t.ideas + 1;
    if (old.status, old.category) > (new.status, new.category) then
      update private.idea_totals set ideas = ideas - 1 where status = old.status and category = old.category;
    end if;
  else
    delete from private.idea_totals;
  end if;
  return null;
end;
$$;
comment on function private.keep_idea_totals() is
  'Keeps private.idea_totals: ideas inserted, deleted, moved to another status or category, truncated.';
revoke execute on function private.keep_idea_totals() from public, anon, authenticated;

create trigger ideas_add_totals after insert on public.ideas
  referencing new table as new_ideas for each statement execute function private.keep_idea_totals();
create trigger ideas_remove_totals after delete on public.ideas
  referencing old table as old_ideas for each statement execute function private.keep_idea_totals();
create trigger ideas_move_total after update of status, category on public.ideas
  for each row when (old.status is distinct from new.status or old.category is distinct from new.category)
  execute function private.keep_idea_totals();
create trigger ideas_clear_totals after truncate on public.ideas
  for each statement execute function private.keep_idea_totals();

select private.recount_idea_totals();

/* Section - the count */

create or replace function private.idea_count(p_pattern text, p_status text, p_category text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
begin
  if p_pattern is null and (p_status = 'approved' or (select private.is_admin())) then
    return coalesce(
      (select sum(t.ideas) from private.idea_totals as t
        where t.status = p_status and (p_category is null or t.category = p_category)),
      0
    )::bigint;
  end if;
  if p_pattern is null then
    -- Only their own ideas of another status are visible to a member, none to a visitor.
    return (
      select count(*) from public.ideas as i
      where i.author_id = (select auth.uid()) and i.status = p_status
        and (p_category is null or i.category = p_category)
    );
  end if;
  -- Dynamic, like the search: a plan for this pattern and category.
  execute
    'select count(*) from public.ideas as i
      where private.idea_search_text(i.title, i.description, i.tags) ilike $1
        and i.status = $2
        and ($3::text is null or i.category = $3)
        and (i.status = ''approved''
             or private.can_see_idea(i.status, i.author_id, (select auth.uid()), (select private.is_admin())))'
    into total
    using p_pattern, p_status, p_category;
  return total;
end;
$$;
