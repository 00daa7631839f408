// Similar ideas at scale: GET /api/ideas/similar as /submit calls it while a member types, on the large data set,
// at concurrency 1, beside the same function called straight in Postgres. The titles are drawn from the data set's
// own word lists, so every one has many close look-alikes: the index must pick the best 3 among them.
import postgres from 'postgres';
import type { BenchContext } from './support/context.ts';
import { drive, expectJson, type RunResult } from './support/load.ts';
import { spread, table } from './support/stats.ts';

const TITLES = [
  'AI powered meal planner for busy parents',
  'Community carpool app for commuters',
  'Privacy first budget tracker for students',
  'Garden planning tool for retirees',
  'A brand new thing nobody wrote before',
];
const REQUESTS = 200;
const DESCRIPTION =
  'Many busy parents waste hours every week on manual work. This fixes that with a simple product.';

export async function similarBench(ctx: BenchContext): Promise<void> {
  const sql = postgres(ctx.stack.dbUrl, { max: 1, onnotice: () => undefined });
  const title = (index: number) => TITLES[index % TITLES.length]!;
  const variants: Record<string, (index: number) => Promise<void>> = {
    'raw SQL (private.similar_ideas)': async (index) => {
      await sql`select * from private.similar_ideas(${title(index)}, ${DESCRIPTION}, 3)`;
    },
    'API, title only': async (index) =>
      expectJson(
        await fetch(
          `${ctx.stack.apiUrl}/functions/v1/api/ideas/similar?title=${encodeURIComponent(title(index))}`,
        ),
        200,
      ),
    'API, title + description': async (index) =>
      expectJson(
        await fetch(
          `${ctx.stack.apiUrl}/functions/v1/api/ideas/similar?title=${encodeURIComponent(title(index))}&description=${encodeURIComponent(DESCRIPTION)}`,
        ),
        200,
      ),
  };
  const rows: string[][] = [];
  try {
    for (const [variant, send] of Object.entries(variants)) {
      await drive(1, 20, send); // warm-up: connections, plans
      const runs: RunResult[] = [];
      for (let run = 0; run < ctx.runs; run++) runs.push(await drive(1, REQUESTS, send));
      rows.push([
        variant,
        spread(runs.map((r) => r.requestsPerSecond)),
        spread(
          runs.map((r) => r.p50),
          1,
        ),
        spread(
          runs.map((r) => r.p99),
          1,
        ),
      ]);
    }
  } finally {
    await sql.end();
  }
  console.log(
    `\nSimilar ideas over ${ctx.data.ideas} ideas: ${ctx.runs} runs of ${REQUESTS} requests at c=1 (median (min-max))`,
  );
  table(['path', 'req/s', 'p50 ms', 'p99 ms'], rows);
}
