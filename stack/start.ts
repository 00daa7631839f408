// Starts the whole Docker-less local stack: Postgres (bootstrap, migrations, seed), the Auth and Storage
// stand-ins behind the gateway, the dev mailbox and one Deno process per edge function.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createAuthApp } from './auth/app.ts';
import { SUPABASE_DIR } from './config.ts';
import { roleUrl, type StackContext } from './context.ts';
import { functionsPooler } from './db/pgbouncer.ts';
import { setupDatabase } from './db/setup.ts';
import { assertPortFree, externalServer, startEmbedded } from './db/server.ts';
import { FunctionPool } from './functions/pool.ts';
import { functionScale, untilHealthy } from './functions/readiness.ts';
import { createGateway } from './gateway/gateway.ts';
import {
  ANON_KEY,
  functionsJwks,
  loadSigningKey,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from './keys.ts';
import { Mailbox } from './mailbox/mailbox.ts';
import { SmtpServer } from './mailbox/smtp-server.ts';
import { scheduleMailWorker } from './mail-worker-schedule.ts';
import { scheduleWeeklyDigest } from './digest-schedule.ts';
import { loadSettings } from './settings.ts';
import { createStorageApp } from './storage/app.ts';

export interface StackOptions {
  dataDir: string;
  ports: { gateway: number; db: number; mailbox: number; smtp: number };
  /** An existing Postgres instead of the embedded one. */
  databaseUrl?: string;
  /** false for throw-away test clusters: no fsync. */
  durable?: boolean;
  /** Reload functions on file changes. */
  watchFunctions?: boolean;
  /** How often the stack calls the mail worker (POST /api/internal/deliver-mail), as a schedule does on Supabase. */
  mailWorkerIntervalMs?: number;
  /** How often the stack calls the trash's purge (POST /api/internal/purge-trash), as pg_cron does on Supabase. */
  trashPurgeIntervalMs?: number;
  /** Auth's per-IP rate limits; off for test runs that create many users from one address. */
  authRateLimits?: boolean;
  /** More settings for the edge functions, over supabase/functions/.env (e.g. a test's LANDING_AI_URL). */
  functionEnv?: Record<string, string>;
  /**
   * Whether the functions must connect through the transaction pooler (PgBouncer); false lets a stack without it
   * warn and connect them directly. Default true.
   */
  poolerRequired?: boolean;
  /** Processes per function behind the gateway (default FUNCTION_INSTANCES, else 1). */
  functionInstances?: number;
  /** Seconds after which each process is replaced by a new one (default FUNCTION_LIFETIME_SECONDS, else never). */
  functionLifetimeSeconds?: number;
  /** The longest wait for /api/health to answer 200 through the gateway before the start fails (default 5 min). */
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface RunningStack {
  apiUrl: string;
  dbUrl: string;
  mailboxUrl: string;
  mailbox: Mailbox;
  /** The mailbox's SMTP port; stop() and start() it to play a mail server that is down. */
  smtp: SmtpServer;
  functions: Map<string, FunctionPool>;
  /** PgBouncer's address the functions connect through; null when the stack runs without it (see poolerRequired). */
  poolerUrl: string | null;
  /**
   * Stops and starts only the embedded Postgres (same data and port) while the rest keeps running, e.g. to test
   * how the services ride out a database outage. Refused for an existing server (DATABASE_URL).
   */
  database: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
}

const notOurDatabase = () =>
  Promise.reject(new Error('The database is an existing server (DATABASE_URL): the stack does not run it.'));

const FUNCTION_SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Function folders with an index.ts, as the CLI discovers them (slug = folder name). */
function discoverFunctions(): { slug: string; entrypoint: string }[] {
  const dir = path.join(SUPABASE_DIR, 'functions');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((slug) => FUNCTION_SLUG.test(slug) && existsSync(path.join(dir, slug, 'index.ts')))
    .map((slug) => ({ slug, entrypoint: path.join(dir, slug, 'index.ts') }));
}

/** supabase/functions/.env, names starting with SUPABASE_ skipped as the CLI does. */
function functionSecrets(): Record<string, string> {
  const file = path.join(SUPABASE_DIR, 'functions', '.env');
  if (!existsSync(file)) return {};
  const secrets: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match && !match[1]!.startsWith('SUPABASE_'))
      secrets[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return secrets;
}

function listen(app: Pick<Parameters<typeof serve>[0], 'fetch'>, port: number) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(server as Server));
    (server as Server).once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? console.log;
  const { ports, dataDir } = options;
  await assertPortFree(ports.gateway);
  await assertPortFree(ports.mailbox);
  await assertPortFree(ports.smtp);
  const apiUrl = `http://127.0.0.1:${ports.gateway}`;
  const settings = loadSettings();
  const signingKey = await loadSigningKey(dataDir);

  const database = options.databaseUrl
    ? externalServer(options.databaseUrl)
    : await startEmbedded({
        dataDir: path.join(dataDir, 'db'),
        port: ports.db,
        durable: options.durable ?? true,
      });
  const cleanups: (() => Promise<unknown>)[] = [() => database.stop()];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const report = await setupDatabase(database);
    if (report.bootstrapped) log('Bootstrapped the Supabase schemas (auth, storage, roles).');
    for (const name of report.migrations) log(`Applied migration ${name}`);
    if (report.seeded) log('Loaded supabase/seed.sql');
    // Only the functions go through the pooler; Auth, Storage and the migrations connect directly, as on Supabase.
    const pooler = await functionsPooler(database.url, options.poolerRequired ?? true, log);
    if (pooler) cleanups.push(() => pooler.stop());

    const authPool = new pg.Pool({ connectionString: roleUrl(database.url, 'supabase_auth_admin'), max: 10 });
    const storagePool = new pg.Pool({
      connectionString: roleUrl(database.url, 'supabase_storage_admin'),
      max: 10,
    });
    for (const pool of [authPool, storagePool]) pool.on('error', (error) => log(`[db] ${error.message}`));
    cleanups.push(
      () => authPool.end(),
      () => storagePool.end(),
    );

    const mailbox = new Mailbox(log);
    const ctx: StackContext = {
      settings,
      signingKey,
      dataDir,
      apiUrl,
      dbUrl: database.url,
      db: { auth: authPool, storage: storagePool },
      mailbox,
      log,
    };

    const env: Record<string, string> = {
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SUPABASE_DB_URL: database.url,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
      SUPABASE_JWKS: functionsJwks(signingKey),
      // The mail worker delivers to the dev mailbox's SMTP port; supabase/functions/.env may say otherwise.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.smtp),
      MAIL_FROM: 'Ideaboard <no-reply@ideaboard.local>',
      SITE_URL: settings.auth.siteUrl,
      ...functionSecrets(),
      // The pooler's URL, as a project sets Supavisor's transaction-mode URL as a secret (docs/local-stack.md).
      ...(pooler ? { DB_POOLER_URL: pooler.url } : {}),
      ...options.functionEnv,
    };
    const functions = new Map<string, FunctionPool>();
    const { instances, lifetimeMs } = functionScale(options);
    for (const { slug, entrypoint } of discoverFunctions()) {
      const pool = new FunctionPool({
        slug,
        entrypoint,
        env,
        watch: !!options.watchFunctions,
        log,
        instances,
        lifetimeMs,
      });
      functions.set(slug, pool);
      cleanups.push(() => pool.stop());
    }
    // A function that fails to boot is tried again by its supervisor with the error logged; the stack is ready only
    // once /api/health answers through the gateway (below).
    const booting = [...functions.values()].map((pool) =>
      pool.start().catch((error: unknown) => log(`[functions/${pool.slug}] ${(error as Error).message}`)),
    );

    const gateway = await listen(
      createGateway({
        auth: createAuthApp(ctx, { rateLimits: options.authRateLimits }),
        storage: createStorageApp(ctx),
        functions,
      }),
      ports.gateway,
    );
    cleanups.push(() => closeServer(gateway));
    const mailboxServer = await listen(mailbox.app(), ports.mailbox);
    cleanups.push(() => closeServer(mailboxServer));
    const smtp = new SmtpServer(ports.smtp, (message) => mailbox.receive(message));
    await smtp.start();
    cleanups.push(() => smtp.stop());
    await Promise.all(booting);
    if (functions.has('api'))
      await untilHealthy(`${apiUrl}/functions/v1/api/health`, options.readyTimeoutMs, log);
    if (functions.has('api')) {
      const stopWorker = scheduleMailWorker({
        url: `${apiUrl}/functions/v1/api/internal/deliver-mail`,
        secret: env.MAIL_WORKER_SECRET ?? SERVICE_ROLE_KEY,
        intervalMs: options.mailWorkerIntervalMs ?? 2000,
        log,
      });
      cleanups.push(stopWorker);
      const stopPurge = scheduleMailWorker({
        url: `${apiUrl}/functions/v1/api/internal/purge-trash`,
        secret: env.MAIL_WORKER_SECRET ?? SERVICE_ROLE_KEY,
        intervalMs: options.trashPurgeIntervalMs ?? 600_000,
        log,
        label: 'trash purge',
      });
      cleanups.push(stopPurge);
      cleanups.push(
        scheduleWeeklyDigest({
          url: `${apiUrl}/functions/v1/api/internal/run-digest`,
          secret: env.MAIL_WORKER_SECRET ?? SERVICE_ROLE_KEY,
          log,
        }),
      );
    }

    return {
      apiUrl,
      dbUrl: database.url,
      mailboxUrl: `http://127.0.0.1:${ports.mailbox}`,
      mailbox,
      smtp,
      functions,
      poolerUrl: pooler?.url ?? null,
      database: options.databaseUrl
        ? { stop: notOurDatabase, start: notOurDatabase }
        : { stop: () => database.stop(), start: () => database.start() },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
