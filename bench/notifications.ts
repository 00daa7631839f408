// Conditional polling of GET /api/notifications: req/s and p50 when nothing changed (If-None-Match holds the
// current ETag: 304 after one counter lookup) and when something did (an outdated ETag: 200 with the list, its
// counts and a new ETag), at concurrency 1 and 8, as the most-rated author of the large data set.
import postgres from 'postgres';
import type { BenchContext } from './support/context.ts';
import { drive, type RunResult } from './support/load.ts';
import { median, spread, table } from './support/stats.ts';
import { memberTokens } from './support/tokens.ts';

const CONCURRENCY = [1, 8];
const REQUESTS = 400;

async function expectStatus(response: Response, status: number): Promise<void> {
  await response.arrayBuffer();
  if (response.status !== status)
    throw new Error(`GET /api/notifications answered ${response.status}, not ${status}`);
}

export async function notificationsBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.superuserUrl, { max: 1, onnotice: () => undefined });
  let authorId: string;
  try {
    const [author] = await sql<{ author_id: string }[]>`
      select author_id from public.ideas where status = 'approved' order by total_ratings desc limit 1`;
    if (!author) throw new Error('no approved idea in the data set');
    authorId = author.author_id;
    // Items to list whatever the data set's loader did with the triggers: one event of each kind for this author.
    await sql`select private.notify(${authorId}::uuid, 'promoted', null)`;
    await sql`select private.notify(${authorId}::uuid, 'new_ratings', id, jsonb_build_object('title', title))
              from public.ideas where author_id = ${authorId} and status = 'approved' limit 20`;
  } finally {
    await sql.end();
  }
  const [token] = await memberTokens(ctx.stack, [authorId]);
  const url = `${ctx.stack.apiUrl}/functions/v1/api/notifications`;
  const headers = { authorization: `Bearer ${token}` };
  const first = await fetch(url, { headers });
  await expectStatus(first, 200);
  const etag = first.headers.get('etag') ?? '';

  const variants: Record<string, () => Promise<void>> = {
    'unchanged (304)': async () =>
      expectStatus(await fetch(url, { headers: { ...headers, 'if-none-match': etag } }), 304),
    'changed (200)': async () =>
      expectStatus(await fetch(url, { headers: { ...headers, 'if-none-match': '"outdated"' } }), 200),
  };
  const rows: string[][] = [];
  for (const concurrency of CONCURRENCY) {
    for (const [name, send] of Object.entries(variants)) {
      await drive(concurrency, 50, send);
      const runs: RunResult[] = [];
      for (let run = 0; run < ctx.runs; run++) runs.push(await drive(concurrency, REQUESTS, send));
      rows.push([
        name,
        String(concurrency),
        spread(runs.map((r) => r.requestsPerSecond)),
        spread(
          runs.map((r) => r.p50),
          1,
        ),
        median(runs.map((r) => r.p99)).toFixed(1),
      ]);
    }
  }
  console.log(
    `\nNotification polling: GET /api/notifications, ${ctx.runs} runs of ${REQUESTS} (median (min-max))`,
  );
  table(['answer', 'c', 'req/s', 'p50 ms', 'p99 ms'], rows);
}
