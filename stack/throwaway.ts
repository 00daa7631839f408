// What every throw-away stack (tests, benchmarks) needs: its own data folder and ports nobody listens on, so it
// never touches the data of `npm run dev` and can run beside it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './db/server.ts';
import type { StackOptions } from './start.ts';

/** A new folder under the system's temp folder, e.g. `throwawayDataDir('ideaboard-e2e-')`. */
export async function throwawayDataDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix)).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `Cannot create a folder in ${os.tmpdir()} (${error.code ?? error.message}): set TMPDIR to a folder you can write to.`,
    );
  });
  // As root, Postgres runs as the `postgres` system user, which must be able to enter the folder.
  await fs.chmod(dir, 0o755);
  return dir;
}

export async function freeStackPorts(): Promise<StackOptions['ports']> {
  return {
    gateway: await freePort(),
    db: await freePort(),
    mailbox: await freePort(),
    smtp: await freePort(),
  };
}
