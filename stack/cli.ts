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

function printReady(stack: RunningStack, seconds: number, withVite: boolean, where: string): void {
  console.log(`
Ideaboard local stack is ready in ${seconds.toFixed(1)} s.
${withVite ? `\n  App            http://localhost:${PORTS.vite}` : ''}
  API gateway    ${stack.apiUrl}   (/auth/v1, /storage/v1, /functions/v1)
  REST API       ${stack.apiUrl}/functions/v1/api
  Database       ${stack.dbUrl}   (${where})
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

async function up(withVite: boolean): Promise<void> {
  const started = performance.now();
  if (withVite) await assertPortFree(PORTS.vite);
  await ensureDataDir();
  const stack = await startStack({
    dataDir: DATA_DIR,
    ports: { gateway: PORTS.gateway, db: PORTS.db, mailbox: PORTS.mailbox, smtp: PORTS.smtp },
    databaseUrl: process.env.DATABASE_URL,
    watchFunctions: true,
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

const command = process.argv[2];
const run =
  command === 'dev' ? up(true) : command === 'stack' ? up(false) : command === 'reset' ? reset() : null;
if (!run) {
  console.error('usage: tsx stack/cli.ts dev|stack|reset');
  process.exit(2);
}
run.catch((error: unknown) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
