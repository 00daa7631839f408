// The handlers of /api/ratings.
import { iso } from '../../../_shared/schemas/api.ts';
import type { Rating } from '../../../_shared/schemas/ratings.ts';
import type { Ctx } from '../common/context.ts';
import { notFound } from '../../../_shared/errors.ts';
import { toIdea } from '../common/idea-shape.ts';
import { findIdea } from '../common/ideas.sql.ts';
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

/** One transaction: the account's check, the body, the rating, and the idea as the ratings trigger left it. */
export async function create(c: Ctx, { caller, body, tx }: Input<typeof routes.create>) {
  const { rating, idea, input } = await tx(async (t) => {
    const valid = await body();
    const inserted = await insertRating(t, caller.userId, valid);
    return { rating: inserted, idea: await findIdea(t, inserted.idea_id), input: valid };
  });
  return reply(c, routes.create, {
    rating: { id: rating.id, userId: caller.userId, ...input, ideaId: rating.idea_id, createdAt: iso(rating.created_at) },
    idea: toIdea(idea!),
  });
}
