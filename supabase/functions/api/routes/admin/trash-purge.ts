// The purge's run: the ideas in the trash for more than 30 days go for good (private.purge_trash), then the deck
// files they leave, through Storage as the service role: Storage refuses a direct delete of its rows, so the database
// queues their paths (private.purged_decks) and only this run removes the files. A file Storage would not remove
// stays queued for the next run.
import { sql } from '../../../_shared/db.ts';
import { env } from '../../../_shared/env.ts';
import type { TrashPurge } from '../../../_shared/schemas/trash.ts';

const BUCKET = 'pitch-decks';
/** Deck files removed per run; a longer queue is worked off run by run. */
const BATCH = 100;

async function removeFiles(serviceKey: string, paths: string[]): Promise<boolean> {
  try {
    const response = await fetch(`${env.supabaseUrl}/storage/v1/object/${BUCKET}`, {
      method: 'DELETE',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
    await response.body?.cancel();
    if (!response.ok) console.error(`could not remove ${paths.length} purged deck(s): HTTP ${response.status}`);
    return response.ok;
  } catch (error) {
    console.error(`could not remove ${paths.length} purged deck(s): ${(error as Error).message}`);
    return false;
  }
}

/** The function's own connection, as the tables' owner: no member acts, so the audit entries have no actor. */
export async function purgeTrash(serviceKey: string | undefined): Promise<TrashPurge> {
  const [run] = await sql<{ purged: number }[]>`select private.purge_trash() as purged`;
  const queued = await sql<{ path: string }[]>`
    select path from private.purged_decks order by purged_at, path limit ${BATCH}`;
  const paths = queued.map((row) => row.path);
  const removed = serviceKey && paths.length > 0 && (await removeFiles(serviceKey, paths));
  if (removed) await sql`delete from private.purged_decks where path = any(${paths})`;
  return { purged: run!.purged, decksRemoved: removed ? paths.length : 0 };
}
