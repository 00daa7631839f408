// API read vs the limit: GET /api/ideas as the leaderboard calls it, and with a search term and a category, at
// concurrency 1 and 32 through the gateway, next to the same SQL sent straight to Postgres with postgres.js (alone,
// and wrapped the way the API wraps it: a transaction as the caller), the function's do-nothing endpoint, and the
// repeat read a browser makes with the ETag it holds (answered 304). A visitor's answer is kept in the function's
// memory under its tag (routes/common/answer-cache.ts), and so is the approved ideas' list for members (it is
// everyone's alike), so the visitors' and the member's reads here are served from it after the first; the full path,
// what a read costs right after a write, is measured with URLs that differ each time (zeros before the offset) and
// ask for the same page. The trust sorts (adjustedScore, spread) are timed at concurrency 1 and their p50, full path,
// compared with the finalScore sort's. Last,
// visitors' reads with members rating meanwhile (./api-mixed.ts), where the per-resource read versions matter.
import postgres from 'postgres';
import { apiMixedBench } from './api-mixed.ts';
import { ideaListQuerySchema } from '../supabase/functions/_shared/schemas/ideas.ts';
import { listSql } from '../supabase/functions/api/routes/ideas/ideas.sql.ts';
import type { BenchContext } from './support/context.ts';
import { get, expectStatus } from './support/http.ts';
import { drive, expectJson, type RunResult } from './support/load.ts';
import { memberTokens } from './support/tokens.ts';
import { median, spread, table } from './support/stats.ts';

const CONCURRENCY = [1, 32];
const CASES: { name: string; query: string; concurrency?: number[] }[] = [
  { name: 'leaderboard', query: 'status=approved&sort=finalScore&order=desc&limit=50' },
  {
    name: 'search + category',
    query: 'status=approved&category=technology&search=planner&sort=finalScore&order=desc&limit=50',
  },
  {
    name: 'sort adjustedScore',
    query: 'status=approved&sort=adjustedScore&order=desc&limit=50',
    concurrency: [1],
  },
  { name: 'sort spread', query: 'status=approved&sort=spread&order=desc&limit=50', concurrency: [1] },
];
/** READ_CASES=leaderboard (names, comma-separated) runs only those cases before the mixed workload; default all. */
const CHOSEN = CASES.filter(
  ({ name }) => !process.env.READ_CASES || process.env.READ_CASES.split(',').includes(name),
);
/** The sort the trust sorts are compared with, and the paths compared. */
const BASELINE = 'leaderboard';
const COMPARED = ['raw SQL', 'API (gateway + function)', 'API, full path (a member, never kept)'];
const REQUESTS = { 1: 300, 32: 1500 } as Record<number, number>;
/** The API's pool size (supabase/functions/_shared/db.ts), so raw SQL gets no more connections than the API. */
const POOL = 10;
const ANON_CLAIMS = JSON.stringify({ role: 'anon' });

let uncachedCount = 0;
/** The same query in a URL no earlier request used (`offset=000…0`), so no kept answer serves it. */
function uncached(query: string): string {
  const n = uncachedCount++;
  const params = new URLSearchParams(query);
  params.set('offset', '0'.repeat(1 + (n % 1000)));
  params.set('limit', `${'0'.repeat(Math.floor(n / 1000))}${params.get('limit') ?? 50}`);
  return params.toString();
}

