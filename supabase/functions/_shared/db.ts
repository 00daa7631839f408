// The per-request database scope: every query of a request runs in one transaction as its caller, the way
// PostgREST does it: role and request.jwt.claims set with set_config(..., true), local to the transaction, so
// auth.uid(), RLS and the functions' checks see the caller. SUPABASE_DB_URL connects as `postgres`; nothing runs with its rights on a caller's behalf.
// Many short-lived function instances connect through the transaction pooler, as Supabase prescribes for edge
// functions (Supavisor, port 6543): its URL in the DB_POOLER_URL secret (the local stack's PgBouncer sets it), else
// SUPABASE_DB_URL directly. A server connection then belongs to this client for one transaction only, so nothing
// here may lean on session state: no prepared statements, no session-level set, advisory lock, LISTEN or temp table;
// a request's transaction (asCaller) is the unit, with its settings made local to it.
import postgres from 'postgres';
import type { Caller } from './auth.ts';
import { env } from './env.ts';
import { ApiError, fromPostgres, isConnectionError } from './errors.ts';

export type Sql = postgres.Sql | postgres.TransactionSql;

export const sql = postgres(Deno.env.get('DB_POOLER_URL') || env.dbUrl, {
  max: 10,
  // A named statement prepared on one server connection is unknown to the next transaction's connection.
  prepare: false,
  idle_timeout: 30,
  connect_timeout: 5,
  // Seconds a connection waits before it reconnects after an error. postgres.js's default grows with every failed
  // attempt of the whole pool, up to 20 s: after a database outage, requests queued on such a connection waited
  // that long although the database was back. Connections are only made when a request needs one, so a short,
  // bounded wait does not hammer a server that is down: requests get their 503 at once, and service resumes at once.
  backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 0.5),
  onnotice: () => undefined,
  connection: { application_name: 'ideaboard-api' },
});

// A pooler accepts a connection's login before it has a server for it. postgres.js 3.4.9 then fetches the array
// types from inside its socket handler, with no one awaiting the promise; while the database is down the pooler
// refuses that query (SQLSTATE 08P01), and the unhandled rejection would end the whole process, every request in it
// with it. The connection is closed all the same and the query that opened it fails with a connection error (503);
// the next connection fetches the types again. Any other unhandled rejection still ends the process.
globalThis.addEventListener('unhandledrejection', (event) => {
  if (event.reason instanceof postgres.PostgresError && isConnectionError(event.reason)) {
    event.preventDefault();
    console.error(`Database connection lost while it opened: ${event.reason.message}`);
  }
});

/** Statement timeouts Supabase sets on the anon (3 s) and authenticated (8 s) roles; `set role` alone skips them. */
const TIMEOUTS = { anon: '3s', authenticated: '8s' } as const;

/**
 * Attempts at a transaction whose BEGIN failed on a connection error. Nothing ran yet, so another connection may
 * take it: after an outage, postgres.js 3.4.9 can fail a pooled connection's first query with an error left over from
 * before the outage (e.g. "the database system is shutting down", once the database is back up).
 */
const BEGIN_ATTEMPTS = 3;
/**
 * The pause before the next attempt. A pooler fails a client at once while its last login to the server failed, and
 * tries a new login meanwhile: just after an outage the first attempt meets that, the next finds the server.
 */
const BEGIN_RETRY_MS = 150;
/**
 * Attempts at a transaction Postgres ended to resolve a conflict with another one: a deadlock (40P01) or a
 * serialization failure (40001). Postgres rolled all of it back, so the same work may run again, and its manual
 * says to retry such transactions; the caller would only have been told to try again. The work must therefore be
 * safe to run twice: what it does outside the database is done once (see the idea form's deck upload).
 */
const CONFLICT_ATTEMPTS = 3;
const CONFLICT_CODES = new Set(['40P01', '40001']);

export async function asCaller<T>(caller: Caller, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  let begins = 1;
  let conflicts = 1;
  for (;;) {
    let began = false;
    try {
      return (await sql.begin(async (tx) => {
        began = true;
        try {
          // Sent now (postgres.js queries are lazy; execute() starts one), so it goes first on the connection, and
          // not awaited before the work starts: the work's first query follows it in the same round trip
          // (pipelining), and Postgres still runs them in order.
          const setup = tx`
            select set_config('role', ${caller.role}, true),
                   set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
                   set_config('statement_timeout', ${TIMEOUTS[caller.role]}, true)`.execute();
          const [, result] = await Promise.all([setup, work(tx)]);
          return result;
        } catch (error) {
          // The server closed the connection (e.g. it is shutting down) and ended the transaction with it; begin()
          // fails with that connection error on its own. Settling here would make postgres.js 3.4.9 send ROLLBACK
          // down the closed socket, which throws where no caller can catch it and ends the process
          // (porsager/postgres#1154, #1208). So this callback is left pending: nothing is left to roll back.
          if (isConnectionError(error)) return await new Promise<never>(() => undefined);
          throw error;
        }
      })) as T;
    } catch (error) {
      if (!began && begins < BEGIN_ATTEMPTS && isConnectionError(error)) {
        begins += 1;
        await new Promise((resolve) => setTimeout(resolve, BEGIN_RETRY_MS));
        continue;
      }
      if (began && conflicts < CONFLICT_ATTEMPTS && CONFLICT_CODES.has((error as { code?: string }).code ?? '')) {
        conflicts += 1;
        // A short random pause, so that the two transactions that met do not meet again at once.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * conflicts));
        continue;
      }
      if (error instanceof ApiError) throw error;
      throw fromPostgres(error);
    }
  }
}
