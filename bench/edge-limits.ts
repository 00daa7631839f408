// The hosted edge runtime's limits, measured on the local function at the large data set: CPU time per request
// (2 s a request), the process's peak memory (256 MB a worker) and the function's bundle (20 MB). CPU comes from the
// Deno process's own counters (/proc/<pid>/stat: user + system time, all its threads) around N requests sent one at a
// time, so the figure is the function's work alone (not Postgres's, the gateway's or the client's). Requests go as a
// member: a member's answers are not kept in the function's memory, so every one runs the full path; the approved
// ideas' list, which is (decision 46), is asked with a URL no earlier request used.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { denoBinary, ROOT } from '../stack/index.ts';
import type { BenchContext } from './support/context.ts';
import { publishBenchLandingPage } from './support/landing-page.ts';
import { drive, expectJson } from './support/load.ts';
import { table } from './support/stats.ts';
import { memberTokens } from './support/tokens.ts';

const LIMITS = { cpuMs: 2000, memoryMb: 256, bundleMb: 20 };
const REQUESTS = 100;
/** Requests at once for the memory figure: many answers in flight, as a busy worker holds them. */
const BURST = { concurrency: 32, requests: 640 };
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
const FUNCTION = path.join(ROOT, 'supabase/functions/api');

export async function edgeLimitsBench(ctx: BenchContext): Promise<void> {
  const pids = functionPids();
  if (pids.length === 0) throw new Error('no Deno process of the api function found under this process');
  const bootCpuMs = sum(pids.map(cpuMs));
  const [token] = await memberTokens(ctx.stack, [ctx.data.memberId]);
  const slug = (await publishBenchLandingPage(ctx.stack.superuserUrl, ctx.data.topIdeaId)).slice(
    '/p/'.length,
  );
  const { topIdeaId: idea, memberId: member } = ctx.data;
  const endpoints = [
    '/health',
    '/openapi.json',
    '/ideas?status=approved&sort=finalScore&order=desc&limit=50',
    '/ideas?status=approved&category=technology&search=planner&sort=finalScore&order=desc&limit=50',
    '/ideas?status=approved&sort=adjustedScore&order=desc&limit=50',
    `/ideas/similar?title=${encodeURIComponent('A planner for small teams')}`,
    `/ideas/${idea}`,
    `/ideas/${idea}/scores`,
    `/ideas/${idea}/comments`,
    '/roadmap',
    `/users/${member}`,
    `/users/${member}/ideas`,
    `/users/${member}/ratings`,
    '/me',
    `/p/${slug}`,
    // Drawn anew for each member's request: the renderer's whole cost (visitors' images are kept).
    `/ideas/${idea}/preview.png`,
    `/p/${slug}/preview.png`,
  ];
  let fresh = 0;
  const unkept = (endpoint: string) =>
    endpoint.startsWith('/ideas?') ? `${endpoint}&offset=${'0'.repeat(1 + (fresh++ % 1000))}` : endpoint;
  const get = async (endpoint: string) =>
    expectJson(
      await fetch(`${ctx.stack.apiUrl}/functions/v1/api${unkept(endpoint)}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
      200,
    );

  const rows: string[][] = [];
  for (const endpoint of endpoints) {
    for (let i = 0; i < 10; i++) await get(endpoint); // warm-up: JIT, plans, connections
    const perRequest: number[] = [];
    const before = sum(pids.map(cpuMs));
    for (let i = 0; i < REQUESTS; i++) {
      const start = sum(pids.map(cpuMs));
      await get(endpoint);
      perRequest.push(sum(pids.map(cpuMs)) - start);
    }
    const mean = (sum(pids.map(cpuMs)) - before) / REQUESTS;
    const worst = Math.max(...perRequest);
    rows.push([
      endpoint.replaceAll(idea, ':idea').replaceAll(member, ':member'),
      mean.toFixed(2),
      worst.toFixed(0),
      `${((worst / LIMITS.cpuMs) * 100).toFixed(1)} %`,
    ]);
  }
  let next = 0;
  await drive(BURST.concurrency, BURST.requests, () => get(endpoints[next++ % endpoints.length]!));
  const memory = pids.map(memoryMb);
  const bundle = await bundleSize();

  console.log(
    `\nEdge limits at ${ctx.data.ideas} ideas: CPU of the function's process around ${REQUESTS} requests per endpoint, ` +
      `one at a time as a member (mean; worst single request in ${TICK_MS} ms ticks, vs the hosted ${LIMITS.cpuMs} ms)`,
  );
  table(['GET /api...', 'CPU ms/request', 'worst ms', 'of limit'], rows);
  console.log(
    `\nFunction process${pids.length > 1 ? `es (${pids.length})` : ''}: CPU to boot ${bootCpuMs.toFixed(0)} ms; ` +
      `peak memory (VmHWM, after a burst of ${BURST.requests} requests at c=${BURST.concurrency}) ` +
      `${memory.map((m) => m.peak.toFixed(0)).join(', ')} MB, now ${memory.map((m) => m.now.toFixed(0)).join(', ')} MB ` +
      `(hosted limit ${LIMITS.memoryMb} MB)`,
  );
  console.log(
    `Function bundle (deno bundle of supabase/functions/api, dependencies included): ${mb(bundle.raw)} MB, ` +
      `${mb(bundle.gzip)} MB gzip, ${bundle.modules} (hosted limit ${LIMITS.bundleMb} MB)`,
  );
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(2);

/** User + system CPU of a process so far, threads that ended included. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), which ends at the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function memoryMb(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** The Deno processes running stack/functions/main.ts that descend from this process (the bench's own stack). */
function functionPids(): number[] {
  const parent = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return 0;
    }
  };
  const descends = (pid: number) => {
    for (let p = parent(pid); p > 1; p = parent(p)) if (p === process.pid) return true;
    return false;
  };
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.includes(path.join('stack', 'functions', 'main.ts')) && descends(pid);
      } catch {
        return false; // ended meanwhile
      }
    });
}

async function bundleSize(): Promise<{ raw: number; gzip: number; modules: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-bundle-'));
  try {
    const out = path.join(dir, 'api.js');
    const result = spawnSync(
      denoBinary(),
      ['bundle', '--platform=deno', `--config=${path.join(FUNCTION, 'deno.json')}`, 'index.ts', '-o', out],
      {
        cwd: FUNCTION,
        env: {
          ...process.env,
          DENO_DIR: process.env.DENO_DIR || path.join(ROOT, 'node_modules/.cache/deno'),
          NO_COLOR: '1',
        },
      },
    );
    if (result.status !== 0) throw new Error(`deno bundle failed: ${result.stderr.toString()}`);
    const bytes = await fs.readFile(out);
    const modules = /Bundled (\d+ modules)/.exec(result.stderr.toString())?.[1] ?? '';
    return { raw: bytes.length, gzip: zlib.gzipSync(bytes).length, modules };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
