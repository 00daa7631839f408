// `npm run stack`, `npm run dev` and `npm run db:reset`: the Docker-less local stack.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR, DEMO_ACCOUNTS, DEMO_PASSWORD, PORTS, ROOT } from './config.ts';
import { relocatedDataDir, serverAccount, serverDataDir } from './db/install.ts';
import { assertPortFree } from './db/server.ts';
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from './keys.ts';
import { startStack, type RunningStack } from './start.ts';

const DB_DIR = path.join(DATA_DIR, 'db');

/** Where the database's files are; as root from a checkout the `postgres` user cannot enter, outside it. */
async function describeData(): Promise<string> {
  if (process.env.DATABASE_URL) return 'from DATABASE_URL';
  const dbDir = await serverDataDir(DB_DIR, serverAccount());
  const data = `data in ${path.relative(ROOT, DATA_DIR) || '.'}/`;
  return dbDir === DB_DIR ? data : `${data}, database files in ${dbDir}`;
}

function describeFunctions(stack: RunningStack): string {
  const [pool] = stack.functions.values();
  if (!pool) return 'none';
  const { instances, lifetimeMs } = pool.options;
  const lifetime = lifetimeMs ? `, each replaced after ${lifetimeMs / 1000} s` : '';
  return `${[...stack.functions.keys()].join(', ')}: ${instances} process${instances > 1 ? 'es' : ''} each${lifetime}`;
}

function printReady(stack: RunningStack, seconds: number, withVite: boolean, where: string): void {
  console.log(`
Ideaboard local stack is ready in ${seconds.toFixed(1)} s.
${withVite ? `\n  App            http://localhost:${PORTS.vite}` : ''}
  API gateway    ${stack.apiUrl}   (/auth/v1, /storage/v1, /functions/v1)
  REST API       ${stack.apiUrl}/functions/v1/api
  Database       ${stack.dbUrl}   (${where})
  Pooler         ${stack.poolerUrl ?? 'none: the functions connect directly (install PgBouncer)'}${stack.poolerUrl ? '   (PgBouncer, transaction mode: the functions connect here)' : ''}
  Functions      ${describeFunctions(stack)}
  Dev mailbox    ${stack.mailboxUrl} (SMTP 127.0.0.1:${PORTS.smtp})

  Publishable    ${PUBLISHABLE_KEY}
  Secret         ${SECRET_KEY}
  anon key       ${ANON_KEY}
  service_role   ${SERVICE_ROLE_KEY}

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(20)} ${a.role}`).join('\n')}

  Ctrl-C stops everything. \`npm run db:reset\` starts the database afresh.
`);
}

/** The data folder, made if missing; one sentence when this user cannot write there. */
async function ensureDataDir(): Promise<void> {
  try {
    await fs.mkdir(DATA_DIR, { recursive: true });
    await fs.access(DATA_DIR, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `Cannot write to the data folder ${DATA_DIR} (${code}): run from a checkout you own, ` +
        'or set IDEABOARD_DATA_DIR to a folder you can write to.',
      { cause: error },
    );
  }
}

/** `--instances N` and `--lifetime SECONDS` (over FUNCTION_INSTANCES and FUNCTION_LIFETIME_SECONDS). */
function scaleFlags(args: string[]): { functionInstances?: number; functionLifetimeSeconds?: number } {
  const flag = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const value = Number(args[at + 1]);
    if (!(value > 0))
      throw new Error(`${name} needs a positive number, e.g. \`npm run stack -- ${name} 2\`.`);
    return value;
  };
  return { functionInstances: flag('--instances'), functionLifetimeSeconds: flag('--lifetime') };
}

async function up(withVite: boolean, args: string[]): Promise<void> {
  const started = performance.now();
  if (withVite) await assertPortFree(PORTS.vite);
  await ensureDataDir();
  const stack = await startStack({
    dataDir: DATA_DIR,
    ports: { gateway: PORTS.gateway, db: PORTS.db, mailbox: PORTS.mailbox, smtp: PORTS.smtp },
    databaseUrl: process.env.DATABASE_URL,
    watchFunctions: true,
    // A developer who cannot install PgBouncer still gets a stack, warned that the functions connect directly.
    poolerRequired: false,
    // Ready means /api/health answered; a function that cannot boot yet is retried, its error logged, until fixed.
    readyTimeoutMs: Number.POSITIVE_INFINITY,
    ...scaleFlags(args),
  });
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  printReady(stack, (performance.now() - started) / 1000, withVite, await describeData());
  if (withVite) {
    const vite = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--strictPort'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    children.push(vite);
    vite.on('exit', (code) => void stop(code ?? 0));
  }
}

async function reset(): Promise<void> {
  await assertPortFree(PORTS.db).catch(() => {
    throw new Error('The database is running. Stop `npm run stack` / `npm run dev` first, then reset.');
  });
  const removed = [DB_DIR, relocatedDataDir(DB_DIR)].filter((dir) => existsSync(dir));
  for (const dir of removed) await fs.rm(dir, { recursive: true, force: true });
  console.log(
    `${removed.length ? `Removed the local database (${removed.join(', ')})` : 'There was no local database'}; ` +
      'the next `npm run stack` or `npm run dev` creates it afresh with the seed.',
  );
}

const [command, ...args] = process.argv.slice(2);
const run =
  command === 'dev'
    ? up(true, args)
    : command === 'stack'
      ? up(false, args)
      : command === 'reset'
        ? reset()
        : null;
if (!run) {
  console.error('usage: tsx stack/cli.ts dev|stack [--instances N] [--lifetime SECONDS] | reset');
  process.exit(2);
}
run.catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
