// The SQL of /api/ratings.
import type postgres from 'postgres';
import type { FunctionReturns } from '../../../_shared/database.types.ts';
import type { Dated, MaybeNull } from '../../../_shared/pg-rows.ts';
import type { RatingInput } from '../../../_shared/schemas/ratings.ts';
import { withTotal } from '../common/paging.ts';

/** The rater is null on an anonymous rating of someone else's. */
export type RatingRow = MaybeNull<
  Dated<FunctionReturns<{ schema: 'private' }, 'get_my_rating'>[number], 'created_at'>,
  'user_id' | 'rater_display_name'
>;

export interface RatingsPage {
  rows: RatingRow[];
  total: number;
  own: RatingRow | null;
}

/**
 * One page of the ratings the caller may see (the database hides the raters of anonymous ratings), their number and
 * the caller's own rating; null when the caller cannot see the idea.
 */
export async function ideaRatingsPage(
  tx: postgres.TransactionSql,
  ideaId: string,
  limit: number,
  offset: number,
): Promise<RatingsPage | null> {
  const visible = await tx`select 1 from public.ideas where id = ${ideaId}`;
  if (!visible.length) return null;
  const page = await tx<(RatingRow & { total: string })[]>`
    select * from private.get_idea_ratings_page(${ideaId}, ${limit}, ${offset})`;
  const { rows, total } = await withTotal(
    page,
    offset,
    () => tx`select total from private.get_idea_ratings_page(${ideaId}, 1, 0)`,
  );
  const [own] = await tx<RatingRow[]>`select * from private.get_my_rating(${ideaId})`;
  return { rows, total, own: own ?? null };
}

/**
 * Inserts the caller's rating. The ratings trigger moves the idea's scores in the same statement; a rating of a
 * merged idea lands on the idea it was merged into (idea_id says which).
 */
export async function insertRating(tx: postgres.TransactionSql, userId: string, input: RatingInput) {
  const [rating] = await tx<{ id: string; idea_id: string; created_at: Date }[]>`
    insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous)
    values (${input.ideaId}, ${userId}, ${input.marketDemand}, ${input.innovation},
            ${input.competition}, ${input.isAnonymous})
    returning id, idea_id, created_at`;
  return rating!;
}
