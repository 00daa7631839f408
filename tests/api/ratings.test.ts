// Ratings: POST /api/ratings (201 with the idea's new scores, the means of its ratings; 409 when already rated, or
// to an administrator when the idea is not approved; 403 on one's own idea; 404 for an unknown idea or one the
// caller may not see; 422 for scores out of 0-100) and GET /api/ratings/idea/{id} (anonymous raters hidden from
// others, the caller's own marked isOwn). Every refusal is checked to have written nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectInvalid,
  expectOk,
  type Member,
  newMember,
  rowCounts,
  SEED,
  seedIdea,
  signInAdmin,
  signInAlice,
  signInBob,
  sql,
  submitIdea,
} from './support.ts';

interface Rating {
  id: string;
  ideaId: string;
  userId: string | null;
  rater: { displayName: string } | null;
  marketDemand: number;
  innovation: number;
  competition: number;
  isAnonymous: boolean;
  isOwn: boolean;
  createdAt: string;
}

let owner: Member;
let alice: Member;
let bob: Member;
let admin: Member;
let idea: { id: string };

beforeAll(async () => {
  [owner, alice, bob, admin] = await Promise.all([
    newMember('rated-owner', 'Olga Owner'),
    signInAlice(),
    signInBob(),
    signInAdmin(),
  ]);
  idea = await approvedIdea(owner);
});

const rate = (token: string | undefined, body: Record<string, unknown>) =>
  api('/ratings', { token, json: body });

/** The scores the database holds for an idea, computed from its ratings. */
async function expectedScores(ideaId: string) {
  const [row] = await sql<{ n: number; md: string; inn: string; comp: string; fin: string }>(
    `select count(*)::int as n,
            round(avg(market_demand), 2) as md, round(avg(innovation), 2) as inn, round(avg(competition), 2) as comp,
            round(avg((market_demand + innovation + competition) / 3.0), 2) as fin
     from public.ratings where idea_id = $1`,
    [ideaId],
  );
  return {
    totalRatings: row!.n,
    marketDemandScore: Number(row!.md),
    innovationScore: Number(row!.inn),
    competitionScore: Number(row!.comp),
    finalScore: Number(row!.fin),
  };
}

/** The trust figures the database keeps on the idea row (their formulas are proven in trust-scores.test.ts). */
async function storedTrust(ideaId: string) {
  const [row] = await sql<{ adjusted: number; spread: number; margin: number | null }>(
    `select adjusted_score::float8 as adjusted, spread::float8 as spread, score_margin::float8 as margin
     from public.ideas where id = $1`,
    [ideaId],
  );
  return { adjustedScore: row!.adjusted, spread: row!.spread, scoreMargin: row!.margin };
}

/** A refusal with `status`, leaving the idea's ratings and scores as they were. */
async function refusedRating(
  ideaId: string,
  token: string | undefined,
  body: Record<string, unknown>,
  status: number,
  code?: string,
) {
  const [counts, scores] = [
    await rowCounts({ ideaId }),
    await sql('select * from public.ideas where id = $1', [ideaId]),
  ];
  const error = expectError(await rate(token, body), status, code);
  expect(await rowCounts({ ideaId })).toEqual(counts);
  expect(await sql('select * from public.ideas where id = $1', [ideaId])).toEqual(scores);
  return error;
}

