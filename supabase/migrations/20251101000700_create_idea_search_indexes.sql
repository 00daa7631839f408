/*
 * Leaderboard search and sorting at scale: indexes for GET /api/ideas (search in title, description and tags;
 * sort by score, number of ratings or date; filter by category), so it stays fast at 100 000 ideas.
 *
 * Affects: function private.idea_search_text (new), indexes on public.ideas (new).
 * Nothing destructive.
 */

-- Immutable so it can be indexed: text[] elements print the same whatever the settings.
create function private.idea_search_text(title text, description text, tags text[])
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select title || ' ' || description || ' ' || array_to_string(tags, ' ');
$$;
comment on function private.idea_search_text(text, text, text[]) is
  'What the leaderboard search matches against: title, description and tags.';

grant execute on function private.idea_search_text(text, text, text[]) to anon, authenticated, service_role;

create index ideas_search_trgm_idx on public.ideas
  using gin (private.idea_search_text(title, description, tags) extensions.gin_trgm_ops);

-- One index per sort, each ending in the tie-breakers the API orders by, so a page is an index range scan.
create index ideas_status_score_idx on public.ideas (status, final_score, created_at, id);
create index ideas_status_ratings_idx on public.ideas (status, total_ratings, created_at, id);
create index ideas_status_created_idx on public.ideas (status, created_at, id);
create index ideas_status_category_score_idx on public.ideas (status, category, final_score, created_at, id);
