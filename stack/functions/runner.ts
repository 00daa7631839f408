// Starts and supervises the Deno process of one edge function: restarts it when it crashes or fails to boot, with
// back-off and its error shown, and on a change to the functions' files (npm run dev). Deno's own --watch is not
// used: a function that failed to load would wait there for the next file change instead of being tried again.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch as watchFiles, type FSWatcher } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** The deno binary of the npm package `deno`. */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@deno/${process.platform}-${process.arch}${process.platform === 'linux' ? '-glibc' : ''}/package.json`;
  try {
    const dir = path.dirname(require.resolve(pkg));
    return path.join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  } catch {
    throw new Error(`The Deno binary (${pkg}) is not installed. Run \`npm install\`.`);
  }
}

export interface FunctionOptions {
  slug: string;
  entrypoint: string;
  port: number;
  env: Record<string, string>;
  /** Reload on file changes (npm run dev). */
  watch: boolean;
  log: (line: string) => void;
}

export class FunctionRunner {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarts = 0;
  private readyPromise: Promise<void> | null = null;
  private listeningChild: ChildProcess | null = null;
  private watcher: FSWatcher | null = null;

  constructor(readonly options: FunctionOptions) {}

  get port(): number {
    return this.options.port;
  }

  get isRunning(): boolean {
    return this.child !== null && this.child.exitCode === null;
  }

  /** Whether the current process accepts connections. */
  get isListening(): boolean {
    return this.isRunning && this.listeningChild === this.child;
  }

  start(): Promise<void> {
    const { entrypoint, port, env, watch, slug, log } = this.options;
    const args = ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--no-prompt'];
    // The function's own deno.json (its import map), as the CLI resolves it (deno.json first).
    const config = ['deno.json', 'deno.jsonc']
      .map((f) => path.join(path.dirname(entrypoint), f))
      .find(existsSync);
    if (config) args.push(`--config=${config}`);
    if (watch) this.watch(path.dirname(path.dirname(entrypoint)));
    args.push(MAIN, pathToFileURL(entrypoint).href, String(port));
    const child = spawn(denoBinary(), args, {
      cwd: path.dirname(entrypoint),
      // The cache `npm install` filled (stack/deno-cache.ts), unless the host names its own DENO_DIR.
      env: {
        DENO_DIR: path.resolve(MAIN, '../../../node_modules/.cache/deno'),
        ...denoHostEnv(),
        ...env,
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const forward = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('listening on'))
        .forEach((line) => log(`[functions/${slug}] ${line}`));
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (this.stopping) return;
      const delay = Math.min(200 * 2 ** this.restarts, 5000);
      this.restarts += 1;
      const what = this.listeningChild === child ? 'exited' : 'failed to boot (its error above)';
      log(`[functions/${slug}] ${what} (${signal ?? code}); restarting in ${delay} ms`);
      // Until the new process listens, ready() waits for it: a request arriving meanwhile is held and served, as
      // the hosted runtime boots a new worker for the request after one crashed (not refused as a failed boot).
      const restarted = new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          if (this.stopping) reject(new Error('the function was stopped'));
          else this.start().then(resolve, reject);
        }, delay),
      );
      restarted.catch(() => undefined);
      this.readyPromise = restarted;
    });
    const ready = waitForPort(port, () => this.child === child).then(() => {
      this.restarts = 0;
      this.listeningChild = child;
    });
    ready.catch(() => undefined); // a failed boot is retried by the exit handler; callers still see it
    this.readyPromise = ready;
    return ready;
  }

  /** Resolves when the function accepts connections (after a restart too). */
  ready(): Promise<void> {
    return this.readyPromise ?? Promise.reject(new Error('not started'));
  }

  /**
   * Kills the process the way a crash would; the supervisor brings it back. Resolves once the killed process has
   * exited: its replacement may be up soon after, so "not running" is too brief a state for a caller to wait for.
   */
  kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    return exited;
  }

  /** Restarts the process when a file under `dir` (the functions' folder, _shared included) changes. */
  private watch(dir: string): void {
    if (this.watcher) return;
    let timer: NodeJS.Timeout | undefined;
    this.watcher = watchFiles(dir, { recursive: true }, () => {
      clearTimeout(timer);
      // An editor's save is several events; one restart after the last.
      timer = setTimeout(() => {
        if (this.stopping) return;
        this.options.log(`[functions/${this.options.slug}] files changed; restarting`);
        this.restarts = 0;
        // Without a process a restart is already on its way.
        this.child?.kill('SIGTERM');
      }, 150);
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.watcher?.close();
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}

async function waitForPort(port: number, alive: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error('the function process exited before it listened');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the function did not listen on port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * What Deno needs from the host to fetch and cache the function's npm:/jsr: imports: the cache folder, proxies and
 * the certificate settings (behind a TLS-intercepting proxy Deno must be told to trust the system's CA store). The
 * function's own settings come from `env` only, as on the edge runtime.
 */
function denoHostEnv(): Record<string, string> {
  const passed =
    /^(PATH|HOME|TMPDIR|DENO_DIR|DENO_TLS_CA_STORE|DENO_CERT|NPM_CONFIG_REGISTRY|(HTTPS?|NO|ALL)_PROXY)$/i;
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => passed.test(entry[0]) && !!entry[1],
    ),
  );
}