export async function apiReadBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.dbUrl, { max: POOL, onnotice: () => undefined });
  const [memberToken] = await memberTokens(ctx.stack, [ctx.data.memberId]);
  const rows: string[][] = [];
  /** p50 at c=1 per case and path, for the sort comparison. */
  const p50s = new Map<string, number>();
  try {
    for (const { name, query, concurrency: levels = CONCURRENCY } of CHOSEN) {
      const { text, params } = listSql(
        ideaListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
      );
      const url = `${ctx.stack.apiUrl}/functions/v1/api/ideas?${query}`;
      // The tag a browser holds after its first read: the repeat below is answered 304 without the page query.
      const tag = String((await get(url)).headers.etag ?? '');
      const variants: Record<string, () => Promise<void>> = {
        'raw SQL': async () => {
          await sql.unsafe(text, params as never[]);
        },
        'raw SQL, as the API wraps it': async () => {
          await sql.begin(async (tx) => {
            const setup =
              tx`select set_config('role', 'anon', true), set_config('request.jwt.claims', ${ANON_CLAIMS}, true),
                                    set_config('statement_timeout', '3s', true)`.execute();
            await Promise.all([setup, tx.unsafe(text, params as never[])]);
          });
        },
        // Asks for gzip as browsers do and reads the compressed bytes (./support/http.ts says why not fetch).
        'API (gateway + function)': async () => expectStatus(await get(url), 200),
        // The same read by Node's fetch, which decodes the gzip: what the driver's own cost does to the figure.
        "API, read with Node's fetch": async () => expectJson(await fetch(url), 200),
        // The approved ideas' list is everyone's alike: a member gets the kept answer, under a tag of their own.
        'API as a member': async () =>
          expectStatus(await get(url, { authorization: `Bearer ${memberToken}` }), 200),
        // What every read costs right after a write: the version, the transaction as the caller, the page's query.
        'API, full path (a member, never kept)': async () =>
          expectStatus(
            await get(`${url.split('?')[0]}?${uncached(query)}`, { authorization: `Bearer ${memberToken}` }),
            200,
          ),
        'API repeat read, 304': async () => expectStatus(await get(url, { 'if-none-match': tag }), 304),
        'API do-nothing endpoint': async () =>
          expectStatus(await get(`${ctx.stack.apiUrl}/functions/v1/api/health`), 200),
      };
      const rowCount = (await sql.unsafe(text, params as never[])).length;
      for (const concurrency of levels) {
        const results = new Map<string, RunResult[]>();
        for (const [variant, send] of Object.entries(variants)) {
          await drive(concurrency, 50, send); // warm-up: connections, plans, JIT
          const runs: RunResult[] = [];
          for (let run = 0; run < ctx.runs; run++)
            runs.push(await drive(concurrency, REQUESTS[concurrency]!, send));
          results.set(variant, runs);
        }
        const rawRps = median(results.get('raw SQL')!.map((r) => r.requestsPerSecond));
        for (const [variant, runs] of results) {
          if (concurrency === 1) p50s.set(`${name}/${variant}`, median(runs.map((r) => r.p50)));
          const rps = runs.map((r) => r.requestsPerSecond);
          rows.push([
            `${name} (${rowCount} rows)`,
            String(concurrency),
            variant,
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
          ]);
        }
      }
    }
    rows.push(...(await apiMixedBench(ctx)));
  } finally {
    await sql.end();
  }
  console.log(`\nFunction instances behind the gateway: ${process.env.FUNCTION_INSTANCES ?? 1}`);
  console.log(
    `\nAPI read vs the limit: GET /api/ideas, ${ctx.runs} runs each (median (min-max)); ${REQUESTS[1]} requests at c=1, ${REQUESTS[32]} at c=32`,
  );
  table(['query', 'c', 'path', 'req/s', 'p50 ms', 'p99 ms', 'vs raw SQL'], rows);
  const sorts = CHOSEN.filter((c) => c.name.startsWith('sort ') && CHOSEN.some((b) => b.name === BASELINE));
  if (!sorts.length) return;
  console.log(
    `\nTrust sorts vs the finalScore sort: p50 at c=1 over ${ctx.data.ideas} ideas (median of runs)`,
  );
  table(
    ['sort', 'path', 'p50 ms', 'finalScore p50 ms', 'ratio'],
    sorts.flatMap(({ name }) =>
      COMPARED.map((variant) => {
        const [own, base] = [p50s.get(`${name}/${variant}`)!, p50s.get(`${BASELINE}/${variant}`)!];
        return [name.slice(5), variant, own.toFixed(2), base.toFixed(2), (own / base).toFixed(2)];
      }),
    ),
  );
}
