// One query against a stack's database, for checks the API does not expose.
import type pg from 'pg';
import { withClient } from '../../stack/index.ts';

/** Runs `text` on a new connection to `dbUrl` (closed again afterwards) and returns the rows. */
export async function queryAt<T extends pg.QueryResultRow>(
  dbUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return await withClient(dbUrl, async (client) => (await client.query<T>(text, values)).rows);
}
