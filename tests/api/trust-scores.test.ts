// Trust in a score (docs/product-spec.md section 4): every idea object carries the adjusted scores, the spreads and
// the score margin, each equal to its formula over the idea's ratings; the leaderboard sorts by adjustedScore and
// by spread and pages them; GET /api/ideas/{id}/scores gives per dimension the mean, adjusted score, spread,
// histogram and category median, and refuses ideas the caller cannot see.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  approvedIdea,
  expectError,
  expectOk,
  type Member,
  newMember,
  signInAdmin,
  signInAlice,
  signInBob,
  sql,
  submitIdea,
} from './support.ts';

const TRUST_FIELDS = [
  'adjustedScore',
  'adjustedMarketDemand',
  'adjustedInnovation',
  'adjustedCompetition',
  'spread',
  'marketDemandSpread',
  'innovationSpread',
  'competitionSpread',
  'scoreMargin',
] as const;

type Idea = {
  id: string;
  title: string;
  createdAt: string;
  finalScore: number;
  totalRatings: number;
} & Record<(typeof TRUST_FIELDS)[number], number | null>;

type Scores = [number, number, number];

let owner: Member;
let raters: Member[];
/** A word in the titles of this file's ideas only, so a search isolates them from other files' ideas. */
const marker = `trust${randomUUID().slice(0, 8)}`;
const ideas: Record<'lone' | 'steady' | 'unrated' | 'split', Idea> = {} as never;

const rate = async (rater: Member, ideaId: string, [marketDemand, innovation, competition]: Scores) =>
  expectOk(
    await api('/ratings', { token: rater.token, json: { ideaId, marketDemand, innovation, competition } }),
    201,
  );

/** The trust fields by their formulas, computed by Postgres from the idea's ratings themselves (not the sums). */
async function expectedTrust(ideaId: string): Promise<Record<(typeof TRUST_FIELDS)[number], number | null>> {
  const [row] = await sql<Record<(typeof TRUST_FIELDS)[number], number | null>>(
    `select
       round((750 + coalesce(sum(market_demand), 0) + coalesce(sum(innovation), 0)
              + coalesce(sum(competition), 0))::numeric / (3 * (5 + count(*))), 2)::float8 as "adjustedScore",
       round((250 + coalesce(sum(market_demand), 0))::numeric / (5 + count(*)), 2)::float8 as "adjustedMarketDemand",
       round((250 + coalesce(sum(innovation), 0))::numeric / (5 + count(*)), 2)::float8 as "adjustedInnovation",
       round((250 + coalesce(sum(competition), 0))::numeric / (5 + count(*)), 2)::float8 as "adjustedCompetition",
       round(coalesce((stddev_pop(market_demand) + stddev_pop(innovation) + stddev_pop(competition)) / 3, 0), 2)::float8
         as "spread",
       round(coalesce(stddev_pop(market_demand), 0), 2)::float8 as "marketDemandSpread",
       round(coalesce(stddev_pop(innovation), 0), 2)::float8 as "innovationSpread",
       round(coalesce(stddev_pop(competition), 0), 2)::float8 as "competitionSpread",
       round(1.96 * stddev_pop((market_demand + innovation + competition) / 3.0) / sqrt(count(*)::numeric), 2)::float8
         as "scoreMargin"
     from public.ratings where idea_id = $1`,
    [ideaId],
  );
  return row!;
}

const pick = (idea: Record<string, unknown>) =>
  Object.fromEntries(TRUST_FIELDS.map((field) => [field, idea[field]]));

beforeAll(async () => {
  owner = await newMember('trust-owner');
  raters = [await signInAlice(), await signInBob(), await signInAdmin()];
  // Created in this order: ties in a sort fall back to the newest first.
  for (const name of ['lone', 'steady', 'unrated', 'split'] as const) {
    ideas[name] = (await approvedIdea(owner, {
      title: `${name} ${marker}`,
      category: 'other',
    })) as unknown as Idea;
  }
  // One perfect rating: the best mean, but the prior keeps its adjusted score below the steady idea's.
  await rate(raters[0]!, ideas.lone.id, [100, 100, 100]);
  // Three ratings around 80: a lower mean than the lone one, a higher adjusted score.
  await rate(raters[0]!, ideas.steady.id, [60, 80, 81]);
  await rate(raters[1]!, ideas.steady.id, [80, 80, 80]);
  await rate(raters[2]!, ideas.steady.id, [100, 80, 79]);
  // Raters split 0 against 100: the most divisive.
  await rate(raters[0]!, ideas.split.id, [0, 0, 0]);
  await rate(raters[1]!, ideas.split.id, [100, 100, 100]);
});

