// The SQL of /api/ratings.
import type postgres from 'postgres';
import type { RatingInput } from '../../../_shared/schemas/ratings.ts';

export interface RatingRow {
  id: string;
  idea_id: string;
  user_id: string | null;
  rater_display_name: string | null;
  market_demand: number;
  innovation: number;
  competition: number;
  is_anonymous: boolean;
  is_own: boolean;
  created_at: Date;
}

/** null when the caller cannot see the idea. The raters of anonymous ratings are hidden by the function. */
export async function ideaRatings(tx: postgres.TransactionSql, ideaId: string): Promise<RatingRow[] | null> {
  const visible = await tx`select 1 from public.ideas where id = ${ideaId}`;
  if (!visible.length) return null;
  return await tx<RatingRow[]>`select * from private.get_idea_ratings(${ideaId})`;
}

export interface IdeaScores {
  total_ratings: number;
  market_demand_score: number;
  innovation_score: number;
  competition_score: number;
  final_score: number;
}

/** Inserts the caller's rating; the idea's scores, as the ratings trigger left them, come back with it. */
export async function insertRating(tx: postgres.TransactionSql, userId: string, input: RatingInput) {
  const [rating] = await tx<{ id: string; created_at: Date }[]>`
    insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous)
    values (${input.ideaId}, ${userId}, ${input.marketDemand}, ${input.innovation},
            ${input.competition}, ${input.isAnonymous})
    returning id, created_at`;
  const [idea] = await tx<IdeaScores[]>`
    select total_ratings, market_demand_score::float8 as market_demand_score,
           innovation_score::float8 as innovation_score, competition_score::float8 as competition_score,
           final_score::float8 as final_score
    from public.ideas where id = ${input.ideaId}`;
  return { rating: rating!, idea: idea! };
}
