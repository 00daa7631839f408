// Front end: what the first load of / downloads (gzip), and Lighthouse's four categories for every public page
// (/, /leaderboard, the most-rated idea, /roadmap, a member's page, a published landing page, /login), on the
// production bundle served by `vite preview` against the bench stack. Prints figures; never fails on a time or a
// score. The mobile runs' CPU slowdown is calibrated to this machine (./support/cpu-slowdown.ts), so the figures
// stand for the same phone whatever machine runs the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse, { desktopConfig, type Config, type Result, type RunnerResult } from 'lighthouse';
import { build, preview, type Plugin, type PreviewServer, type Rolldown } from 'vite';
import { HOME_ROUTE } from '../src/config/boot-reads.ts';
import { ANON_KEY, freePort, ROOT } from '../stack/index.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import type { BenchContext } from './support/context.ts';
import { cpuSlowdown } from './support/cpu-slowdown.ts';
import { publishBenchLandingPage } from './support/landing-page.ts';
import { median, spread, table } from './support/stats.ts';

/**
 * The route modules rendering / needs besides the entry: the frame of every page and the home page. Counted with the
 * files that hold them when they load lazily; otherwise they are part of the entry.
 */
const HOME_ROUTES = ['src/app/routes/layout.tsx', HOME_ROUTE];
// The browser and flags the journeys use (no sandbox, no GPU, nothing of its own on the network or the CPU).
const CHROMIUM = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lighthouse's default (a mid-range phone on slow 4G, simulated) and its desktop preset. */
const FORM_FACTORS: { name: string; config?: Config }[] = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
];

/**
 * LIGHTHOUSE_PAGES=/leaderboard,/idea measures only the pages whose path starts with one of these (`/` alone is
 * the home page), LIGHTHOUSE_FORM_FACTOR=mobile only that form factor: to follow a page's figures between builds
 * without the whole round.
 */
function chosen(pages: string[]): { pages: string[]; formFactors: typeof FORM_FACTORS } {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
  const formFactor = process.env.LIGHTHOUSE_FORM_FACTOR;
  return {
    pages: pages.filter(
      (page) =>
        !only?.length || only.some((prefix) => (prefix === '/' ? page === '/' : page.startsWith(prefix))),
    ),
    formFactors: FORM_FACTORS.filter(({ name }) => !formFactor || name === formFactor),
  };
}