describe('POST /api/ratings', () => {
  it("201 with the rating and the idea's scores, which are the means of its ratings", async () => {
    const first = await rate(bob.token, {
      ideaId: idea.id,
      marketDemand: 80,
      innovation: 70,
      competition: 60,
    });
    const data = expectOk<{ rating: Rating; idea: Record<string, unknown> }>(first, 201);
    expect(first.body.message).toBe('Rating submitted successfully!');
    expect(data.rating).toMatchObject({
      id: expect.any(String),
      ideaId: idea.id,
      userId: bob.id,
      marketDemand: 80,
      innovation: 70,
      competition: 60,
      isAnonymous: false,
    });
    expect(data.idea).toMatchObject({
      id: idea.id,
      totalRatings: 1,
      marketDemandScore: 80,
      innovationScore: 70,
      competitionScore: 60,
      finalScore: 70,
      ...(await storedTrust(idea.id)),
    });
    // One rating of 70 is pulled towards the prior, and one rater cannot disagree with themself.
    expect(data.idea.adjustedScore).toBeLessThan(70);
    expect(data.idea.spread).toBe(0);

    const second = expectOk<{ idea: Record<string, number> }>(
      await rate(alice.token, {
        ideaId: idea.id,
        marketDemand: 41,
        innovation: 50,
        competition: 61,
        isAnonymous: true,
      }),
      201,
    );
    expect(second.idea).toMatchObject({
      id: idea.id,
      ...(await expectedScores(idea.id)),
      ...(await storedTrust(idea.id)),
    });
    expect(second.idea).toMatchObject({
      totalRatings: 2,
      marketDemandScore: 60.5,
      innovationScore: 60,
      competitionScore: 60.5,
      finalScore: 60.33,
    });

    const detail = expectOk(await api(`/ideas/${idea.id}`));
    expect(detail).toMatchObject(await expectedScores(idea.id));
  });

  it('409 when the member already rated the idea', async () => {
    const ideaId = (await approvedIdea(owner)).id;
    expectOk(await rate(bob.token, { ideaId, marketDemand: 10, innovation: 10, competition: 10 }), 201);
    const error = await refusedRating(
      ideaId,
      bob.token,
      { ideaId, marketDemand: 90, innovation: 90, competition: 90 },
      409,
    );
    expect(error.message).toBe('You have already rated this idea.');
  });

  it("403 on one's own idea", async () => {
    const error = await refusedRating(
      idea.id,
      owner.token,
      { ideaId: idea.id, marketDemand: 100, innovation: 100, competition: 100 },
      403,
      'forbidden',
    );
    expect(error.message).toBe('You cannot rate your own idea.');
  });

  it('a pending or rejected idea: 404 as if missing to other members, 403 to its author, 409 to an administrator', async () => {
    const pending = await submitIdea(owner);
    const scores = { marketDemand: 50, innovation: 50, competition: 50 };
    await refusedRating(pending.id, bob.token, { ideaId: pending.id, ...scores }, 404, 'not_found');
    await refusedRating(pending.id, owner.token, { ideaId: pending.id, ...scores }, 403);
    await refusedRating(pending.id, admin.token, { ideaId: pending.id, ...scores }, 409, 'wrong_state');
    await refusedRating(seedIdea(20), alice.token, { ideaId: seedIdea(20), ...scores }, 404, 'not_found');
  });

  it('404 for an unknown idea', async () => {
    const ideaId = '00000000-0000-4000-b000-999999999999';
    await refusedRating(
      ideaId,
      bob.token,
      { ideaId, marketDemand: 1, innovation: 1, competition: 1 },
      404,
      'not_found',
    );
  });

  it('401 for visitors', async () => {
    await refusedRating(
      idea.id,
      undefined,
      { ideaId: idea.id, marketDemand: 1, innovation: 1, competition: 1 },
      401,
      'unauthorized',
    );
  });

  it('scores are whole numbers from 0 to 100: 0 and 100 accepted, the rest 422', async () => {
    const target = await approvedIdea(owner);
    const valid = { ideaId: target.id, marketDemand: 50, innovation: 50, competition: 50 };
    for (const field of ['marketDemand', 'innovation', 'competition']) {
      for (const value of [-1, 101, 50.5, '50', null, true]) {
        expectInvalid(await rate(bob.token, { ...valid, [field]: value }), field);
      }
      const without: Record<string, unknown> = { ...valid };
      delete without[field];
      expectInvalid(await rate(bob.token, without), field);
    }
    expectInvalid(await rate(bob.token, { ...valid, ideaId: 'idea-1' }), 'ideaId');
    expectInvalid(await rate(bob.token, { ...valid, isAnonymous: 'true' }), 'isAnonymous');
    expectInvalid(await rate(bob.token, { ...valid, comment: 'great' }), 'comment');
    expect(await rowCounts({ ideaId: target.id })).toMatchObject({ ratings: '0' });

    const edges = expectOk<{ idea: Record<string, number> }>(
      await rate(bob.token, { ideaId: target.id, marketDemand: 0, innovation: 100, competition: 0 }),
      201,
    );
    expect(edges.idea).toMatchObject({
      marketDemandScore: 0,
      innovationScore: 100,
      competitionScore: 0,
      finalScore: 33.33,
    });
  });

  it('keeps the scores exact when members rate at the same moment', async () => {
    const target = await approvedIdea(owner);
    const raters = [alice, bob, admin];
    const answers = await Promise.all(
      raters.map((rater, i) =>
        rate(rater.token, {
          ideaId: target.id,
          marketDemand: 10 + i * 30,
          innovation: 97 - i,
          competition: 3 * i,
        }),
      ),
    );
    for (const answer of answers) expectOk(answer, 201);
    const detail = expectOk(await api(`/ideas/${target.id}`));
    expect(detail).toMatchObject({
      ...(await expectedScores(target.id)),
      totalRatings: 3,
      marketDemandScore: 40,
      innovationScore: 96,
      competitionScore: 3,
    });
  });
});

