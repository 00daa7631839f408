// Latency of the leaderboard query through the whole local stack: GET /api/ideas?status=approved&limit=50 on the
// seeded data, as the SPA's leaderboard asks it. Starts a throw-away stack on free ports (as the API tests do),
// warms up, times sequential requests and prints percentiles. Figures only, never an assertion.
//
//   npx tsx bench/api-latency.ts [requests=200] [warmup=20]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../stack/db/server.ts';
import { startStack } from '../stack/start.ts';
import { percentile } from './stats.ts';

const REQUESTS = Number(process.argv[2] ?? 200);
const WARMUP = Number(process.argv[3] ?? 20);
const PATH = '/functions/v1/api/ideas?status=approved&limit=50';

async function timeOne(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const body = (await response.json()) as { success?: boolean; data?: unknown[] };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || !body.success || !Array.isArray(body.data)) {
    throw new Error(`unexpected answer ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
  return elapsed;
}

async function main(): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-bench-'));
  await fs.chmod(dir, 0o755); // as root, Postgres runs as the `postgres` system user and must reach the data
  const log: string[] = [];
  console.log('Starting a throw-away stack...');
  const stack = await startStack({
    dataDir: dir,
    ports: { gateway: await freePort(), db: await freePort(), mailbox: await freePort() },
    databaseUrl: process.env.DATABASE_URL,
    durable: false,
    log: (line) => (process.env.STACK_LOG ? console.log(line) : log.push(line)),
  });
  try {
    const url = `${stack.apiUrl}${PATH}`;
    for (let i = 0; i < WARMUP; i++) await timeOne(url);
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) samples.push(await timeOne(url));
    const rows = ((await (await fetch(url)).json()) as { data: unknown[] }).data.length;
    samples.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(`GET ${PATH}`);
    console.log(`${REQUESTS} sequential requests after ${WARMUP} warm-up requests, ${rows} ideas per answer`);
    console.log(`  p50 ${ms(percentile(samples, 50))}`);
    console.log(`  p95 ${ms(percentile(samples, 95))}`);
    console.log(`  p99 ${ms(percentile(samples, 99))}`);
    console.log(`  min ${ms(samples[0]!)}  max ${ms(samples.at(-1)!)}`);
  } finally {
    await stack.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
