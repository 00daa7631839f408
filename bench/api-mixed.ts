// Reads between writes: visitors read the leaderboard, idea pages and profiles at c=32 while members rate at 1 % of
// the requests, on the ideas the visitors read. Each rating moves on its idea's version, the lists' and its rater's
// profile's (migration 20251126100000_read_versions_per_resource.sql), so the leaderboard and the rated idea's page
// are read afresh after it while the other pages stay cached. The same mix is sent straight to Postgres (the same
// SQL, the profile's as GET /api/users/{id} reads it, the rating as an insert) in the same run. The cache hit ratio
// counts the API's X-Cache answers: HIT, and JOINED (it waited for another request's build of the same answer).
import postgres from 'postgres';
import { ideaListQuerySchema } from '../supabase/functions/_shared/schemas/ideas.ts';
import { findIdea } from '../supabase/functions/api/routes/common/ideas.sql.ts';
import { listSql } from '../supabase/functions/api/routes/ideas/ideas.sql.ts';
import type { BenchContext } from './support/context.ts';
import { expectStatus, get, send } from './support/http.ts';
import { drive, type RunResult } from './support/load.ts';
import { memberTokens } from './support/tokens.ts';
import { median, spread } from './support/stats.ts';

const CONCURRENCY = 32;
const REQUESTS = 3000;
const WARMUP = 300;
/** One request in this many is a member's rating. */
const RATING_EVERY = 100;
/** The ideas whose pages are read (and rated), and as many profiles: their authors. */
const PAGES = 20;
const POOL = 10;
const LEADERBOARD = 'status=approved&sort=finalScore&order=desc&limit=50';
type Kind = 'leaderboard' | 'idea page' | 'profile' | 'rating';
const KINDS: Kind[] = ['leaderboard', 'idea page', 'profile'];

interface Target {
  ideaId: string;
  authorId: string;
}

/** A member and an idea they may rate (not theirs, not rated yet); each member once, so no write limit is met. */
async function raters(sql: postgres.Sql, targets: Target[], count: number) {
  return await sql<{ userId: string; ideaId: string }[]>`
    with targets as (
      select t.id, t.author_id, t.n - 1 as n
      from unnest(${targets.map((t) => t.ideaId)}::uuid[], ${targets.map((t) => t.authorId)}::uuid[])
        with ordinality as t(id, author_id, n)
    ), members as (
      select id, row_number() over (order by id) as n from public.profiles where not is_admin and suspended_until is null
    )
    select m.id as "userId", t.id as "ideaId"
    from members as m join targets as t on t.n = m.n % ${targets.length}
    where m.id <> t.author_id
      and not exists (select from public.ratings as r where r.idea_id = t.id and r.user_id = m.id)
    order by m.n
    limit ${count}`;
}

export async function apiMixedBench(ctx: BenchContext): Promise<string[][]> {
  const sql = postgres(ctx.stack.dbUrl, { max: POOL, onnotice: () => undefined });
  const admin = postgres(ctx.stack.superuserUrl, { max: 1, onnotice: () => undefined });
  try {
    const targets = (
      await admin<{ id: string; author_id: string }[]>`
        select id, author_id from public.ideas where status = 'approved' and deleted_at is null
        order by total_ratings desc, id limit ${PAGES}`
    ).map((row) => ({ ideaId: row.id, authorId: row.author_id }));
    const ratingsNeeded = 2 * Math.ceil((WARMUP + REQUESTS * ctx.runs) / RATING_EVERY) + 10;
    const pairs = await raters(admin, targets, ratingsNeeded);
    const tokens = await memberTokens(
      ctx.stack,
      pairs.map((p) => p.userId),
    );
    let nextPair = 0;
    const takePair = () => {
      const index = nextPair++;
      if (index >= pairs.length) throw new Error('the mixed benchmark ran out of members who may rate');
      return { ...pairs[index]!, token: tokens[index]! };
    };
    const kindOf = (i: number): Kind => (i % RATING_EVERY === 0 ? 'rating' : KINDS[i % KINDS.length]!);
    const api = `${ctx.stack.apiUrl}/functions/v1/api`;
    const list = listSql(ideaListQuerySchema.parse(Object.fromEntries(new URLSearchParams(LEADERBOARD))));
    const cache = { hits: 0, joined: 0, misses: 0 };
    const apiSend = async (i: number) => {
      const kind = kindOf(i);
      const target = targets[i % targets.length]!;
      if (kind === 'rating') {
        const pair = takePair();
        const answer = await send(
          'POST',
          `${api}/ratings`,
          { authorization: `Bearer ${pair.token}`, 'content-type': 'application/json' },
          JSON.stringify({ ideaId: pair.ideaId, marketDemand: i % 101, innovation: 60, competition: 40 }),
        );
        return expectStatus(answer, 201);
      }
      const path =
        kind === 'leaderboard'
          ? `/ideas?${LEADERBOARD}`
          : kind === 'idea page'
            ? `/ideas/${target.ideaId}`
            : `/users/${target.authorId}`;
      // The compressed bytes, as ./support/http.ts explains.
      const answer = await get(`${api}${path}`);
      const how = answer.headers['x-cache'];
      if (how === 'HIT') cache.hits++;
      else if (how === 'JOINED') cache.joined++;
      else cache.misses++;
      expectStatus(answer, 200);
    };
    const rawSend = async (i: number) => {
      const kind = kindOf(i);
      const target = targets[i % targets.length]!;
      if (kind === 'rating') {
        const pair = takePair();
        await sql`
          insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
          values (${pair.ideaId}, ${pair.userId}, ${i % 101}, 60, 40)`;
      } else if (kind === 'leaderboard') await sql.unsafe(list.text, list.params as never[]);
      else if (kind === 'idea page') await findIdea(sql as never, target.ideaId);
      else
        await sql`
          select id, display_name, bio, avatar_url, social_links, is_verified, subscription_tier, created_at
          from public.profiles where id = ${target.authorId}`;
    };
    const results: Record<'raw' | 'api', RunResult[]> = { raw: [], api: [] };
    await drive(CONCURRENCY, WARMUP, rawSend);
    await drive(CONCURRENCY, WARMUP, apiSend);
    cache.hits = cache.joined = cache.misses = 0;
    for (let run = 0; run < ctx.runs; run++) {
      // Alternating, so a drift of the machine's load hits both alike.
      results.raw.push(await drive(CONCURRENCY, REQUESTS, rawSend));
      results.api.push(await drive(CONCURRENCY, REQUESTS, apiSend));
    }
    const rawRps = median(results.raw.map((r) => r.requestsPerSecond));
    const reads = Math.max(1, cache.hits + cache.joined + cache.misses);
    const share = (count: number) => ((100 * count) / reads).toFixed(1);
    return (
      [
        ['raw SQL (same mix, rating as an insert)', results.raw],
        [
          `API, visitors (of reads: cache hits ${share(cache.hits)} %, joined a build ${share(cache.joined)} %)`,
          results.api,
        ],
      ] as const
    ).map(([path, runs]) => {
      const rps = runs.map((r) => r.requestsPerSecond);
      return [
        `mixed: reads + 1 % ratings`,
        String(CONCURRENCY),
        path,
        spread(rps),
        spread(
          runs.map((r) => r.p50),
          1,
        ),
        spread(
          runs.map((r) => r.p99),
          1,
        ),
        (median(rps) / rawRps).toFixed(2),
      ];
    });
  } finally {
    await Promise.all([sql.end(), admin.end()]);
  }
}
