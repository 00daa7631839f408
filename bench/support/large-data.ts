// The large data set: 20 000 members, 100 000 ideas over every category and status, 1 000 000 ratings of the
// approved ones, streamed with COPY. Deterministic (seeded), so every run measures the same data.
//
// Rows go in with session_replication_role = replica, the usual bulk-load setting: the per-row triggers (new
// member's profile, rating checks and sums, the leaderboard's totals) are skipped, so the loader writes what they
// would have written itself: the profiles, and each idea's rating count, sums, sums of squares and histograms,
// computed from the very ratings it then loads (the generated columns follow from those); the totals are counted
// again at the end.
// verifyAggregates() proves that afterwards against a full recomputation.
import bcrypt from 'bcryptjs';
import postgres from 'postgres';
import { copyAuthUsers } from './auth-users.ts';
import { copy, copyLine } from './copy.ts';
import { CATEGORIES, ideaText } from './idea-text.ts';
import { Random } from './random.ts';

export const SIZE = { members: 20_000, ideas: 100_000, ratings: 1_000_000 };
const SEED = 20261122;
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-01T12:00:00Z');
const FIRST_NAMES = 'Ada Ben Chloe Dev Emma Farid Grace Hugo Iris Jonas Kira Leo Maya Nils Omar Priya'.split(
  ' ',
);
const LAST_NAMES =
  'Adams Brown Costa Diaz Evans Fischer Garcia Huang Ito Jensen Khan Lopez Moreau Novak'.split(' ');
/** Steps through the members that are coprime with their count, so raters of one idea never repeat. */
const STRIDES = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

export interface LargeDataSet {
  members: number;
  ideas: number;
  approvedIdeas: number;
  ratings: number;
  seconds: number;
  /** The approved idea with the most ratings, for pages that show one idea. */
  topIdeaId: string;
  /** A member with ideas, for profile pages. */
  memberId: string;
}

interface Idea {
  id: string;
  authorIndex: number;
  status: 'approved' | 'pending' | 'rejected';
  createdAt: number;
  ratingCount: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What the rating trigger keeps per idea, accumulated the way it does. */
class IdeaAggregates {
  readonly sums = [0, 0, 0];
  readonly squares = [0, 0, 0];
  overallSquares = 0;
  readonly histograms = [0, 1, 2].map(() => Array<number>(10).fill(0));

  add(r: Rating): void {
    const scores = [r.marketDemand, r.innovation, r.competition];
    scores.forEach((score, d) => {
      this.sums[d]! += score;
      this.squares[d]! += score * score;
      // Band of ten points; 100 joins the 90s.
      this.histograms[d]![Math.min(Math.floor(score / 10), 9)]!++;
    });
    const overall = scores[0]! + scores[1]! + scores[2]!;
    this.overallSquares += overall * overall;
  }

