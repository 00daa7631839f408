// As root, Postgres runs as the `postgres` system user, which cannot enter a folder only root may enter (root's
// home, a `mktemp -d` folder). The server must still start with its data folder asked for there, and with the
// binaries copied out of node_modules (forced here: this checkout's node_modules may well be reachable).
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresInstall, relocatedDataDir, serverAccount } from '../../stack/db/install.ts';
import { freePort, startEmbedded } from '../../stack/db/server.ts';
import { withClient } from '../../stack/db/setup.ts';

const asRoot = process.getuid?.() === 0;

describe.skipIf(!asRoot)('Postgres started by root (skipped: these tests are not running as root)', () => {
  it('runs as `postgres` from copied binaries, with the data of a mode-700 folder kept where it can reach', async () => {
    const hidden = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-root-only-'));
    expect(statSync(hidden).mode & 0o777).toBe(0o700);
    const asked = path.join(hidden, 'db');
    const server = await startEmbedded({
      dataDir: asked,
      port: await freePort(),
      durable: false,
      copyBinaries: true,
    });
    try {
      expect(server.dataDir).toBe(relocatedDataDir(asked));
      expect(statSync(server.dataDir!).uid).toBe(serverAccount()!.uid);
      const install = await postgresInstall({ copy: true });
      expect(install.dir.startsWith(path.dirname(server.dataDir!))).toBe(true);
      const row = await withClient(server.superuserUrl, async (client) => {
        const { rows } = await client.query<{ data: string; bin: string; answer: number }>(
          "select current_setting('data_directory') as data, (select setting from pg_config where name = 'BINDIR') as bin, 6 * 7 as answer",
        );
        return rows[0];
      });
      expect(row).toEqual({
        data: server.dataDir,
        bin: install.bin('postgres').replace(/\/postgres$/, ''),
        answer: 42,
      });
    } finally {
      await server.stop();
      await fs.rm(hidden, { recursive: true, force: true });
      if (server.dataDir) await fs.rm(server.dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
