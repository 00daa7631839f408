/*
 * A landing page's content is checked by the database, not only by the API.
 *
 * Why: members can write their pages through the Data API as well as through /api, and the public page, the
 * editor and the exported file all trust the content's shape. An accent colour that is not a colour would be
 * written into the page's styles (a CSS injection on a public page, a broken <style> in the exported file), and a
 * content without its eight sections breaks every screen that shows it. The API's schema (LandingContent in
 * supabase/functions/_shared/schemas/landing-pages.ts) and this check hold the same bounds.
 *
 * The rule: an object with exactly the keys title (1-70 characters), description (at most 200), accent (#rrggbb),
 * mode (light or dark) and sections: an array of the eight section kinds, each once, each an object with exactly
 * kind, hidden (true or false), heading (at most 160 characters) and body (at most 2000).
 *
 * Affects: function private.is_landing_content (new, invoker, immutable; members may execute it because a check
 * runs as the writer); check constraint landing_pages_content_shape on public.landing_pages (new; existing rows
 * are checked when it is added). Nothing destructive.
 */

create function private.is_landing_content(content jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- Nested CASEs, not AND chains: Postgres does not promise to evaluate AND from left to right, and the key
  -- removals below raise an error on a scalar.
  select case
    when jsonb_typeof(content) is distinct from 'object' then false
    when (content - array['title', 'description', 'accent', 'mode', 'sections']) <> '{}'::jsonb
      or jsonb_typeof(content -> 'title') is distinct from 'string'
      or jsonb_typeof(content -> 'description') is distinct from 'string'
      or jsonb_typeof(content -> 'sections') is distinct from 'array'
      then false
    else
      char_length(content ->> 'title') between 1 and 70
      and char_length(content ->> 'description') <= 200
      and coalesce((content ->> 'accent') ~ '^#[0-9a-fA-F]{6}$', false)
      and coalesce((content ->> 'mode') in ('light', 'dark'), false)
      and jsonb_array_length(content -> 'sections') = 8
      and coalesce((
        select count(distinct s ->> 'kind') = 8
          and bool_and(
            case
              when jsonb_typeof(s) is distinct from 'object' then false
              else (s - array['kind', 'hidden', 'heading', 'body']) = '{}'::jsonb
                and coalesce((s ->> 'kind') in ('hero', 'problem', 'solution', 'audience', 'business_model',
                                                'difference', 'verdict', 'waitlist'), false)
                and jsonb_typeof(s -> 'hidden') is not distinct from 'boolean'
                and jsonb_typeof(s -> 'heading') is not distinct from 'string'
                and jsonb_typeof(s -> 'body') is not distinct from 'string'
                and coalesce(char_length(s ->> 'heading') <= 160, false)
                and coalesce(char_length(s ->> 'body') <= 2000, false)
            end)
        from jsonb_array_elements(content -> 'sections') as s
      ), false)
  end
$$;

comment on function private.is_landing_content(jsonb) is
  'Whether a landing page''s content has the shape and bounds every screen of it relies on.';

revoke execute on function private.is_landing_content(jsonb) from public;
grant execute on function private.is_landing_content(jsonb) to authenticated, service_role;

alter table public.landing_pages
  add constraint landing_pages_content_shape check (private.is_landing_content(content));
