// A throw-away local stack for the benchmarks: its own data folder and free ports (as the API tests do), no
// fsync, Auth's rate limits off (the benchmarks are the only client), and its log kept quiet unless STACK_LOG=1.
import fs from 'node:fs/promises';
import { startStack, type RunningStack } from '../../stack/start.ts';
import { freeStackPorts, throwawayDataDir } from '../../stack/throwaway.ts';

export interface BenchStack extends RunningStack {
  dataDir: string;
  /** Stops the stack and removes its data folder. */
  dispose(): Promise<void>;
}

export async function startBenchStack(): Promise<BenchStack> {
  const dataDir = await throwawayDataDir('ideaboard-bench-');
  const stack = await startStack({
    dataDir,
    ports: await freeStackPorts(),
    durable: false,
    authRateLimits: false,
    log: (line) => {
      if (process.env.STACK_LOG) console.log(line);
    },
  });
  return {
    ...stack,
    dataDir,
    async dispose() {
      await stack.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
