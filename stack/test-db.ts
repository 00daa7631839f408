// `npm run test:db`: the pgTAP suite of supabase/tests/database, the same files `supabase test db` runs.
// It starts a throw-away Postgres 17 (bootstrap, migrations, seed) on a free port, so it never touches the
// data of `npm run dev`, runs each file on its own connection as `postgres` (as pg_prove does), and reads
// the TAP the files print. With DATABASE_URL set it uses that server instead.
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { SUPABASE_DIR } from './config.ts';
import { ensurePgtap } from './db/pgtap.ts';
import { externalServer, freePort, startEmbedded, type DatabaseServer } from './db/server.ts';
import { setupDatabase } from './db/setup.ts';
import { splitSql } from './db/split-sql.ts';
import { throwawayDataDir } from './throwaway.ts';

const TESTS_DIR = path.join(SUPABASE_DIR, 'tests', 'database');

interface FileResult {
  file: string;
  passed: number;
  failed: number;
  problems: string[];
}

async function startServer(): Promise<{ server: DatabaseServer; cleanup: () => Promise<void> }> {
  const external = process.env.DATABASE_URL;
  if (external) return { server: externalServer(external), cleanup: () => Promise.resolve() };
  await ensurePgtap();
  const dir = await throwawayDataDir('ideaboard-pgtap-');
  const server = await startEmbedded({
    dataDir: path.join(dir, 'db'),
    port: await freePort(),
    durable: false,
  }).catch(async (error: unknown) => {
    await fs.rm(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    server,
    cleanup: async () => {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
      if (server.dataDir) await fs.rm(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** Every one-column text row a statement returns: pgTAP's output lines. */
function tapLines(result: pg.QueryResult): string[] {
  if (result.fields.length !== 1) return [];
  return result.rows.flatMap((row: Record<string, unknown>) =>
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the values are text (pgTAP's output)
    String(Object.values(row)[0] ?? '').split('\n'),
  );
}

async function runFile(url: string, file: string): Promise<FileResult> {
  const result: FileResult = { file: path.basename(file), passed: 0, failed: 0, problems: [] };
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const lines: string[] = [];
    for (const statement of splitSql(await fs.readFile(file, 'utf8'))) {
      lines.push(...tapLines(await client.query(statement)));
    }
    let planned: number | null = null;
    let current: string | null = null;
    for (const line of lines) {
      const plan = /^1\.\.(\d+)/.exec(line);
      if (plan) planned = Number(plan[1]);
      if (/^ok \d+/.test(line)) result.passed += 1;
      if (/^not ok \d+/.test(line)) {
        result.failed += 1;
        current = line;
        result.problems.push(line);
      } else if (current && line.startsWith('#')) {
        result.problems.push(`  ${line}`);
      } else {
        current = null;
      }
    }
    const ran = result.passed + result.failed;
    if (planned !== null && planned !== ran) {
      result.failed += Math.max(planned - ran, 0) || 1;
      result.problems.push(`planned ${planned} assertions but ran ${ran}`);
    }
  } catch (error) {
    const e = error as { message?: string; where?: string };
    result.failed += 1;
    result.problems.push(`error: ${e.message ?? String(error)}${e.where ? ` (${e.where})` : ''}`);
  } finally {
    await client.end();
  }
  return result;
}

async function main(): Promise<number> {
  const started = performance.now();
  const only = process.argv.slice(2);
  const files = (await fs.readdir(TESTS_DIR))
    .filter((f) => f.endsWith('.sql'))
    .filter((f) => only.length === 0 || f.startsWith('000') || only.some((o) => f.includes(o)))
    .sort()
    .map((f) => path.join(TESTS_DIR, f));
  const { server, cleanup } = await startServer();
  try {
    await setupDatabase(server);
    const results: FileResult[] = [];
    for (const file of files) {
      const result = await runFile(server.url, file);
      results.push(result);
      const status = result.failed ? 'FAIL' : 'ok  ';
      console.log(`${status} ${result.file.padEnd(40)} ${result.passed + result.failed} assertions`);
      for (const problem of result.problems) console.log(`     ${problem}`);
    }
    const passed = results.reduce((n, r) => n + r.passed, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\npgTAP: ${files.length} files, ${passed + failed} assertions in ${seconds} s`);
    console.log(`${passed} passed, ${failed} failed`);
    return failed === 0 && passed > 0 ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