describe('the trust fields of an idea', () => {
  it('equal their formulas over the ratings, in the detail and in the list alike', async () => {
    for (const idea of Object.values(ideas)) {
      const expected = await expectedTrust(idea.id);
      const detail = expectOk<Record<string, unknown>>(await api(`/ideas/${idea.id}`));
      expect(pick(detail)).toEqual(expected);
      const list = expectOk<Idea[]>(await api(`/ideas?search=${encodeURIComponent(idea.title)}`));
      expect(list).toHaveLength(1);
      expect(pick(list[0]!)).toEqual(expected);
    }
  });

  it('pull a few ratings towards 50 and give an unrated idea 50, no spread and no margin', async () => {
    const lone = expectOk<Idea>(await api(`/ideas/${ideas.lone.id}`));
    expect(lone).toMatchObject({ finalScore: 100, adjustedScore: 58.33, spread: 0, scoreMargin: 0 });
    const steady = expectOk<Idea>(await api(`/ideas/${ideas.steady.id}`));
    expect(steady).toMatchObject({ adjustedScore: 61.25, marketDemandSpread: 16.33, innovationSpread: 0 });
    const unrated = expectOk<Idea>(await api(`/ideas/${ideas.unrated.id}`));
    expect(unrated).toMatchObject({
      adjustedScore: 50,
      adjustedMarketDemand: 50,
      spread: 0,
      scoreMargin: null,
    });
    const split = expectOk<Idea>(await api(`/ideas/${ideas.split.id}`));
    expect(split).toMatchObject({ spread: 50, scoreMargin: 69.3 });
  });
});

