// The SQL of /api/ideas: the leaderboard's page and a member's new idea. (One idea's read, edit and delete are
// shared with other resources: ../common/ideas.sql.ts.)
import type postgres from 'postgres';
import type { IdeaInput, IdeaListQuery, SimilarIdeasQuery } from '../../../_shared/schemas/ideas.ts';
import type { Tables } from '../../../_shared/database.types.ts';
import type { NeverNull } from '../../../_shared/pg-rows.ts';
import type { RoadmapStatus } from '../../../_shared/schemas/constants.ts';
import { IDEA_FROM, type ScoreColumn } from '../common/ideas.sql.ts';

/** A timestamp as JavaScript's Date#toJSON writes it, so both ways of shaping an idea answer alike. */
const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One idea in the API's JSON shape (the same as toIdea, without a signed deck URL), built by Postgres: a list
 * answer then passes 50 ready JSON texts through (as bytes) instead of parsing 1 350 values and serialising them again.
 */
export const IDEA_JSON = `json_build_object(
  'id', i.id, 'title', i.title, 'description', i.description, 'category', i.category,
  'targetMarket', i.target_market, 'businessModel', i.business_model, 'competitors', i.competitors,
  'fundingNeeded', i.funding_needed::float8, 'timeline', i.timeline, 'tags', i.tags, 'websiteUrl', i.website_url,
  'socialMedia', i.social_media, 'hasPitchDeck', i.pitch_deck_path is not null, 'pitchDeckUrl', null,
  'authorId', i.author_id, 'author', json_build_object('displayName', p.display_name), 'status', i.status,
  'rejectionReason', i.rejection_reason, 'reviewedAt', ${utc('i.reviewed_at')}, 'createdAt', ${utc('i.created_at')},
  'updatedAt', ${utc('i.updated_at')}, 'finalScore', i.final_score::float8, 'totalRatings', i.total_ratings,
  'commentCount', i.comment_count,
  'marketDemandScore', i.market_demand_score::float8, 'innovationScore', i.innovation_score::float8,
  'competitionScore', i.competition_score::float8, 'adjustedScore', i.adjusted_score::float8,
  'adjustedMarketDemand', i.market_demand_adjusted::float8, 'adjustedInnovation', i.innovation_adjusted::float8,
  'adjustedCompetition', i.competition_adjusted::float8, 'spread', i.spread::float8,
  'marketDemandSpread', i.market_demand_spread::float8, 'innovationSpread', i.innovation_spread::float8,
  'competitionSpread', i.competition_spread::float8, 'scoreMargin', i.score_margin::float8
)::text as idea`;

const SORT_COLUMNS = {
  finalScore: 'i.final_score',
  adjustedScore: 'i.adjusted_score',
  spread: 'i.spread',
  totalRatings: 'i.total_ratings',
  createdAt: 'i.created_at',
} as const;

/** The ideas' sort indexes lead with this expression (after the status and category). */
const RATED_FIRST = '(i.total_ratings > 0) desc';

