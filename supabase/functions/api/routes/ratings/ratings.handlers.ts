// The handlers of /api/ratings.
import { iso } from '../../../_shared/schemas/api.ts';
import type { Rating } from '../../../_shared/schemas/ratings.ts';
import type { Ctx } from '../common/context.ts';
import { notFound } from '../../../_shared/errors.ts';
import { reply, type Input } from '../common/mount.ts';
import * as routes from './ratings.routes.ts';
import { ideaRatingsPage, insertRating, type RatingRow } from './ratings.sql.ts';

const toRating = (row: RatingRow): Rating => ({
  id: row.id,
  ideaId: row.idea_id,
  userId: row.user_id,
  rater: row.rater_display_name === null ? null : { displayName: row.rater_display_name },
  marketDemand: row.market_demand,
  innovation: row.innovation,
  competition: row.competition,
  isAnonymous: row.is_anonymous,
  isOwn: row.is_own,
  createdAt: iso(row.created_at),
});

export async function listForIdea(c: Ctx, { params, query, tx }: Input<typeof routes.listForIdea>) {
  const { limit, offset } = query;
  const page = await tx((t) => ideaRatingsPage(t, params.id, limit, offset));
  if (!page) throw notFound(routes.listForIdea.notFound);
  return reply(c, routes.listForIdea, page.rows.map(toRating), {
    total: page.total,
    limit,
    offset,
    own: page.own && toRating(page.own),
  });
}

export async function create(c: Ctx, { caller, body, tx }: Input<typeof routes.create>) {
  const { rating, idea, input } = await tx(async (t) => {
    const valid = await body();
    return { ...(await insertRating(t, caller.userId, valid)), input: valid };
  });
  return reply(c, routes.create, {
    rating: { id: rating.id, userId: caller.userId, ...input, createdAt: iso(rating.created_at) },
    idea: {
      id: input.ideaId,
      totalRatings: idea.total_ratings,
      marketDemandScore: idea.market_demand_score,
      innovationScore: idea.innovation_score,
      competitionScore: idea.competition_score,
      finalScore: idea.final_score,
      adjustedScore: idea.adjusted_score,
      spread: idea.spread,
      scoreMargin: idea.score_margin,
    },
  });
}
