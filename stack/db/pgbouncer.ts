// The transaction pooler between the edge functions and Postgres, as Supavisor's transaction mode (port 6543) is on
// Supabase: PgBouncer with pool_mode = transaction, so a function's connection holds a server connection only for
// the length of one transaction, and nothing a session sets survives it. Debian's `pgbouncer` package, installed
// with apt when missing and running as root on Debian (as pgTAP is fetched, ./pgtap.ts); otherwise the stack says
// what to install.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';
import { serverAccount, type Account } from './install.ts';

const DEBIAN_PACKAGE = 'pgbouncer';

export interface Pooler {
  /** The pooler's URL for the same role, password and database as `directUrl`. */
  url: string;
  stop(): Promise<void>;
}

/** PGBOUNCER, else pgbouncer on PATH or where Debian and Homebrew put it. */
function findBinary(): string | null {
  const candidates = process.env.PGBOUNCER
    ? [process.env.PGBOUNCER]
    : [
        ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'pgbouncer')),
        '/usr/sbin/pgbouncer',
        '/opt/homebrew/bin/pgbouncer',
      ];
  return candidates.find((file) => file && existsSync(file)) ?? null;
}

const isDebianRoot = () =>
  os.userInfo().uid === 0 && existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');

/** apt-get install, as root on Debian only; null elsewhere. */
function installFromDebian(log: (line: string) => void): string | null {
  if (!isDebianRoot()) return null;
  log(`Installing PgBouncer (apt-get install ${DEBIAN_PACKAGE}) for the functions' transaction pooler…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', DEBIAN_PACKAGE], {
      env,
      stdio: 'pipe',
    });
  try {
    install();
  } catch {
    // A fresh machine has no package lists yet.
    execFileSync('apt-get', ['update', '-qq'], { env, stdio: 'pipe' });
    install();
  }
  return findBinary();
}

export const PGBOUNCER_MISSING =
  'PgBouncer is not installed: the edge functions connect through it in transaction mode, as through Supavisor on ' +
  'Supabase. Install it (Debian/Ubuntu: `sudo apt-get install pgbouncer`; macOS: `brew install pgbouncer`; or point ' +
  'PGBOUNCER at its binary).';

/** The pgbouncer binary, installed when missing where the stack can (root on Debian); null otherwise. */
export function pgbouncerBinary(log: (line: string) => void): string | null {
  try {
    return findBinary() ?? installFromDebian(log);
  } catch (error) {
    const output = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n').at(-1) ?? '';
    log(`apt-get could not install ${DEBIAN_PACKAGE}${output ? `: ${output}` : ''}`);
    return null;
  }
}

/** pgbouncer.ini: every database of the server, transaction pooling, client logins checked as Supavisor does. */
function config(server: URL, port: number, authFile: string): string {
  return `[databases]
* = host=${server.hostname} port=${server.port || '5432'}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
pool_mode = transaction
auth_type = scram-sha-256
auth_file = ${authFile}
max_client_conn = 2000
default_pool_size = 20
; After a failed login the next client's query tries again at once, not after the default 15 s.
server_login_retry = 0
; A query waits at most 5 s for a server connection, as Supavisor fails a client after its 5 s checkout timeout
; (ECHECKOUTTIMEOUT). PgBouncer's default is 120 s: with the database down, the query that found no server and
; started the failing login waited that long, and with it every request of a function instance.
query_wait_timeout = 5
; postgres.js and node-postgres send these at login; transaction pooling cannot keep them per client anyway.
ignore_startup_parameters = extra_float_digits,options
log_connections = 0
log_disconnections = 0
log_pooler_errors = 1
`;
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * Starts PgBouncer on a free port in front of the server `directUrl` names, for that role and password. Its files
 * live in a temp folder of their own that the server's account can read (as root it runs as `postgres`: PgBouncer
 * refuses to run as root).
 */
export async function startPooler(
  binary: string,
  directUrl: string,
  log: (line: string) => void,
): Promise<Pooler> {
  const server = new URL(directUrl);
  const account = serverAccount();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-pgbouncer-'));
  const port = await freePort();
  const authFile = path.join(dir, 'userlist.txt');
  const user = decodeURIComponent(server.username);
  await fs.writeFile(authFile, `${quote(user)} ${quote(decodeURIComponent(server.password))}\n`, {
    mode: 0o600,
  });
  const iniFile = path.join(dir, 'pgbouncer.ini');
  await fs.writeFile(iniFile, config(server, port, authFile), { mode: 0o644 });
  await handTo(account, dir, [authFile, iniFile]);
  const child = spawn(binary, [iniFile], { ...account, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    for (const line of chunk.toString().split('\n'))
      if (/ (ERROR|FATAL|WARNING) /.test(line)) log(`[pgbouncer] ${line}`);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    const fail = (why: string) =>
      reject(new Error(`PgBouncer did not start (${why}): ${output.trim().split('\n').slice(-3).join(' ')}`));
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`exit ${code}`));
    const poll = setInterval(() => {
      if (output.includes('process up')) {
        clearInterval(poll);
        resolve();
      }
    }, 20);
    child.once('exit', () => clearInterval(poll));
  });
  const pooled = new URL(directUrl);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(port);
  return {
    url: pooled.toString(),
    stop: () => stopChild(child).then(() => fs.rm(dir, { recursive: true, force: true })),
  };
}

async function handTo(account: Account | undefined, dir: string, files: string[]): Promise<void> {
  if (!account) return;
  await fs.chmod(dir, 0o755);
  for (const file of [dir, ...files]) await fs.chown(file, account.uid, account.gid);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // SIGTERM: at once; the functions, its only clients, are stopped before it.
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * The pooler the stack's functions connect through. Without PgBouncer: an error when `required` (the test suites,
 * which must run through it), else a warning and null, the functions then connecting directly (`npm run dev` of a
 * developer who cannot install it).
 */
export async function functionsPooler(
  directUrl: string,
  required: boolean,
  log: (line: string) => void,
): Promise<Pooler | null> {
  const binary = pgbouncerBinary(log);
  if (binary) return startPooler(binary, directUrl, log);
  if (required) throw new Error(PGBOUNCER_MISSING);
  log(
    `WARNING: ${PGBOUNCER_MISSING} Until then the functions connect to Postgres directly, unlike on Supabase.`,
  );
  return null;
}