  /** The columns in the order of IDEA_AGGREGATE_COLUMNS; histograms as array literals. */
  values(): (number | string)[] {
    return [
      ...this.sums,
      ...this.squares,
      this.overallSquares,
      ...this.histograms.map((h) => `{${h.join(',')}}`),
    ];
  }
}

const IDEA_AGGREGATE_COLUMNS =
  'market_demand_sum, innovation_sum, competition_sum, market_demand_sumsq, innovation_sumsq, competition_sumsq, ' +
  'overall_sumsq, market_demand_histogram, innovation_histogram, competition_histogram';

function memberIds(random: Random): string[] {
  return Array.from({ length: SIZE.members }, () => random.uuid());
}

/** How many ratings each approved idea gets: skewed like real attention (a few popular ideas), summing exactly. */
function ratingCounts(ideas: Idea[], random: Random): void {
  const approved = ideas.filter((idea) => idea.status === 'approved');
  const weights = approved.map(() => (-Math.log(1 - random.next())) ** 2 + 0.05);
  const total = weights.reduce((a, b) => a + b, 0);
  let assigned = 0;
  approved.forEach((idea, i) => {
    idea.ratingCount = Math.min(SIZE.members - 1, Math.floor((weights[i]! / total) * SIZE.ratings));
    assigned += idea.ratingCount;
  });
  for (let i = 0; assigned < SIZE.ratings; i = (i + 1) % approved.length) {
    if (approved[i]!.ratingCount < SIZE.members - 1) {
      approved[i]!.ratingCount++;
      assigned++;
    }
  }
}

interface Rating {
  raterIndex: number;
  marketDemand: number;
  innovation: number;
  competition: number;
  anonymous: boolean;
}

/** The ratings of one idea, the same on every call (their own seeded stream). */
function* ratingsOf(idea: Idea, index: number): Generator<Rating> {
  const random = new Random(SEED + 7919 * (index + 1));
  const quality = random.int(25, 85);
  const stride = random.pick(STRIDES);
  let rater = random.int(0, SIZE.members - 1);
  const score = () => Math.max(0, Math.min(100, Math.round(random.normal(quality, 15))));
  for (let made = 0; made < idea.ratingCount; rater = (rater + stride) % SIZE.members) {
    if (rater === idea.authorIndex) continue;
    made++;
    yield {
      raterIndex: rater,
      marketDemand: score(),
      innovation: score(),
      competition: score(),
      anonymous: random.next() < 0.1,
    };
  }
}

export async function loadLargeDataSet(superuserUrl: string): Promise<LargeDataSet> {
  const started = performance.now();
  const random = new Random(SEED);
  const members = memberIds(random);
  const passwordHash = bcrypt.hashSync('password123', 10);
  const ideas: Idea[] = Array.from({ length: SIZE.ideas }, () => {
    const roll = random.next();
    return {
      id: random.uuid(),
      authorIndex: Math.floor(random.next() ** 1.5 * SIZE.members), // some members submit many ideas
      status: roll < 0.8 ? 'approved' : roll < 0.92 ? 'pending' : 'rejected',
      createdAt: NOW - random.int(1, 730) * DAY - random.int(0, DAY),
      ratingCount: 0,
    };
  });
  ratingCounts(ideas, random);

  const sql = postgres(superuserUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await copyAuthUsers(
        tx,
        members.map((id, i) => ({
          id,
          email: `member${i}@bench.example`,
          passwordHash,
          createdAt: iso(NOW - 800 * DAY + i * 3000),
        })),
      );
      await copy(
        tx,
        'public.profiles (id, display_name, email, is_verified, created_at, updated_at)',
        (function* () {
          for (const [i, id] of members.entries()) {
            const name =
              i % 10 === 9
                ? ''
                : `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i >> 4) % LAST_NAMES.length]}`;
            const created = iso(NOW - 800 * DAY + i * 3000);
            yield copyLine([id, name, `member${i}@bench.example`, true, created, created]);
          }
        })(),
      );
      await copy(
        tx,
        `public.ideas (id, author_id, title, description, category, target_market, business_model, competitors, funding_needed, timeline, tags, status, rejection_reason, reviewed_at, total_ratings, ${IDEA_AGGREGATE_COLUMNS}, created_at, updated_at)`,
        (function* () {
          for (const [index, idea] of ideas.entries()) {
            const text = ideaText(random);
            const aggregates = new IdeaAggregates();
            for (const r of ratingsOf(idea, index)) aggregates.add(r);
            const reviewed = idea.status === 'pending' ? null : iso(idea.createdAt + DAY);
            yield copyLine([
              idea.id,
              members[idea.authorIndex]!,
              text.title,
              text.description,
              random.pick(CATEGORIES),
              text.targetMarket,
              text.businessModel,
              text.competitors,
              random.int(0, 200) * 5000,
              text.timeline,
              `{${text.tags.join(',')}}`,
              idea.status,
              idea.status === 'rejected' && random.next() < 0.5 ? 'Please say more about the market.' : null,
              reviewed,
              idea.ratingCount,
              ...aggregates.values(),
              iso(idea.createdAt),
              reviewed ?? iso(idea.createdAt),
            ]);
          }
        })(),
      );
      await copy(
        tx,
        'public.ratings (idea_id, user_id, market_demand, innovation, competition, is_anonymous, created_at)',
        (function* () {
          for (const [index, idea] of ideas.entries()) {
            let n = 0;
            for (const r of ratingsOf(idea, index)) {
              yield copyLine([
                idea.id,
                members[r.raterIndex]!,
                r.marketDemand,
                r.innovation,
                r.competition,
                r.anonymous,
                iso(idea.createdAt + DAY + ((n++ * 7_919_000) % (300 * DAY))),
              ]);
            }
          }
        })(),
      );
    });
    // The leaderboard's totals are kept by triggers, which the load skipped.
    await sql`select private.recount_idea_totals()`;
    await sql`analyze auth.users, public.profiles, public.ideas, public.ratings`;
  } finally {
    await sql.end();
  }
  const approved = ideas.filter((idea) => idea.status === 'approved');
  const top = approved.reduce((best, idea) => (idea.ratingCount > best.ratingCount ? idea : best));
  return {
    members: SIZE.members,
    ideas: SIZE.ideas,
    approvedIdeas: approved.length,
    ratings: SIZE.ratings,
    seconds: (performance.now() - started) / 1000,
    topIdeaId: top.id,
    memberId: members[ideas[0]!.authorIndex]!,
  };
}

/**
 * Per rated idea, every column the rating trigger maintains, recomputed from the ratings themselves: a fixed
 * subquery (idea_id, n, md, inn, comp, md_sq, inn_sq, comp_sq, overall_sq, md_hist, inn_hist, comp_hist) to splice
 * into a query.
 */