describe('GET /api/ratings/idea/{id}', () => {
  let ratedId: string;

  beforeAll(async () => {
    ratedId = (await approvedIdea(owner)).id;
    expectOk(
      await rate(bob.token, { ideaId: ratedId, marketDemand: 70, innovation: 60, competition: 50 }),
      201,
    );
    expectOk(
      await rate(alice.token, {
        ideaId: ratedId,
        marketDemand: 20,
        innovation: 30,
        competition: 40,
        isAnonymous: true,
      }),
      201,
    );
  });

  it('shows visitors every rating, named raters by name and anonymous ones without any trace of the rater', async () => {
    const answer = await api(`/ratings/idea/${ratedId}`);
    const ratings = expectOk<Rating[]>(answer);
    expect(ratings).toHaveLength(2);
    const named = ratings.find((r) => !r.isAnonymous)!;
    const anonymous = ratings.find((r) => r.isAnonymous)!;
    expect(named).toMatchObject({
      userId: bob.id,
      rater: { displayName: 'Bob Member' },
      marketDemand: 70,
      isOwn: false,
    });
    expect(anonymous).toMatchObject({
      userId: null,
      rater: null,
      marketDemand: 20,
      innovation: 30,
      competition: 40,
      isOwn: false,
    });
    expect(JSON.stringify(answer.body)).not.toContain(SEED.alice.id);
    expect(JSON.stringify(answer.body)).not.toContain('Alice');
  });

  it("hides anonymous raters from other members and the idea's owner too", async () => {
    for (const viewer of [bob, owner]) {
      const ratings = expectOk<Rating[]>(await api(`/ratings/idea/${ratedId}`, { token: viewer.token }));
      expect(ratings.find((r) => r.isAnonymous)).toMatchObject({ userId: null, rater: null, isOwn: false });
    }
  });

  it("marks the caller's own rating, anonymous or not", async () => {
    const forAlice = expectOk<Rating[]>(await api(`/ratings/idea/${ratedId}`, { token: alice.token }));
    expect(forAlice.find((r) => r.isAnonymous)).toMatchObject({
      userId: alice.id,
      rater: { displayName: 'Alice Premium' },
      isOwn: true,
    });
    expect(forAlice.find((r) => !r.isAnonymous)).toMatchObject({ userId: bob.id, isOwn: false });
    const forBob = expectOk<Rating[]>(await api(`/ratings/idea/${ratedId}`, { token: bob.token }));
    expect(forBob.find((r) => !r.isAnonymous)).toMatchObject({ isOwn: true });
  });

  it('lists newest first and an unrated idea as an empty list', async () => {
    const ratings = expectOk<Rating[]>(await api(`/ratings/idea/${ratedId}`));
    expect(ratings.map((r) => r.createdAt)).toEqual([...ratings.map((r) => r.createdAt)].sort().reverse());
    const unrated = await approvedIdea(owner);
    expect(expectOk(await api(`/ratings/idea/${unrated.id}`))).toEqual([]);
  });

  it('404 for ideas the caller cannot see, unknown ids and malformed ids', async () => {
    const pending = await submitIdea(owner);
    expectError(await api(`/ratings/idea/${pending.id}`), 404, 'not_found');
    expectError(await api(`/ratings/idea/${pending.id}`, { token: bob.token }), 404, 'not_found');
    expect(expectOk(await api(`/ratings/idea/${pending.id}`, { token: owner.token }))).toEqual([]);
    expect(expectOk(await api(`/ratings/idea/${pending.id}`, { token: admin.token }))).toEqual([]);
    expectError(await api('/ratings/idea/00000000-0000-4000-b000-999999999999'), 404);
    expectError(await api('/ratings/idea/not-an-id'), 404);
  });

  it("shows the seed's anonymous ratings without raters to visitors", async () => {
    // The list is paged (20 by default): one page of the largest size holds all of the seed idea's ratings.
    const answer = await api(`/ratings/idea/${seedIdea(1)}?limit=100`);
    const ratings = expectOk<Rating[]>(answer);
    const [{ n }] = (await sql<{ n: number }>(
      'select count(*)::int as n from public.ratings where idea_id = $1',
      [seedIdea(1)],
    )) as [{ n: number }];
    expect(ratings).toHaveLength(n);
    expect(answer.body.meta?.total).toBe(n);
    for (const rating of ratings) {
      if (rating.isAnonymous) expect(rating).toMatchObject({ userId: null, rater: null });
      else expect(rating.userId).toEqual(expect.any(String));
    }
    expect(ratings.some((r) => r.isAnonymous)).toBe(true);
  });
});
