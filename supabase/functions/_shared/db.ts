// The per-request database scope: every query of a request runs in one transaction as its caller, the way
// PostgREST does it (facts 1.11): role and request.jwt.claims set locally, so RLS and the functions'
// checks decide. SUPABASE_DB_URL connects as `postgres`; nothing runs with its rights on a caller's behalf.
import postgres from 'postgres';
import type { Caller } from './auth.ts';
import { env } from './env.ts';
import { ApiError, fromPostgres } from './errors.ts';

export type Sql = postgres.Sql | postgres.TransactionSql;

export const sql = postgres(env.dbUrl, {
  max: 10,
  idle_timeout: 30,
  connect_timeout: 5,
  onnotice: () => undefined,
  connection: { application_name: 'ideaboard-api' },
});

/** Statement timeouts of the anon and authenticated roles on Supabase (facts 1.2); `set role` alone skips them. */
const TIMEOUTS = { anon: '3s', authenticated: '8s' } as const;

export async function asCaller<T>(caller: Caller, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  try {
    return (await sql.begin(async (tx) => {
      await tx`
        select set_config('role', ${caller.role}, true),
               set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
               set_config('statement_timeout', ${TIMEOUTS[caller.role]}, true)`;
      return await work(tx);
    })) as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fromPostgres(error);
  }
}