export const RECOMPUTED_AGGREGATES = `(
  select s.*, h.md_hist, h.inn_hist, h.comp_hist
  from (
    select idea_id, count(*)::int as n,
           sum(market_demand) as md, sum(innovation) as inn, sum(competition) as comp,
           sum(market_demand::bigint * market_demand) as md_sq, sum(innovation::bigint * innovation) as inn_sq,
           sum(competition::bigint * competition) as comp_sq,
           sum((market_demand + innovation + competition)::bigint * (market_demand + innovation + competition))
             as overall_sq
    from public.ratings group by idea_id
  ) as s
  join (
    select idea_id, array_agg(md order by band) as md_hist, array_agg(inn order by band) as inn_hist,
           array_agg(comp order by band) as comp_hist
    from (
      select r.idea_id, b.band,
             count(*) filter (where least(r.market_demand / 10, 9) = b.band)::int as md,
             count(*) filter (where least(r.innovation / 10, 9) = b.band)::int as inn,
             count(*) filter (where least(r.competition / 10, 9) = b.band)::int as comp
      from public.ratings as r cross join generate_series(0, 9) as b(band)
      group by r.idea_id, b.band
    ) as bands
    group by idea_id
  ) as h using (idea_id)
)`;

const NO_RATINGS = `'{0,0,0,0,0,0,0,0,0,0}'::integer[]`;

/**
 * Ideas where any column the rating trigger maintains (count, sums, sums of squares, histograms) or any score
 * derived from them (means, adjusted scores, spreads, margin: each by its formula, with Postgres's own stddev_pop)
 * differs from a full recomputation over their ratings (0 when all agree).
 */
export async function countWrongAggregates(sql: postgres.Sql): Promise<number> {
  const [row] = await sql.unsafe<{ wrong: number }[]>(`
    with r as ${RECOMPUTED_AGGREGATES},
    d as (
      select idea_id,
             round(avg(market_demand), 2) as md_avg, round(avg(innovation), 2) as inn_avg,
             round(avg(competition), 2) as comp_avg,
             round(sum(market_demand + innovation + competition)::numeric / (3 * count(*)), 2) as final_avg,
             stddev_pop(market_demand) as md_sd, stddev_pop(innovation) as inn_sd,
             stddev_pop(competition) as comp_sd,
             stddev_pop((market_demand + innovation + competition) / 3.0) as overall_sd
      from public.ratings group by idea_id
    )
    select count(*)::int as wrong
    from public.ideas as i
    left join r on r.idea_id = i.id
    left join d on d.idea_id = i.id
    where i.total_ratings <> coalesce(r.n, 0)
       or i.market_demand_sum <> coalesce(r.md, 0)
       or i.innovation_sum <> coalesce(r.inn, 0)
       or i.competition_sum <> coalesce(r.comp, 0)
       or i.market_demand_sumsq <> coalesce(r.md_sq, 0)
       or i.innovation_sumsq <> coalesce(r.inn_sq, 0)
       or i.competition_sumsq <> coalesce(r.comp_sq, 0)
       or i.overall_sumsq <> coalesce(r.overall_sq, 0)
       or i.market_demand_histogram <> coalesce(r.md_hist, ${NO_RATINGS})
       or i.innovation_histogram <> coalesce(r.inn_hist, ${NO_RATINGS})
       or i.competition_histogram <> coalesce(r.comp_hist, ${NO_RATINGS})
       or i.market_demand_score <> coalesce(d.md_avg, 0)
       or i.innovation_score <> coalesce(d.inn_avg, 0)
       or i.competition_score <> coalesce(d.comp_avg, 0)
       or i.final_score <> coalesce(d.final_avg, 0)
       or i.market_demand_adjusted <> round((250 + coalesce(r.md, 0))::numeric / (5 + coalesce(r.n, 0)), 2)
       or i.innovation_adjusted <> round((250 + coalesce(r.inn, 0))::numeric / (5 + coalesce(r.n, 0)), 2)
       or i.competition_adjusted <> round((250 + coalesce(r.comp, 0))::numeric / (5 + coalesce(r.n, 0)), 2)
       or i.adjusted_score
          <> round((750 + coalesce(r.md + r.inn + r.comp, 0))::numeric / (3 * (5 + coalesce(r.n, 0))), 2)
       or i.market_demand_spread <> round(coalesce(d.md_sd, 0), 2)
       or i.innovation_spread <> round(coalesce(d.inn_sd, 0), 2)
       or i.competition_spread <> round(coalesce(d.comp_sd, 0), 2)
       or i.spread <> round(coalesce((d.md_sd + d.inn_sd + d.comp_sd) / 3, 0), 2)
       or i.score_margin is distinct from round(1.96 * d.overall_sd / sqrt(r.n::numeric), 2)`);
  return row!.wrong;
}