/**
 * Runs per page and form factor: LIGHTHOUSE_RUNS, else five. One run's score swings with what the machine does at
 * that moment (on the 2-core bench machine, 80 to 98 for the same build); Lighthouse's variability guide
 * (docs/variability.md in its repository) finds the median of five runs about half as variable as one run.
 */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export async function frontendBench(ctx: BenchContext): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-frontend-'));
  let server: PreviewServer | undefined;
  let chromium: ChildProcess | undefined;
  try {
    const outDir = path.join(tmp, 'dist');
    const bundle = await buildBundle(outDir, ctx.stack.apiUrl);
    await printFirstLoad(outDir, bundle);

    const port = await freePort();
    server = await preview({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
      plugins: [gzipAssets(outDir)],
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const origin = `http://127.0.0.1:${port}`;
    await checkCors(ctx.stack.apiUrl, origin);

    const debuggingPort = await freePort();
    chromium = await launchChromium(path.join(tmp, 'chromium'), debuggingPort);
    const { pages, formFactors } = chosen([
      '/',
      '/leaderboard',
      `/idea/${ctx.data.topIdeaId}`,
      '/roadmap',
      `/user/${ctx.data.memberId}`,
      await publishBenchLandingPage(ctx.stack.superuserUrl, ctx.data.topIdeaId),
      '/login',
    ]);
    const reports = process.env.LIGHTHOUSE_REPORTS;
    const rows: string[][] = [];
    const failing = new Map<string, Set<string>>();
    let version = '';
    const audit = (page: string, formFactor: (typeof FORM_FACTORS)[number], cpuSlowdownMultiplier?: number) =>
      lighthouse(
        `${origin}${page}`,
        {
          port: debuggingPort,
          hostname: '127.0.0.1',
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
          ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
        },
        formFactor.config,
      );
    // A first run only to read the machine's benchmarkIndex. Each mobile run is calibrated to the median of the
    // indexes measured so far: one run's index swings with whatever else the machine is doing at that moment.
    const indexes = [(await audit('/', { name: 'mobile' }))?.lhr.environment.benchmarkIndex ?? Number.NaN];
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const runs: Result[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          const mobile = !formFactor.config;
          const result = await audit(page, formFactor, mobile ? cpuSlowdown(median(indexes)) : undefined);
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          if (result.lhr.runtimeError) {
            throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
          }
          runs.push(result.lhr);
          const { benchmarkIndex } = result.lhr.environment;
          indexes.push(benchmarkIndex);
          console.log(
            `  ${page} ${formFactor.name} run ${run + 1}: benchmarkIndex ${benchmarkIndex.toFixed(0)}, ` +
              `CPU slowdown ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)}x, ` +
              `performance ${score(result.lhr, 'performance').toFixed(0)}`,
          );
          if (reports) await saveReport(reports, result, page, formFactor.name, run);
          version = `${result.lhr.lighthouseVersion}, ${browserVersion(result.lhr)}`;
          for (const id of failedAudits(result.lhr)) {
            failing.set(page, (failing.get(page) ?? new Set()).add(id));
          }
        }
        rows.push([
          page,
          formFactor.name,
          ...CATEGORIES.map((category) => spread(runs.map((lhr) => score(lhr, category)))),
          median(runs.map((lhr) => metric(lhr, 'first-contentful-paint'))).toFixed(0),
          median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))).toFixed(0),
          median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))).toFixed(0),
          median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))).toFixed(3),
          median(runs.map((lhr) => lhr.environment.benchmarkIndex)).toFixed(0),
          `${median(runs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier)).toFixed(1)}x`,
        ]);
      }
    }
    console.log(
      `\nLighthouse ${version}: vite preview of the bundle, ${LIGHTHOUSE_RUNS} run(s) per page and form factor; ` +
        'scores 0-100 as median (min-max), FCP, LCP, TBT, CLS and benchmarkIndex as medians (mobile: simulated slow 4G ' +
        "and the CPU slowdown that makes this machine Lighthouse's mid-tier phone, from its benchmarkIndex)",
    );
    table(
      [
        'page',
        'form factor',
        'performance',
        'accessibility',
        'best practices',
        'SEO',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'benchmarkIndex',
        'CPU slowdown',
      ],
      rows,
    );
    for (const [page, ids] of failing) {
      console.log(`  ${page}: audits not passed outside performance: ${[...ids].join(', ')}`);
    }
  } finally {
    if (chromium) await stopChromium(chromium);
    if (server) await server.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Keeps a run's Lighthouse report in a folder (JSON, for the Lighthouse viewer), e.g. to find a page's LCP, and the
 * load's trace beside it (`.trace.json`, for DevTools' Performance panel): the tasks Lighthouse cannot attribute to
 * a script are told apart only there.
 */