describe('sorting by adjustedScore and by spread', () => {
  const byMarker = (query: string) => api(`/ideas?search=${marker}&${query}`);

  it('orders by the adjusted score, then newest first, both ways', async () => {
    const desc = expectOk<Idea[]>(await byMarker('sort=adjustedScore'));
    expect(desc.map((idea) => idea.id)).toEqual([
      ideas.steady.id,
      ideas.lone.id,
      ideas.split.id,
      ideas.unrated.id,
    ]);
    // Ascending too, the unrated idea (at the prior's 50) comes last.
    const asc = expectOk<Idea[]>(await byMarker('sort=adjustedScore&order=asc'));
    expect(asc.map((idea) => idea.id)).toEqual([
      ideas.split.id,
      ideas.lone.id,
      ideas.steady.id,
      ideas.unrated.id,
    ]);
    // The plain mean ranks the lone perfect rating first.
    const byMean = expectOk<Idea[]>(await byMarker('sort=finalScore'));
    expect(byMean[0]!.id).toBe(ideas.lone.id);
  });

  it('orders by spread, the most divisive first, the unrated idea last', async () => {
    const desc = expectOk<Idea[]>(await byMarker('sort=spread'));
    expect(desc.map((idea) => idea.id)).toEqual([
      ideas.split.id,
      ideas.steady.id,
      ideas.lone.id,
      ideas.unrated.id,
    ]);
  });

  it('pages both sorts without gaps or repeats', async () => {
    for (const sort of ['adjustedScore', 'spread']) {
      const all = expectOk<Idea[]>(await byMarker(`sort=${sort}`)).map((idea) => idea.id);
      const pages = [];
      for (const offset of [0, 2]) {
        const answer = await byMarker(`sort=${sort}&limit=2&offset=${offset}`);
        expect(answer.body.meta).toEqual({ total: expect.any(Number), limit: 2, offset });
        pages.push(...expectOk<Idea[]>(answer).map((idea) => idea.id));
      }
      expect(pages).toEqual(all);
    }
  });

  it('orders the whole leaderboard (no search) by rated first, then each sort, then by creation time', async () => {
    for (const sort of ['adjustedScore', 'spread'] as const) {
      for (const order of ['desc', 'asc'] as const) {
        const page = expectOk<Idea[]>(await api(`/ideas?sort=${sort}&order=${order}&limit=100`));
        expect(page.length).toBeGreaterThan(10);
        // Each idea after the one before it: the sort key, then the creation time (to the millisecond the API
        // shows, which keeps the order) never step the wrong way.
        const sign = order === 'asc' ? 1 : -1;
        for (let i = 1; i < page.length; i++) {
          const [before, after] = [page[i - 1]!, page[i]!];
          const rated = [before, after].map((idea) => idea.totalRatings > 0);
          expect(rated[0] || !rated[1], `${before.id} (unrated) then ${after.id} (rated)`).toBe(true);
          if (rated[0] !== rated[1]) continue;
          const step = sign * ((after[sort] as number) - (before[sort] as number));
          expect(step, `${before.id} then ${after.id}`).toBeGreaterThanOrEqual(0);
          if (step === 0) {
            expect(
              sign * (Date.parse(after.createdAt) - Date.parse(before.createdAt)),
            ).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });

  it('refuses an unknown sort with 422', async () => {
    expectError(await api('/ideas?sort=trust'), 422);
  });
});

interface Dimension {
  mean: number;
  adjusted: number;
  spread: number;
  histogram: number[];
  categoryMedian: number | null;
}
interface ScoreDetails {
  totalRatings: number;
  scoreMargin: number | null;
  dimensions: Record<'marketDemand' | 'innovation' | 'competition', Dimension>;
  category: string;
}

/** The medians of the category's approved, rated ideas' means, by Postgres's own percentile_cont. */
const categoryMedians = async (category: string) =>
  (
    await sql<{ md: number | null; inn: number | null; comp: number | null }>(
      `select round(percentile_cont(0.5) within group (order by market_demand_score)::numeric, 2)::float8 as md,
              round(percentile_cont(0.5) within group (order by innovation_score)::numeric, 2)::float8 as inn,
              round(percentile_cont(0.5) within group (order by competition_score)::numeric, 2)::float8 as comp
       from public.ideas where status = 'approved' and deleted_at is null and category = $1 and total_ratings > 0`,
      [category],
    )
  )[0]!;

describe('GET /api/ideas/{id}/scores', () => {
  it('gives each dimension its mean, adjusted score, spread, histogram and the category median', async () => {
    const before = await categoryMedians('other');
    const details = expectOk<ScoreDetails>(await api(`/ideas/${ideas.steady.id}/scores`));
    const after = await categoryMedians('other');
    const detail = expectOk<Idea & Record<string, number>>(await api(`/ideas/${ideas.steady.id}`));
    expect(details).toMatchObject({ totalRatings: 3, category: 'other', scoreMargin: detail.scoreMargin });
    expect(details.dimensions.marketDemand).toMatchObject({
      mean: 80,
      adjusted: detail.adjustedMarketDemand,
      spread: detail.marketDemandSpread,
      histogram: [0, 0, 0, 0, 0, 0, 1, 0, 1, 1],
    });
    expect(details.dimensions.innovation).toMatchObject({
      mean: 80,
      spread: 0,
      histogram: [0, 0, 0, 0, 0, 0, 0, 0, 3, 0],
    });
    expect(details.dimensions.competition.histogram).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 2, 0]);
    for (const dimension of Object.values(details.dimensions)) {
      expect(dimension.histogram).toHaveLength(10);
      expect(dimension.histogram.reduce((a, b) => a + b, 0)).toBe(details.totalRatings);
    }
    // Other files rate ideas meanwhile: the medians are compared when they held still around the request.
    if (JSON.stringify(before) === JSON.stringify(after)) {
      expect(details.dimensions.marketDemand.categoryMedian).toBe(before.md);
      expect(details.dimensions.innovation.categoryMedian).toBe(before.inn);
      expect(details.dimensions.competition.categoryMedian).toBe(before.comp);
    }
    expect(details.dimensions.marketDemand.categoryMedian).toEqual(expect.any(Number));
  });

  it('counts a score of 100 in the last band and gives an unrated idea empty histograms and no margin', async () => {
    const lone = expectOk<ScoreDetails>(await api(`/ideas/${ideas.lone.id}/scores`));
    expect(lone.dimensions.innovation.histogram).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const unrated = expectOk<ScoreDetails>(await api(`/ideas/${ideas.unrated.id}/scores`));
    expect(unrated).toMatchObject({ totalRatings: 0, scoreMargin: null });
    expect(unrated.dimensions.competition).toMatchObject({
      mean: 0,
      adjusted: 50,
      spread: 0,
      histogram: Array(10).fill(0),
    });
  });

  it('404 for an idea the caller cannot see, an unknown id or a malformed id', async () => {
    const pending = await submitIdea(owner, { category: 'other' });
    const [bob, admin] = [raters[1]!, raters[2]!];
    expectError(await api(`/ideas/${pending.id}/scores`), 404, 'not_found');
    expectError(await api(`/ideas/${pending.id}/scores`, { token: bob.token }), 404, 'not_found');
    expect(
      expectOk<ScoreDetails>(await api(`/ideas/${pending.id}/scores`, { token: owner.token })),
    ).toMatchObject({
      totalRatings: 0,
    });
    expectOk(await api(`/ideas/${pending.id}/scores`, { token: admin.token }));
    expectError(await api('/ideas/00000000-0000-4000-b000-999999999999/scores'), 404, 'not_found');
    expectError(await api('/ideas/not-an-id/scores'), 404, 'not_found');
  });
});
