// A whole stack that is thrown away after use (tests, benchmarks): its own temp data folder and ports nobody listens
// on, so it never touches the data of `npm run dev` and can run beside it; no fsync; its log kept (for failure
// messages) and printed only with STACK_LOG=1 or handed to `log`; `dispose()` stops it and removes the folder.
import fs from 'node:fs/promises';
import { DB_SUPERUSER, dbUrl } from './config.ts';
import { startStack, type RunningStack, type StackOptions } from './start.ts';
import { freeStackPorts, throwawayDataDir } from './throwaway.ts';

export interface ThrowawayOptions extends Partial<Omit<StackOptions, 'dataDir' | 'ports'>> {
  /** Start of the temp folder's name, e.g. `ideaboard-e2e-`. */
  prefix?: string;
}

export interface ThrowawayStack extends RunningStack {
  dataDir: string;
  /** A superuser's connection string (bulk loads, snapshots): the embedded server's, or DATABASE_URL. */
  superuserUrl: string;
  /** Lines the stack logged. */
  log: string[];
  /** Stops the stack and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * Starts a stack in a new temp folder on free ports. Unless the options say otherwise: not durable, Auth's
 * per-IP rate limits off (every test signs up and in from 127.0.0.1; the limits are tested on their own).
 */
export async function startThrowawayStack(options: ThrowawayOptions = {}): Promise<ThrowawayStack> {
  const { prefix = 'ideaboard-', log: onLog, ...rest } = options;
  const dataDir = await throwawayDataDir(prefix);
  const ports = await freeStackPorts();
  const log: string[] = [];
  const removeData = () => fs.rm(dataDir, { recursive: true, force: true });
  let stack: RunningStack;
  try {
    stack = await startStack({
      durable: false,
      authRateLimits: false,
      ...rest,
      dataDir,
      ports,
      log: (line) => {
        log.push(line);
        if (onLog) onLog(line);
        else if (process.env.STACK_LOG) console.log(line);
      },
    });
  } catch (error) {
    if (!process.env.STACK_LOG && log.length > 0) console.error(log.join('\n'));
    await removeData();
    throw error;
  }
  return {
    ...stack,
    dataDir,
    superuserUrl: rest.databaseUrl ?? dbUrl(ports.db, DB_SUPERUSER),
    log,
    async dispose() {
      await stack.stop();
      await removeData();
    },
  };
}
