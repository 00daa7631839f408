// One run of the journeys among others in the same working tree (a second engineer's, an agent's, CI's): each run
// keeps its traces (Playwright's outputDir) and its Vite dependency cache in a folder of its own, named after the
// runner's process. A shared folder was emptied by the next run's start under a run still writing to it: its
// traces vanished mid-journey (ENOENT at browserContext.close) and its pre-bundled dependencies were replaced.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const RUN_ENV = 'E2E_RUN';
const RUN_FOLDER = /^run-(\d+)$/;

/**
 * This run's folder name. The runner's config sets it once; its workers load the config again and inherit it
 * through the environment, so all agree.
 */
export function runFolder(): string {
  process.env[RUN_ENV] ??= `run-${process.pid}`;
  return process.env[RUN_ENV];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process is there, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the run folders under `parent` whose run has ended; a running run's folder is never touched. */
export async function removeEndedRuns(parent: string): Promise<void> {
  const entries = await readdir(parent).catch(() => []);
  await Promise.all(
    entries.map(async (name) => {
      const pid = RUN_FOLDER.exec(name)?.[1];
      if (pid === undefined || `run-${pid}` === runFolder() || isRunning(Number(pid))) return;
      await rm(path.join(parent, name), { recursive: true, force: true });
    }),
  );
}