async function saveReport(
  folder: string,
  { lhr, artifacts }: RunnerResult,
  page: string,
  formFactor: string,
  run: number,
): Promise<void> {
  const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.${formFactor}.${run + 1}`;
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, `${name}.json`), JSON.stringify(lhr));
  await fs.writeFile(path.join(folder, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
}

/** The production bundle in outDir, built as `npm run build` does, pointed at the bench stack: its files. */
async function buildBundle(outDir: string, apiUrl: string): Promise<Bundle> {
  // Variables already in the environment take precedence over .env files, as with `VITE_... vite build`.
  const saved = { url: process.env.VITE_SUPABASE_URL, key: process.env.VITE_SUPABASE_ANON_KEY };
  process.env.VITE_SUPABASE_URL = apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
  try {
    const result = await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    return (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]).flatMap(
      (output) => output.output,
    );
  } finally {
    restoreEnv('VITE_SUPABASE_URL', saved.url);
    restoreEnv('VITE_SUPABASE_ANON_KEY', saved.key);
  }
}

type Bundle = (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * The JS and CSS files the first load of / fetches: index.html's entry chunk and its static imports, and the files
 * holding the layout and home routes (lazy, and preloaded by index.html) with their static imports.
 */
function firstLoadFiles(bundle: Bundle): string[] {
  const chunks = new Map(
    bundle.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])),
  );
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(chunks.get(imported));
  };
  for (const chunk of chunks.values()) {
    const holdsHome = chunk.moduleIds.some((id) => HOME_ROUTES.some((route) => id.endsWith(`/${route}`)));
    if (chunk.isEntry || holdsHome) visit(chunk);
  }
  return [...files];
}

const gzipSize = (content: Buffer) => zlib.gzipSync(content, { level: 9 }).length;
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function printFirstLoad(outDir: string, bundle: Bundle): Promise<void> {
  const sizes = async (files: string[]) =>
    await Promise.all(
      files.map(async (file) => {
        const content = await fs.readFile(path.join(outDir, file));
        return { file, raw: content.length, gzip: gzipSize(content) };
      }),
    );
  const first = await sizes(firstLoadFiles(bundle));
  const all = await sizes(bundle.map((file) => file.fileName).filter((file) => /\.(js|css)$/.test(file)));
  const sum = (list: typeof first, key: 'raw' | 'gzip') => list.reduce((total, size) => total + size[key], 0);
  const largest = first.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const lazyRoutes = HOME_ROUTES.filter((route) =>
    bundle.some(
      (file) =>
        file.type === 'chunk' && !file.isEntry && file.moduleIds.some((id) => id.endsWith(`/${route}`)),
    ),
  ).map((route) => path.basename(route, '.tsx'));
  const html = gzipSize(await fs.readFile(path.join(outDir, 'index.html')));
  console.log(
    `\nFirst load of / (JS and CSS, gzip -9): index.html's entry chunk and its static imports` +
      (lazyRoutes.length
        ? `, plus the lazy ${lazyRoutes.join(' and ')} route(s) and their static imports`
        : '') +
      `; index.html itself is ${kib(html)} KiB more`,
  );
  table(
    ['what', 'files', 'gzip KiB', 'raw KiB', 'largest file (gzip KiB)'],
    [
      [
        'first load of /',
        String(first.length),
        kib(sum(first, 'gzip')),
        kib(sum(first, 'raw')),
        `${path.basename(largest.file)} (${kib(largest.gzip)})`,
      ],
      ['whole build', String(all.length), kib(sum(all, 'gzip')), kib(sum(all, 'raw')), ''],
    ],
  );
}

/**
 * `vite preview` sends files uncompressed; any static host sends them gzip'd (or better), and Lighthouse would
 * otherwise time the download of the raw bytes. This serves the JS and CSS gzip -9, as counted above.
 */
function gzipAssets(outDir: string): Plugin {
  const cache = new Map<string, Buffer>();
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  return {
    name: 'bench-gzip-assets',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        const type = types[path.extname(pathname)];
        const file = path.join(outDir, decodeURIComponent(pathname));
        if (
          !type ||
          !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ||
          !file.startsWith(outDir + path.sep)
        ) {
          next();
          return;
        }
        const send = (gzip: Buffer) => {
          res.setHeader('Content-Type', type);
          res.setHeader('Content-Encoding', 'gzip');
          res.setHeader('Vary', 'Accept-Encoding');
          res.end(gzip);
        };
        const cached = cache.get(file);
        if (cached) {
          send(cached);
          return;
        }
        fs.readFile(file).then(
          (content) => {
            const gzip = zlib.gzipSync(content, { level: 9 });
            cache.set(file, gzip);
            send(gzip);
          },
          () => next(), // not a file of the build: Vite's own handling
        );
      });
    },
  };
}

/** The gateway must let the preview's origin call the API and Auth, or every page would show load errors. */
async function checkCors(apiUrl: string, origin: string): Promise<void> {
  for (const route of ['/functions/v1/api/ideas', '/auth/v1/token']) {
    const response = await fetch(`${apiUrl}${route}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info',
      },
    });
    const allowed = response.headers.get('access-control-allow-origin');
    if (!response.ok || (allowed !== '*' && allowed !== origin)) {
      throw new Error(
        `The gateway does not let ${origin} call ${route} (preflight ${response.status}, ` +
          `Access-Control-Allow-Origin: ${allowed ?? 'none'}): the pages could not load their data.`,
      );
    }
  }
}

async function launchChromium(userDataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'],
    // Its own process group, so stopping it takes its renderer and utility processes along.
    { stdio: 'ignore', detached: true },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !exited) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChromium(child);
  throw new Error(
    `${CHROMIUM} did not open its debugging port ${port} (set CHROME_PATH to another Chromium)`,
  );
}

async function stopChromium(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

const browserVersion = (lhr: Result) =>
  /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium';
const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  (lhr.categories[category]?.score ?? 0) * 100;
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Audits of the non-performance categories that did not fully pass, to say what holds a score down. */
function failedAudits(lhr: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit!.id),
  );
}
