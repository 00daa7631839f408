// Starts a whole local stack for the contract tests: a throw-away database and free ports, so the tests never
// touch the data of `npm run dev` and can run beside it.
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { freeStackPorts, throwawayDataDir } from '../../stack/throwaway.ts';
import { startStack } from '../../stack/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    mailboxUrl: string;
    dbUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await throwawayDataDir('ideaboard-stack-');
  const lines: string[] = [];
  const stack = await startStack({
    dataDir: dir,
    ports: await freeStackPorts(),
    databaseUrl: process.env.DATABASE_URL,
    durable: false,
    // Many users are created from 127.0.0.1; the limits themselves are proven in auth.test.ts.
    authRateLimits: false,
    log: (line) => (process.env.STACK_LOG ? console.log(line) : lines.push(line)),
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('dbUrl', stack.dbUrl);
  project.provide('dataDir', dir);
  return async () => {
    await stack.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
