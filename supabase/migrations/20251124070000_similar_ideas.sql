/*
 * Duplicates caught early: the approved ideas whose title looks like a given one (GET /api/ideas/similar, the
 * similar-ideas box on /submit and the likely duplicates on each pending card of the admin queue).
 *
 * Similarity is pg_trgm's trigram similarity of the titles (0 to 1: the share of three-letter groups two texts have
 * in common), which forgives typos, plurals and word order. An idea is a candidate when its title reaches 0.35 (see
 * docs/decisions.md for why that figure); when a description is given, the figure returned is weighted 0.7 title and
 * 0.3 description, so two ideas with near titles and near texts rank first.
 *
 * Why a security-definer function: as anon or authenticated the trigram operators sit behind the ideas' SELECT
 * policies and are not leakproof, so Postgres would not use the trigram index and would compare every visible
 * title (the same reason as private.search_idea_page). Only approved ideas are ever suggested, and those are the
 * ideas every caller may see, so the function shows nobody more than the policies do; it returns ids and figures,
 * and the API then reads those ideas from public.ideas as the caller.
 *
 * Why a GiST index restricted to approved ideas: GiST answers "nearest titles first" (the <-> distance) straight
 * from the index, so the three best candidates are found without ranking every title that passes the threshold.
 *
 * Affects: index ideas_approved_title_trgm_idx on public.ideas (new), function private.similar_ideas (new).
 * Nothing destructive.
 */

create index ideas_approved_title_trgm_idx on public.ideas
  using gist (title extensions.gist_trgm_ops)
  where status = 'approved';

create function private.similar_ideas(p_title text, p_description text default null, p_limit integer default 3)
returns table (id uuid, similarity real)
language plpgsql
stable
security definer
set search_path = ''
-- The % operator below (and the index) use this threshold; set here, it holds only while the function runs.
set pg_trgm.similarity_threshold = 0.35
rows 3
as $$
begin
  return query
    select c.id,
      round((case
        when coalesce(p_description, '') = '' then c.title_similarity
        else 0.7 * c.title_similarity + 0.3 * extensions.similarity(c.description, p_description)
      end)::numeric, 2)::real
    from (
      select i.id, i.description, extensions.similarity(i.title, p_title) as title_similarity
      from public.ideas as i
      where i.status = 'approved'
        and i.title operator(extensions.%) p_title
      order by i.title operator(extensions.<->) p_title
      limit 20
    ) as c
    order by 2 desc, c.title_similarity desc, c.id
    limit least(greatest(p_limit, 0), 10);
end;
$$;
comment on function private.similar_ideas(text, text, integer) is
  'Ids and similarity figures of the approved ideas whose title looks like the given one, best first.';

revoke execute on function private.similar_ideas(text, text, integer) from public;
grant execute on function private.similar_ideas(text, text, integer) to anon, authenticated, service_role;