/** The ILIKE pattern of a search term: its wildcards match themselves. */
const searchPattern = (search: string) => `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** How many ideas the list's filters match among those the caller may see: the leaderboard's total. */
export function countSql(query: IdeaListQuery): { text: string; params: unknown[] } {
  return {
    text: 'select private.idea_count($1, $2, $3)::int as total',
    params: [query.search ? searchPattern(query.search) : null, query.status, query.category ?? null],
  };
}

/** The leaderboard's page of ideas, one JSON text per idea; the benchmarks send this same SQL straight to Postgres to compare. */
export function listSql(query: IdeaListQuery): { text: string; params: unknown[] } {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  // Rated ideas first in either direction (migration 20251125010000): an unrated idea's zeros are no score.
  const orderBy = [
    RATED_FIRST,
    ...[SORT_COLUMNS[query.sort], ...(query.sort === 'createdAt' ? [] : ['i.created_at']), 'i.id'].map(
      (column) => `${column} ${direction}`,
    ),
  ].join(', ');
  if (query.search) {
    // The page is chosen by a security-definer function, which the planner can plan with statistics (migration
    // 20251122000200); the ideas are then read as the caller, under the policies.
    const pattern = searchPattern(query.search);
    return {
      text: `select ${IDEA_JSON} ${IDEA_FROM}
        where i.id in (select private.search_idea_page($1, $2, $3, $4, $5, $6, $7))
        order by ${orderBy}`,
      params: [pattern, query.status, query.category ?? null, query.sort, direction, query.limit, query.offset],
    };
  }
  const params: unknown[] = [query.status];
  const where = ['i.status = $1'];
  if (query.category) {
    params.push(query.category);
    where.push(`i.category = $${params.length}`);
  }
  params.push(query.limit, query.offset);
  const text = `select ${IDEA_JSON} ${IDEA_FROM} where ${where.join(' and ')}
    order by ${orderBy} limit $${params.length - 1} offset $${params.length}`;
  return { text, params };
}

/** Inserts the caller's new idea (pending, as the table's default says) and returns its id. */
export async function insertIdea(
  tx: postgres.TransactionSql,
  authorId: string,
  input: IdeaInput,
  deckPath: string | null,
): Promise<string> {
  const [created] = await tx<{ id: string }[]>`
    insert into public.ideas (
      author_id, title, description, category, target_market, business_model, competitors,
      funding_needed, timeline, tags, website_url, social_media, pitch_deck_path
    ) values (
      ${authorId}, ${input.title}, ${input.description}, ${input.category}, ${input.targetMarket},
      ${input.businessModel}, ${input.competitors}, ${input.fundingNeeded}, ${input.timeline}, ${tx.array(input.tags, 25)},
      ${input.websiteUrl}, ${tx.json(input.socialMedia)}, ${deckPath}
    ) returning id`;
  return created!.id;
}

type DetailColumn = Exclude<ScoreColumn, 'final_score' | 'adjusted_score' | 'spread'>;

export type ScoresRow = NeverNull<
  Pick<
    Tables<'ideas'>,
    | 'category'
    | 'total_ratings'
    | 'score_margin'
    | DetailColumn
    | 'market_demand_histogram'
    | 'innovation_histogram'
    | 'competition_histogram'
  >,
  DetailColumn
> & {
  // private.category_score_medians: null while the category has no rated approved idea.
  market_demand_median: number | null;
  innovation_median: number | null;
  competition_median: number | null;
};

/** One idea's score details beside its category's medians; null when the caller cannot see the idea. */
export async function ideaScores(tx: postgres.TransactionSql, id: string): Promise<ScoresRow | null> {
  const [row] = await tx<ScoresRow[]>`
    select i.category, i.total_ratings, i.score_margin::float8 as score_margin,
      i.market_demand_score::float8 as market_demand_score, i.innovation_score::float8 as innovation_score,
      i.competition_score::float8 as competition_score,
      i.market_demand_adjusted::float8 as market_demand_adjusted,
      i.innovation_adjusted::float8 as innovation_adjusted, i.competition_adjusted::float8 as competition_adjusted,
      i.market_demand_spread::float8 as market_demand_spread, i.innovation_spread::float8 as innovation_spread,
      i.competition_spread::float8 as competition_spread,
      i.market_demand_histogram, i.innovation_histogram, i.competition_histogram,
      m.market_demand::float8 as market_demand_median, m.innovation::float8 as innovation_median,
      m.competition::float8 as competition_median
    from public.ideas as i
    cross join lateral private.category_score_medians(i.category) as m
    where i.id = ${id}`;
  return row ?? null;
}

export type SimilarIdea = Pick<Tables<'ideas'>, 'id' | 'title' | 'category'> & { similarity: number };

/**
 * The approved ideas that look like the query's title, best first. private.similar_ideas picks them with the trigram
 * index (migration 20251124070000); they are then read as the caller, so the policies still decide what is returned.
 */
export async function similarIdeas(tx: postgres.TransactionSql, query: SimilarIdeasQuery): Promise<SimilarIdea[]> {
  return await tx<SimilarIdea[]>`
    select i.id, i.title, i.category, s.similarity::float8 as similarity
    from private.similar_ideas(${query.title}, ${query.description ?? null}, 3) with ordinality as s(id, similarity, n)
    join public.ideas as i on i.id = s.id
    order by s.n`;
}

export interface IdeaContextRow {
  followers: number;
  following: boolean;
  roadmap_item: {
    id: number;
    quarter: string;
    label: string;
    status: RoadmapStatus;
    shipped_at: string | null;
  } | null;
}

/**
 * What one idea's page shows beside the idea: its followers (private.idea_follow_state, which answers no row for an
 * idea the caller cannot see) and its roadmap item. Null when the caller cannot see the idea.
 */
export async function ideaContext(tx: postgres.TransactionSql, id: string): Promise<IdeaContextRow | null> {
  const [row] = await tx<IdeaContextRow[]>`
    select s.followers, s.following,
           (select jsonb_build_object('id', r.id, 'quarter', r.quarter, 'label', r.label, 'status', r.status,
                                      'shipped_at', r.shipped_at)
            from public.ideas as i join public.roadmap_items as r on r.id = i.roadmap_item_id
            where i.id = ${id}) as roadmap_item
    from private.idea_follow_state(${id}) as s`;
  return row ?? null;
}
