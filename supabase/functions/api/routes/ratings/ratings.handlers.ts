// The handlers of /api/ratings.
import { asCaller } from '../../../_shared/db.ts';
import { accountGone, notFound } from '../../../_shared/errors.ts';
import { ok, okPage, queryObject, readJson, validate } from '../../../_shared/http.ts';
import { isUuid, signedIn, type Ctx } from '../common/context.ts';
import { requireAccount } from '../common/guards.ts';
import * as routes from './ratings.routes.ts';
import { ideaRatingsPage, insertRating, type RatingRow } from './ratings.sql.ts';

const toRating = (row: RatingRow) => ({
  id: row.id,
  ideaId: row.idea_id,
  userId: row.user_id,
  rater: row.rater_display_name === null ? null : { displayName: row.rater_display_name },
  marketDemand: row.market_demand,
  innovation: row.innovation,
  competition: row.competition,
  isAnonymous: row.is_anonymous,
  isOwn: row.is_own,
  createdAt: row.created_at,
});

export async function listForIdea(c: Ctx) {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw notFound('Idea not found');
  const { limit, offset } = validate(routes.listForIdea.query, queryObject(c));
  const page = await asCaller(c.get('caller'), (tx) => ideaRatingsPage(tx, id, limit, offset));
  if (!page) throw notFound('Idea not found');
  return okPage(c, page.rows.map(toRating), {
    total: page.total,
    limit,
    offset,
    own: page.own && toRating(page.own),
  });
}

export async function create(c: Ctx) {
  const caller = signedIn(c);
  await requireAccount(caller, accountGone());
  const input = validate(routes.create.body.schema, await readJson(c));
  const { rating, idea } = await asCaller(caller, (tx) => insertRating(tx, caller.userId, input));
  return ok(
    c,
    {
      rating: { id: rating.id, userId: caller.userId, ...input, createdAt: rating.created_at },
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
    },
    201,
    routes.create.message,
  );
}
