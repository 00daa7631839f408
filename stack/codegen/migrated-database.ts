// The database the generated files are read from: a throw-away Postgres brought to the state the test suites see
// (bootstrap, migrations, seed), never the dev database, whose state may be ahead of or behind the migrations.
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort, startEmbedded } from '../db/server.ts';
import { setupDatabase } from '../db/setup.ts';
import { throwawayDataDir } from '../throwaway.ts';

/** Starts a migrated throw-away database, hands its `postgres` connection string to `work`, then removes it. */
export async function withMigratedDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const dir = await throwawayDataDir('ideaboard-codegen-');
  try {
    const server = await startEmbedded({
      dataDir: path.join(dir, 'db'),
      port: await freePort(),
      durable: false,
    });
    try {
      await setupDatabase(server);
      return await work(server.url);
    } finally {
      await server.stop();
      // As root the cluster lives where the `postgres` system user can reach it, outside `dir`.
      if (server.dataDir) await fs.rm(server.dataDir, { recursive: true, force: true });
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
