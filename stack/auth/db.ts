// Development stand-in for Supabase Auth (GoTrue): database access. Everything goes through the pool connected as
// supabase_auth_admin, the owner of the auth tables (as on Supabase); rows that change
// together change in one transaction, as GoTrue's handlers do.
import type pg from 'pg';

/** A pool or a client inside a transaction. */
export interface Db {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
}

/** GoTrue reads and writes only rows of this instance: instance_id is the nil UUID on Supabase. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export async function transaction<T>(pool: pg.Pool, work: (tx: Db) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
