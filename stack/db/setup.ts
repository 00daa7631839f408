// Brings a database to the state `supabase start` leaves it in: the bootstrap (what the Supabase image has),
// then supabase/migrations in order, then supabase/seed.sql, recorded the way the CLI records them (each file in
// one transaction, its version in supabase_migrations.schema_migrations, seeds in supabase_migrations.seed_files),
// so a restart applies only what is new.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SUPABASE_DIR } from '../config.ts';

const BOOTSTRAP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql');
const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const SEED_FILE = path.join(SUPABASE_DIR, 'seed.sql');
const MIGRATION_NAME = /^([0-9]+)_(.*)\.sql$/;

export interface SetupReport {
  bootstrapped: boolean;
  migrations: string[];
  seeded: boolean;
}

/** One connection for `work`, always closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs a whole SQL file as one transaction, as the CLI's single batch does. */
async function runInTransaction(
  client: pg.Client,
  sql: string,
  after?: () => Promise<unknown>,
): Promise<void> {
  await client.query('begin');
  try {
    await client.query(sql);
    await after?.();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

function describe(error: unknown, file: string): Error {
  const e = error as { message?: string; position?: string; where?: string };
  const where = e.where ? ` (${e.where})` : '';
  return new Error(`${path.relative(process.cwd(), file)}: ${e.message ?? String(error)}${where}`);
}

export function migrationFiles(): { version: string; name: string; file: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .map((entry) => ({ entry, match: MIGRATION_NAME.exec(entry) }))
    .filter((m): m is { entry: string; match: RegExpExecArray } => m.match !== null)
    .map(({ entry, match }) => ({
      version: match[1]!,
      name: match[2]!,
      file: path.join(MIGRATIONS_DIR, entry),
    }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

async function bootstrap(superuserUrl: string): Promise<boolean> {
  return await withClient(superuserUrl, async (client) => {
    const { rows } = await client.query<{ ready: boolean }>(
      "select to_regclass('auth.users') is not null and to_regclass('storage.objects') is not null as ready",
    );
    if (rows[0]?.ready) return false;
    const { rows: su } = await client.query<{ super: boolean }>(
      'select rolsuper as super from pg_roles where rolname = current_user',
    );
    if (!su[0]?.super) {
      throw new Error(
        'This database has no Supabase schemas yet and the DATABASE_URL user is not a superuser, ' +
          'so the bootstrap cannot run. Point DATABASE_URL at a superuser, or at a `supabase start` database.',
      );
    }
    const sql = await fs.readFile(BOOTSTRAP, 'utf8');
    await runInTransaction(client, sql).catch((error: unknown) => {
      throw describe(error, BOOTSTRAP);
    });
    return true;
  });
}

async function migrate(url: string): Promise<string[]> {
  return await withClient(url, async (client) => {
    const { rows } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const applied = new Set(rows.map((r) => r.version));
    const done: string[] = [];
    for (const migration of migrationFiles()) {
      if (applied.has(migration.version)) continue;
      const sql = await fs.readFile(migration.file, 'utf8');
      await runInTransaction(client, sql, () =>
        client.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        ),
      ).catch((error: unknown) => {
        throw describe(error, migration.file);
      });
      done.push(`${migration.version}_${migration.name}`);
    }
    return done;
  });
}

async function seed(url: string): Promise<boolean> {
  return await withClient(url, async (client) => {
    const key = 'supabase/seed.sql';
    const { rowCount } = await client.query('select 1 from supabase_migrations.seed_files where path = $1', [
      key,
    ]);
    if (rowCount) return false;
    const sql = await fs.readFile(SEED_FILE, 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    await runInTransaction(client, sql, () =>
      client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [key, hash]),
    ).catch((error: unknown) => {
      throw describe(error, SEED_FILE);
    });
    return true;
  });
}

export async function setupDatabase(server: { url: string; superuserUrl: string }): Promise<SetupReport> {
  const bootstrapped = await bootstrap(server.superuserUrl);
  const migrations = await migrate(server.url);
  const seeded = await seed(server.url);
  return { bootstrapped, migrations, seeded };
}
