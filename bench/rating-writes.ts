// Rating writes: POST /api/ratings at concurrency 32 on an approved idea with no ratings and on one with 200 000,
// each request from a different member. The trigger keeps running sums (and sums of squares and histograms), so
// both should be equally fast; then every column it maintains, and every score derived from them, of every idea is
// compared with a full recomputation over its ratings.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { copyAuthUsers } from './support/auth-users.ts';
import type { BenchContext } from './support/context.ts';
import { countWrongAggregates, RECOMPUTED_AGGREGATES } from './support/large-data.ts';
import { drive, expectJson, type RunResult } from './support/load.ts';
import { median, spread, table } from './support/stats.ts';
import { memberTokens } from './support/tokens.ts';

const CONCURRENCY = 32;
const REQUESTS = 1000;
const WARMUP = 100;
const CROWD = 200_000;

/**
 * Two approved ideas (no ratings; 200 000 ratings from a crowd of members) and members who have rated neither, their
 * addresses at `domain` (another benchmark prepares its own under another).
 */
export async function prepare(
  sql: postgres.Sql,
  authorId: string,
  writers: number,
  domain = 'writes.bench.example',
) {
  const empty = randomUUID();
  const crowded = randomUUID();
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`; // bulk load; the sums are set below
    const createdAt = new Date().toISOString();
    await copyAuthUsers(
      tx,
      Array.from({ length: CROWD + writers }, (_, i) => ({
        id: randomUUID(),
        email: i < CROWD ? `crowd${i + 1}@${domain}` : `writer${i + 1 - CROWD}@${domain}`,
        passwordHash: '',
        createdAt,
      })),
    );
    await tx`
      insert into public.profiles (id, email, is_verified)
      select id, email, true from auth.users where email like ${`%@${domain}`}`;
    await tx`
      insert into public.ideas (id, author_id, title, description, category, target_market, business_model,
                                status, reviewed_at)
      select id, ${authorId}, 'Write benchmark idea ' || n, repeat('A benchmark idea for rating writes. ', 3),
             'technology', 'Benchmark readers', 'Benchmark revenue', 'approved', now()
      from unnest(${[empty, crowded]}::uuid[]) with ordinality as t(id, n)`;
    await tx`
      insert into public.ratings (idea_id, user_id, market_demand, innovation, competition)
      select ${crowded}, id, (random() * 100)::int, (random() * 100)::int, (random() * 100)::int
      from auth.users where email like ${`crowd%@${domain}`}`;
    // Every column the trigger would have kept; the generated scores follow from them.
    await tx.unsafe(
      `update public.ideas set total_ratings = r.n, market_demand_sum = r.md, innovation_sum = r.inn,
              competition_sum = r.comp, market_demand_sumsq = r.md_sq, innovation_sumsq = r.inn_sq,
              competition_sumsq = r.comp_sq, overall_sumsq = r.overall_sq, market_demand_histogram = r.md_hist,
              innovation_histogram = r.inn_hist, competition_histogram = r.comp_hist
       from ${RECOMPUTED_AGGREGATES} as r
       where id = $1 and r.idea_id = id`,
      [crowded],
    );
  });
  await sql`analyze auth.users, public.profiles, public.ideas, public.ratings`;
  const rows = await sql<{ id: string }[]>`
    select id from auth.users where email like ${`writer%@${domain}`} order by email`;
  return { empty, crowded, writerIds: rows.map((row) => row.id) };
}

export async function ratingWritesBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.superuserUrl, { max: 2, onnotice: () => undefined });
  try {
    const started = performance.now();
    const { empty, crowded, writerIds } = await prepare(sql, ctx.data.memberId, WARMUP + ctx.runs * REQUESTS);
    const tokens = await memberTokens(ctx.stack, writerIds);
    console.log(
      `\n(rating writes: 200 000 ratings and ${writerIds.length} members prepared in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const url = `${ctx.stack.apiUrl}/functions/v1/api/ratings`;
    const rate = (ideaId: string, writer: number) => async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[writer]}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          ideaId,
          marketDemand: writer % 101,
          innovation: (writer * 7) % 101,
          competition: 50,
        }),
      });
      await expectJson(response, 201);
    };
    const run = (ideaId: string, first: number, count: number) =>
      drive(CONCURRENCY, count, (i) => rate(ideaId, first + i)());
    await run(empty, 0, WARMUP);
    await run(crowded, 0, WARMUP);
    const results: Record<'empty' | 'crowded', RunResult[]> = { empty: [], crowded: [] };
    for (let r = 0; r < ctx.runs; r++) {
      // Alternating, so a drift of the machine's load hits both alike.
      results.empty.push(await run(empty, WARMUP + r * REQUESTS, REQUESTS));
      results.crowded.push(await run(crowded, WARMUP + r * REQUESTS, REQUESTS));
    }
    const rps = (which: 'empty' | 'crowded') => results[which].map((r) => r.requestsPerSecond);
    const ratio = median(rps('crowded')) / median(rps('empty'));
    const [counts] = await sql<{ empty: number; crowded: number }[]>`
      select (select total_ratings from public.ideas where id = ${empty}) as empty,
             (select total_ratings from public.ideas where id = ${crowded}) as crowded`;
    const checkStarted = performance.now();
    const wrong = await countWrongAggregates(sql);
    const checkSeconds = (performance.now() - checkStarted) / 1000;
    console.log(
      `Rating writes: POST /api/ratings at c=${CONCURRENCY}, ${REQUESTS} ratings per run, ${ctx.runs} runs (median (min-max))`,
    );
    table(
      ['idea', 'ratings before', 'req/s', 'p50 ms', 'p99 ms'],
      (['empty', 'crowded'] as const).map((which) => [
        which === 'empty' ? 'no ratings' : '200 000 ratings',
        which === 'empty' ? '0' : String(CROWD),
        spread(rps(which)),
        spread(
          results[which].map((r) => r.p50),
          1,
        ),
        spread(
          results[which].map((r) => r.p99),
          1,
        ),
      ]),
    );
    console.log(`write-throughput ratio (200 000 / none): ${ratio.toFixed(2)}`);
    console.log(
      `ratings now: ${counts!.empty} and ${counts!.crowded}; ideas whose count, sums, sums of squares, histograms or derived scores differ from a full recomputation: ${wrong} (checked over every idea in ${checkSeconds.toFixed(1)} s)`,
    );
  } finally {
    await sql.end();
  }
}
