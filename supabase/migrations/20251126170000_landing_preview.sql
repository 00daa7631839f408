/*
 * What a published landing page's preview image shows (GET /api/p/{slug}/preview.png, the picture link previews
 * show when the page is shared): the page's title, description and accent colour, and, when its idea is approved,
 * the idea's category, trusted (adjusted) score and number of ratings.
 *
 * Why a function: visitors have no right on public.landing_pages, and the public page's own read
 * (private.get_public_landing_page) answers the verdict but not the category or the adjusted score.
 *
 * Rules enforced here, whoever calls:
 *   - only a published page whose idea is not in the trash answers a row, exactly as the public page reads; a draft,
 *     an unknown address or a trashed idea's page answers none;
 *   - the idea's category and scores come only while it is approved (a pending or rejected idea shows no verdict
 *     on its public page either); nothing else of the idea or the page (owner, waitlist, sections) is answered.
 *
 * No table or policy changes. Affects: private.get_landing_preview (new). Nothing destructive.
 */

-- Security definer: visitors have no right on landing_pages; the function answers only what the public page shows.
create function private.get_landing_preview(p_slug text)
returns table (
  title text,
  description text,
  accent text,
  category text,
  adjusted_score numeric,
  total_ratings integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select lp.content ->> 'title', lp.content ->> 'description', lp.content ->> 'accent', i.category,
         i.adjusted_score, i.total_ratings
  from public.landing_pages as lp
  join public.ideas as live on live.id = lp.idea_id and live.deleted_at is null
  left join public.ideas as i on i.id = lp.idea_id and i.status = 'approved'
  where lp.slug = p_slug and lp.published_at is not null;
$$;
comment on function private.get_landing_preview(text) is
  'What a published landing page''s preview image shows: title, description, accent; category and trusted score while its idea is approved.';

revoke execute on function private.get_landing_preview(text) from public;
grant execute on function private.get_landing_preview(text) to anon, authenticated, service_role;
