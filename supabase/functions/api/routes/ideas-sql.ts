// How ideas are read from the database and shaped into the API's camelCase answer.
import type postgres from 'postgres';
import type { IdeaListQuery } from '../../_shared/schemas/ideas.ts';

export const IDEA_COLUMNS = `
  i.id, i.title, i.description, i.category, i.target_market, i.business_model, i.competitors,
  i.funding_needed::float8 as funding_needed, i.timeline, i.tags, i.website_url, i.social_media,
  i.pitch_deck_path, i.author_id, p.display_name as author_display_name, i.status, i.rejection_reason,
  i.reviewed_at, i.total_ratings, i.market_demand_score::float8 as market_demand_score,
  i.innovation_score::float8 as innovation_score, i.competition_score::float8 as competition_score,
  i.final_score::float8 as final_score, i.created_at, i.updated_at`;

/** A timestamp as JavaScript's Date#toJSON writes it, so both ways of shaping an idea answer alike. */
const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One idea in the API's JSON shape (the same as toIdea, without a signed deck URL), built by Postgres: a list
 * answer then passes 50 ready strings through instead of parsing 1 350 values and serialising them again.
 */
export const IDEA_JSON = `json_build_object(
  'id', i.id, 'title', i.title, 'description', i.description, 'category', i.category,
  'targetMarket', i.target_market, 'businessModel', i.business_model, 'competitors', i.competitors,
  'fundingNeeded', i.funding_needed::float8, 'timeline', i.timeline, 'tags', i.tags, 'websiteUrl', i.website_url,
  'socialMedia', i.social_media, 'hasPitchDeck', i.pitch_deck_path is not null, 'pitchDeckUrl', null,
  'authorId', i.author_id, 'author', json_build_object('displayName', p.display_name), 'status', i.status,
  'rejectionReason', i.rejection_reason, 'reviewedAt', ${utc('i.reviewed_at')}, 'createdAt', ${utc('i.created_at')},
  'updatedAt', ${utc('i.updated_at')}, 'finalScore', i.final_score::float8, 'totalRatings', i.total_ratings,
  'marketDemandScore', i.market_demand_score::float8, 'innovationScore', i.innovation_score::float8,
  'competitionScore', i.competition_score::float8
)::text as idea`;

export const IDEA_FROM = 'from public.ideas as i join public.profiles as p on p.id = i.author_id';

const SORT_COLUMNS = { finalScore: 'i.final_score', totalRatings: 'i.total_ratings', createdAt: 'i.created_at' } as const;

/** The leaderboard's page of ideas, one JSON text per idea; the benchmarks send this same SQL straight to Postgres to compare. */
export function listSql(query: IdeaListQuery): { text: string; params: unknown[] } {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const orderBy = [SORT_COLUMNS[query.sort], ...(query.sort === 'createdAt' ? [] : ['i.created_at']), 'i.id']
    .map((column) => `${column} ${direction}`)
    .join(', ');
  if (query.search) {
    // The page is chosen by a security-definer function, which the planner can plan with statistics (migration
    // 20251122000200); the ideas are then read as the caller, under the policies.
    const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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

export interface IdeaRow {
  id: string;
  title: string;
  description: string;
  category: string;
  target_market: string;
  business_model: string;
  competitors: string;
  funding_needed: number;
  timeline: string;
  tags: string[];
  website_url: string;
  social_media: Record<string, string>;
  pitch_deck_path: string | null;
  author_id: string;
  author_display_name: string;
  status: string;
  rejection_reason: string | null;
  reviewed_at: Date | null;
  total_ratings: number;
  market_demand_score: number;
  innovation_score: number;
  competition_score: number;
  final_score: number;
  created_at: Date;
  updated_at: Date;
}

export function toIdea(row: IdeaRow, pitchDeckUrl: string | null = null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    targetMarket: row.target_market,
    businessModel: row.business_model,
    competitors: row.competitors,
    fundingNeeded: row.funding_needed,
    timeline: row.timeline,
    tags: row.tags,
    websiteUrl: row.website_url,
    socialMedia: row.social_media,
    hasPitchDeck: row.pitch_deck_path !== null,
    pitchDeckUrl,
    authorId: row.author_id,
    author: { displayName: row.author_display_name },
    status: row.status,
    rejectionReason: row.rejection_reason,
    reviewedAt: row.reviewed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finalScore: row.final_score,
    totalRatings: row.total_ratings,
    marketDemandScore: row.market_demand_score,
    innovationScore: row.innovation_score,
    competitionScore: row.competition_score,
  };
}

export async function findIdea(tx: postgres.TransactionSql, id: string): Promise<IdeaRow | null> {
  const rows = await tx.unsafe<IdeaRow[]>(`select ${IDEA_COLUMNS} ${IDEA_FROM} where i.id = $1`, [id]);
  return rows[0] ?? null;
}
