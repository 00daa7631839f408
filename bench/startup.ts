// How long `npm run stack` takes from stopped to ready (the API answers through the gateway), with an existing
// data folder and with none. Prints figures; never fails on a time. Needs the stack's ports to be free.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PORTS, ROOT } from '../stack/index.ts';
import { summarize, table } from './support/stats.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const READY_URL = `http://127.0.0.1:${PORTS.gateway}/functions/v1/api/health`;

async function waitReady(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(READY_URL)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the stack did not become ready within 120 s');
}

/** One start: spawn the CLI as `npm run stack` does, wait for the API, stop it with Ctrl-C. */
async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'stack/cli.ts', 'stack'],
    {
      cwd: ROOT,
      env: { ...process.env, IDEABOARD_DATA_DIR: dataDir },
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitReady(Date.now() + 120_000);
    return performance.now() - started;
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

export async function startupBench(): Promise<void> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-startup-'));
  await fs.chmod(root, 0o755); // as root, Postgres runs as the `postgres` system user
  const fresh: number[] = [];
  const existing: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const dir = path.join(root, `run-${run}`);
      fresh.push(await timeStart(dir)); // no data folder: initdb, bootstrap, migrations, seed
      existing.push(await timeStart(dir)); // the same folder again: start only
    }
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
  console.log(
    `\nStart-up: npm run stack, stopped to ready (GET /functions/v1/api/health answers), ${RUNS} runs`,
  );
  table(
    ['case', 'runs', 'median ms', 'min ms', 'max ms'],
    [
      ['no data folder', ...summarize(fresh)],
      ['existing data folder', ...summarize(existing)],
    ],
  );
}
