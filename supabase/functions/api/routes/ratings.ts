// /api/ratings: an idea's ratings (anonymous raters hidden by the database) and rating an idea.
import { Hono } from 'hono';
import { asCaller } from '../../_shared/db.ts';
import { notFound } from '../../_shared/errors.ts';
import { ok, readJson, validate } from '../../_shared/http.ts';
import { ratingInputSchema } from '../../_shared/schemas/ratings.ts';
import { isUuid, signedIn, type Env } from './context.ts';

interface RatingRow {
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

export const ratings = new Hono<Env>()
  .get('/idea/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Idea not found');
    const rows = await asCaller(c.get('caller'), async (tx) => {
      const visible = await tx`select 1 from public.ideas where id = ${id}`;
      if (!visible.length) return null;
      return await tx<RatingRow[]>`select * from private.get_idea_ratings(${id})`;
    });
    if (!rows) throw notFound('Idea not found');
    return ok(c, rows.map(toRating));
  })
  .post('/', async (c) => {
    const caller = signedIn(c);
    const input = validate(ratingInputSchema, await readJson(c));
    const result = await asCaller(caller, async (tx) => {
      const [rating] = await tx<{ id: string; created_at: Date }[]>`
        insert into public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous)
        values (${input.ideaId}, ${caller.userId}, ${input.marketDemand}, ${input.innovation},
                ${input.competition}, ${input.isAnonymous})
        returning id, created_at`;
      const [idea] = await tx<Record<string, number>[]>`
        select total_ratings, market_demand_score::float8 as market_demand_score,
               innovation_score::float8 as innovation_score, competition_score::float8 as competition_score,
               final_score::float8 as final_score
        from public.ideas where id = ${input.ideaId}`;
      return { rating: rating!, idea: idea! };
    });
    return ok(
      c,
      {
        rating: { id: result.rating.id, userId: caller.userId, ...input, createdAt: result.rating.created_at },
        idea: {
          id: input.ideaId,
          totalRatings: result.idea.total_ratings,
          marketDemandScore: result.idea.market_demand_score,
          innovationScore: result.idea.innovation_score,
          competitionScore: result.idea.competition_score,
          finalScore: result.idea.final_score,
        },
      },
      201,
      'Rating submitted successfully!',
    );
  });
