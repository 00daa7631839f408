// `npm run stack`, `npm run dev` and `npm run db:reset`: the Docker-less local stack.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR, DEMO_ACCOUNTS, DEMO_PASSWORD, PORTS, ROOT } from './config.ts';
import { setupDatabase } from './db/setup.ts';
import { assertPortFree, externalServer, startEmbedded, type DatabaseServer } from './db/server.ts';

const DB_DIR = path.join(DATA_DIR, 'db');

async function startDatabase(): Promise<DatabaseServer> {
  const external = process.env.DATABASE_URL;
  if (external) return externalServer(external);
  return await startEmbedded({ dataDir: DB_DIR, port: PORTS.db });
}

function printReady(server: DatabaseServer, seconds: number): void {
  const where = process.env.DATABASE_URL ? 'DATABASE_URL' : `data in ${path.relative(ROOT, DB_DIR)}/`;
  console.log(`
Ideaboard local stack is ready in ${seconds.toFixed(1)} s.

  Database   ${server.url}   (${where})

  Demo accounts (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(20)} ${a.role}`).join('\n')}

  Ctrl-C stops everything. \`npm run db:reset\` starts the database afresh.
`);
}

async function up(withVite: boolean): Promise<void> {
  const started = performance.now();
  if (withVite) await assertPortFree(PORTS.vite);
  const server = await startDatabase();
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    await server.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  try {
    const report = await setupDatabase(server);
    if (report.bootstrapped) console.log('Bootstrapped the Supabase schemas (auth, storage, roles).');
    for (const name of report.migrations) console.log(`Applied migration ${name}`);
    if (report.seeded) console.log('Loaded supabase/seed.sql');
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    await stop(1);
    return;
  }
  printReady(server, (performance.now() - started) / 1000);
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
  if (existsSync(DB_DIR)) await fs.rm(DB_DIR, { recursive: true, force: true });
  console.log('Removed the local database; the next `npm run stack` or `npm run dev` creates it afresh with the seed.');
}

const command = process.argv[2];
const run = command === 'dev' ? up(true) : command === 'stack' ? up(false) : command === 'reset' ? reset() : null;
if (!run) {
  console.error('usage: tsx stack/cli.ts dev|stack|reset');
  process.exit(2);
}
run.catch((error: unknown) => {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
});
