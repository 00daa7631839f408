// The known database state every journey starts from: right after the stack started (migrations and seed), the
// rows of every table of the auth, public and storage schemas are copied into the schema `e2e_snapshot`; before
// each journey they are put back in one transaction, triggers off (the rows already hold what triggers made:
// profiles of users, idea scores of ratings). Users, ideas, ratings and roles a journey made are gone again.
import type pg from 'pg';
import { withClient } from '../../../stack/index.ts';

const SNAPSHOT_SCHEMA = 'e2e_snapshot';
const SCHEMAS = ['auth', 'public', 'private', 'storage'];
/** Bookkeeping of migrations, never written by the app. */
const SKIPPED = new Set(['schema_migrations', 'migrations']);
/**
 * The read versions are not put back: a version must never go backwards, or an answer the function cached before
 * the restore would be served again under the same tag once the count climbs back to it. The restore moves them on
 * instead, as any write does.
 */
const READ_VERSIONS = new Set(['private.read_version_shards', 'private.read_versions']);

interface Table {
  schema: string;
  name: string;
  /** Columns that can be written (generated ones are computed again). */
  columns: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: Table) => `${ident(table.schema)}.${ident(table.name)}`;
const copyName = (table: Table) => `${ident(SNAPSHOT_SCHEMA)}.${ident(`${table.schema}__${table.name}`)}`;

async function listTables(client: pg.Client): Promise<Table[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select c.table_schema as schema, c.table_name as name,
            array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where t.table_type = 'BASE TABLE' and c.table_schema = any($1) and c.is_generated = 'NEVER'
      group by 1, 2
      order by 1, 2`,
    [SCHEMAS],
  );
  return rows.filter(
    (table) => !SKIPPED.has(table.name) && !READ_VERSIONS.has(`${table.schema}.${table.name}`),
  );
}

let tables: Table[] | undefined;

/** Copies every app table into `e2e_snapshot` (once per stack, in globalSetup). */
export async function takeSnapshot(superuserUrl: string): Promise<void> {
  await withClient(superuserUrl, async (client) => {
    const found = await listTables(client);
    await client.query('begin');
    await client.query(`drop schema if exists ${ident(SNAPSHOT_SCHEMA)} cascade`);
    await client.query(`create schema ${ident(SNAPSHOT_SCHEMA)}`);
    await client.query(`revoke all on schema ${ident(SNAPSHOT_SCHEMA)} from public`);
    for (const table of found) {
      await client.query(`create table ${copyName(table)} as table ${qualified(table)}`);
    }
    await client.query('commit');
  });
}

/** Puts the snapshot back: the database as the seed left it, whatever the previous journey did. */
export async function restoreSnapshot(superuserUrl: string): Promise<void> {
  await withClient(superuserUrl, async (client) => {
    tables ??= await listTables(client);
    const all = tables.map(qualified).join(', ');
    const inserts = tables.map((table) => {
      const columns = table.columns.map(ident).join(', ');
      return `insert into ${qualified(table)} (${columns}) overriding system value select ${columns} from ${copyName(table)};`;
    });
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
      await client.query(`truncate ${all}`);
      await client.query(inserts.join('\n'));
      // Every row changed: every answer's version moves on (the global version is part of each one).
      await client.query('update private.read_version_shards set bumps = bumps + 1');
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/** Approved ideas without ratings, written straight to the table (one statement): a board longer than a page. */
export async function addApprovedIdeas(
  superuserUrl: string,
  authorId: string,
  titles: string[],
): Promise<void> {
  await withClient(superuserUrl, async (client) => {
    await client.query(
      `insert into public.ideas (author_id, title, description, category, target_market, business_model, status,
                                 reviewed_at, created_at)
       select $1, t.title, 'An idea written by the journey to fill the leaderboard past its first page of fifty.',
              'other', 'Anyone reading the board', 'Not decided yet', 'approved', now(), now() - t.n * interval '1 minute'
       from unnest($2::text[]) with ordinality as t(title, n)`,
      [authorId, titles],
    );
  });
}

/** How many rows a `select count(*)` statement counts: what a journey checks was written, and how often. */
export async function countRows(superuserUrl: string, sql: string, params: unknown[]): Promise<number> {
  return await withClient(superuserUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>(sql, params);
    return Number(rows[0]?.count ?? 0);
  });
}
