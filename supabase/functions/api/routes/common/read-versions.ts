// The read versions conditional answers are tagged with, asked in batches. Every request needs one before anything
// else, and at 32 requests in flight each sending its own query the round trips (function, pooler, Postgres) cost
// more than the answers kept in memory. So one query is in flight at a time: requests that arrive meanwhile wait
// for it to finish and are then read together in the next one.
//
// Never older than the request: a batch's query is sent after every request in it arrived, and a statement outside
// a transaction sees what was committed before it started, so a change committed before a request arrived is in
// the version that request gets. Joining the query already in flight would not hold that (it may have started
// before the change committed), hence the wait for the next.
import { sql } from '../../../_shared/db.ts';
import { ApiError, fromPostgres, isConnectionError } from '../../../_shared/errors.ts';

const ATTEMPTS = 3;

interface Waiting {
  resources: string[];
  resolve: (version: string) => void;
  reject: (error: unknown) => void;
}

let queued: Waiting[] = [];
let reading = false;

/**
 * The version of each set of resources, in order, as the function's own database user outside any transaction:
 * private.read_version() of each, one round trip for all.
 */
async function versionsOf(sets: string[][]): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const rows = await sql<{ version: string }[]>`
        select private.read_version(array(select jsonb_array_elements_text(s.resources)))::text as version
        from jsonb_array_elements(${sql.json(sets)}) with ordinality as s(resources, n)
        order by s.n`;
      return rows.map((row) => row.version);
    } catch (error) {
      // A pooled connection may fail once with an error left over from an outage; the select is safe to repeat.
      if (attempt < ATTEMPTS && isConnectionError(error)) continue;
      throw error instanceof ApiError ? error : fromPostgres(error);
    }
  }
}

async function readQueued(): Promise<void> {
  reading = true;
  try {
    while (queued.length) {
      const batch = queued;
      queued = [];
      // Requests for the same answer ask for the same set: each distinct set is read once.
      const sets = new Map<string, string[]>();
      for (const { resources } of batch) sets.set(resources.join('\n'), resources);
      try {
        const versions = await versionsOf([...sets.values()]);
        const byKey = new Map([...sets.keys()].map((key, index) => [key, versions[index]!]));
        for (const waiting of batch) waiting.resolve(byKey.get(waiting.resources.join('\n'))!);
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  } finally {
    reading = false;
  }
}

/**
 * The read version of `resources` (the global version plus theirs), read after this call: an answer built after
 * it is never older than the version its tag names.
 */
export function readVersion(resources: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    queued.push({ resources, resolve, reject });
    if (!reading) void readQueued();
  });
}
