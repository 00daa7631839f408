// Playwright's globalSetup: a whole local stack on a throw-away database and free ports (as the contract tests
// start it), the Vite dev server of the SPA pointed at it, and a snapshot of the freshly seeded database that
// every journey starts from. The returned function is the global teardown: it stops both and removes the data.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { freePort, startThrowawayStack, type ThrowawayStack } from '../../../stack/index.ts';
import { takeSnapshot } from './database.ts';
import { E2E_ENV } from './env.ts';
import { removeEndedRuns, runFolder } from './run.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Screenshots of the last run only (git-ignored). */
const SCREENSHOTS = path.join(ROOT, 'tests/e2e/screenshots');
const VITE_CACHES = path.join(ROOT, 'node_modules/.vite-e2e');
/** Playwright's outputDir of every run (playwright.config.ts). */
const RUN_OUTPUTS = path.join(ROOT, 'test-results');

/**
 * Vite's dev server on a free port of 127.0.0.1, with a dependency cache of this run's own, so that it can run beside
 * `npm run dev` and beside another run of the journeys.
 */
async function startVite(apiUrl: string, cacheDir: string): Promise<ViteDevServer> {
  // The SPA reads its settings from import.meta.env (src/config/env.ts); Vite takes VITE_* from process.env.
  process.env.VITE_SUPABASE_URL = apiUrl;
  const logger = createLogger(process.env.E2E_VITE_LOG ? 'info' : 'warn', { allowClearScreen: false });
  const info = logger.info.bind(logger);
  logger.info = (message, options) => {
    // Dependencies found late make Vite reload the page under a running journey: say so, it explains a flake.
    if (/optimized dependencies changed|reloading/i.test(message))
      logger.warn(`[vite, e2e] ${message}`, options);
    else info(message, options);
  };
  const server = await createServer({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    customLogger: logger,
    clearScreen: false,
    cacheDir,
    // A cache from before a new import makes Vite find that dependency mid-journey and re-bundle; with HMR off the
    // page then mixes two copies of React ("Invalid hook call"). Scanning every entry afresh costs a few seconds.
    optimizeDeps: { force: true },
    server: { host: '127.0.0.1', port: await freePort(), strictPort: true, hmr: false },
  });
  await server.listen();
  return server;
}

/**
 * What the edge functions printed (the stack's log, otherwise kept quiet), when a journey of this run failed: a
 * failure on a CI machine says only what the page showed, and a 500's cause is in this log. A failed journey is
 * told by what Playwright keeps for it in this run's output folder (its screenshot, `test-failed-*.png`), since
 * the teardown is not given the results.
 */
async function printFunctionLogOnFailure(log: string[]): Promise<void> {
  if (process.env.STACK_LOG) return;
  const kept = await fs.readdir(path.join(RUN_OUTPUTS, runFolder()), { recursive: true }).catch(() => []);
  if (!kept.some((file) => /(^|[\\/])test-failed-\d+\.png$/.test(file))) return;
  const printed = log.filter((line) => line.startsWith('[functions/'));
  console.error(
    printed.length > 0
      ? `\nWhat the edge functions printed during the journeys:\n${printed.join('\n')}\n`
      : '\nThe edge functions printed nothing during the journeys.\n',
  );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  await fs.rm(SCREENSHOTS, { recursive: true, force: true });
  await removeEndedRuns(RUN_OUTPUTS);
  await removeEndedRuns(VITE_CACHES);
  const viteCache = path.join(VITE_CACHES, runFolder());
  let stack: ThrowawayStack | undefined;
  let vite: ViteDevServer | undefined;
  const teardown = async () => {
    if (stack) await printFunctionLogOnFailure(stack.log);
    await vite?.close();
    await stack?.dispose();
    await fs.rm(viteCache, { recursive: true, force: true });
  };
  try {
    // Every journey signs in and up from 127.0.0.1: Auth's rate limits stay off (tests/stack proves them).
    stack = await startThrowawayStack({
      prefix: 'ideaboard-e2e-',
      databaseUrl: process.env.DATABASE_URL,
      watchFunctions: false,
    });
    await takeSnapshot(stack.superuserUrl);
    vite = await startVite(stack.apiUrl, viteCache);
    const address = vite.resolvedUrls?.local[0];
    if (!address) throw new Error('Vite did not report the address it listens on.');
    // Playwright's workers start after this function and inherit these.
    process.env[E2E_ENV.appUrl] = address.replace(/\/$/, '');
    process.env[E2E_ENV.apiUrl] = stack.apiUrl;
    process.env[E2E_ENV.mailboxUrl] = stack.mailboxUrl;
    process.env[E2E_ENV.superuserDbUrl] = stack.superuserUrl;
    console.log(
      `e2e: stack ${stack.apiUrl}, app ${process.env[E2E_ENV.appUrl]} ready in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    if (stack && stack.log.length > 0) console.error(stack.log.join('\n'));
    await teardown();
    throw error;
  }
  return teardown;
}
