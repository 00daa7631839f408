// Preview images (GET /api/ideas/{id}/preview.png): the renderer's CPU per card in this process, as the function
// runs it, and the time to first byte over HTTP at concurrency 1: cold (an idea no instance has drawn: the read
// version, the row, the drawing), cached (the same idea again without a tag: the read version and the kept bytes,
// X-Cache HIT where the same function instance answers) and revalidated (with its ETag: 304).
import postgres from 'postgres';
import { categoryAccent, renderCard } from '../supabase/functions/api/routes/previews/render/card.ts';
import type { BenchContext } from './support/context.ts';
import { median, percentile, spread, table } from './support/stats.ts';

const COLD = 20;
const REPEATS = 50;

function cpuMsOf(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function rendererFigures(): void {
  const card = (n: number) => ({
    kind: 'idea' as const,
    title: `Community carpool app for commuters in growing suburbs, with shared routes and fair costs ${n}`,
    category: 'Technology',
    score: { value: 61.4 + n / 100, ratings: 12 + n },
    accent: categoryAccent('technology'),
  });
  let bytes = 0;
  const first = cpuMsOf(() => (bytes = renderCard(card(0)).length));
  const warm = Array.from({ length: 30 }, (_, n) => cpuMsOf(() => renderCard(card(n + 1))));
  console.log(
    '\nPreview image renderer, CPU per 1200x630 card in this process (Node; the function runs it in Deno)',
  );
  table(
    ['first card (parses its glyphs)', 'next 30: median', 'p90', 'max', 'PNG bytes'],
    [
      [
        first,
        median(warm),
        percentile(
          [...warm].sort((a, b) => a - b),
          90,
        ),
        Math.max(...warm),
      ]
        .map((ms) => `${ms.toFixed(1)} ms`)
        .concat(String(bytes)),
    ],
  );
}

interface Sample {
  ttfb: number;
  cache: string | null;
  status: number;
}

async function timed(url: string, etag?: string): Promise<Sample & { etag: string | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {} });
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  const expected = etag ? 304 : 200;
  if (response.status !== expected) throw new Error(`${url}: expected ${expected}, got ${response.status}`);
  return {
    ttfb,
    cache: response.headers.get('x-cache'),
    status: response.status,
    etag: response.headers.get('etag'),
  };
}

const p50 = (samples: Sample[]) => median(samples.map((s) => s.ttfb));
const p99 = (samples: Sample[]) =>
  percentile(
    samples.map((s) => s.ttfb).sort((a, b) => a - b),
    99,
  );

export async function previewImageBench(ctx: BenchContext): Promise<void> {
  rendererFigures();
  const sql = postgres(ctx.stack.dbUrl, { max: 1, onnotice: () => undefined });
  let ids: string[];
  try {
    const rows = await sql<{ id: string }[]>`
      select id from public.ideas where status = 'approved' and deleted_at is null
      order by random() limit ${COLD * ctx.runs + 1}`;
    ids = rows.map((row) => row.id);
  } finally {
    await sql.end();
  }
  const url = (id: string) => `${ctx.stack.apiUrl}/functions/v1/api/ideas/${id}/preview.png`;
  const runs = { cold: [] as Sample[][], cached: [] as Sample[][], revalidated: [] as Sample[][] };
  await timed(url(ids.at(-1)!)); // warm-up: the function's first request
  for (let run = 0; run < ctx.runs; run++) {
    const cold: Sample[] = [];
    for (const id of ids.slice(run * COLD, (run + 1) * COLD)) cold.push(await timed(url(id)));
    const cached: Sample[] = [];
    const revalidated: Sample[] = [];
    const { etag } = await timed(url(ids[run * COLD]!));
    for (let i = 0; i < REPEATS; i++) cached.push(await timed(url(ids[run * COLD]!)));
    for (let i = 0; i < REPEATS; i++) revalidated.push(await timed(url(ids[run * COLD]!), etag!));
    runs.cold.push(cold);
    runs.cached.push(cached);
    runs.revalidated.push(revalidated);
  }
  const row = (name: string, samples: Sample[][]) => {
    const all = samples.flat();
    const hits = all.filter((s) => s.cache === 'HIT').length;
    return [
      name,
      String(samples[0]!.length),
      spread(samples.map(p50), 1),
      spread(samples.map(p99), 1),
      `${((100 * hits) / all.length).toFixed(0)}%`,
    ];
  };
  console.log(
    `\nPreview image time to first byte over HTTP, ${ctx.runs} runs at c=1 (median (min-max) of the runs' figures)`,
  );
  table(
    ['request', 'per run', 'TTFB p50 ms', 'TTFB p99 ms', 'X-Cache HIT'],
    [
      row('cold (an idea not drawn yet)', runs.cold),
      row('cached (same idea, no tag)', runs.cached),
      row('revalidated (If-None-Match: 304)', runs.revalidated),
    ],
  );
}
